/**
 * The slider's animations (framer-motion, about 30 kB gzip with its DOM features): loaded once the page has hydrated
 * and the browser is idle, or at a slider's first move (slider.tsx), never on the hydration's path. Until then a
 * slider shows its slide standing (StillSlide), which is what the server drew.
 */
import { AnimatePresence, domAnimation, LazyMotion, m } from 'framer-motion';
import type { SlideFrameProps, TextsProps } from './slider.tsx';

const slide = {
  enter: (direction: number) => ({ x: `${direction * 100}%` }),
  center: { x: 0 },
  exit: (direction: number) => ({ x: `${direction * -100}%` }),
};
const fade = { enter: { opacity: 0 }, center: { opacity: 1 }, exit: { opacity: 0 } };

/** The slide showing, sliding or fading in as the one before goes (the first one mounted stands: `initial`). */
export function MovingSlide({ slideKey, direction, fade: fades, reduced, children, ...attributes }: SlideFrameProps) {
  return (
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence initial={false} custom={direction} mode="popLayout">
        <m.div
          key={slideKey}
          custom={direction}
          variants={fades ? fade : slide}
          initial="enter"
          animate="center"
          exit="exit"
          transition={{ duration: reduced ? 0 : 0.6, ease: 'easeInOut' }}
          {...attributes}
        >
          {children}
        </m.div>
      </AnimatePresence>
    </LazyMotion>
  );
}

/** A fading slide's texts: they rise in after its picture (not on the slide mounted first: `initial={false}`). */
export function FadeInTexts(props: TextsProps) {
  return (
    <m.div
      initial={{ opacity: 0, y: 16 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ delay: 0.2, duration: 0.6 }}
      {...props}
    />
  );
}
