/**
 * Sliders: a looping carousel that auto-advances (paused while hovered or focused, and for reduced motion),
 * previous/next arrows hidden on the first/last slide, clickable left and right edge areas, arrow keys.
 * `default` slides sideways, `fade` cross-fades (framer-motion). Slides: default, fade, testimonial.
 */
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { Render, RenderAll, type VariantProps } from '../registry/registry.tsx';
import { RichText } from '../rich-text/rich-text.tsx';
import { children, text } from '../ui/node.ts';
import { useSite } from '../ui/site-context.tsx';
import { SiteLink } from '../ui/site-link.tsx';
import { HERO_SIZES } from '../ui/responsive-image.ts';
import { MOVES_AFTER, useHydrated } from '../ui/hydrated.ts';
import { whenIdle } from '../ui/when-idle.ts';
import { FileView } from './file-storage.tsx';
import { Title } from '../ui/title.tsx';

export const AUTO_ADVANCE_MS = 7000;

/** The slide's frame: its key and direction for the animations, and its own attributes. */
export type SlideFrameProps = {
  className: string;
  role: 'group';
  'aria-roledescription': string;
  'aria-label': string;
  slideKey: string;
  direction: number;
  fade: boolean;
  reduced: boolean;
  children: ReactNode;
};
export type TextsProps = { className: string; children: ReactNode };
type Motion = typeof import('./slider-motion.tsx');

/**
 * The animations' code (framer-motion) comes after the hydration: fetched when the browser is idle once a slider is
 * hydrated, or at its first move if that comes sooner. Until a slider's first move its slide stands where the server
 * drew it, without it. A fetch that failed (offline, a new deploy's files) is tried again at the next move.
 */
let motion: Motion | undefined;
let motionLoading: Promise<Motion> | undefined;
const loadMotion = () =>
  (motionLoading ??= import('./slider-motion.tsx').then(
    (module) => (motion = module),
    (error: unknown) => {
      motionLoading = undefined;
      throw error;
    },
  ));

/** The slide as the server drew it, before the animations' code is here. */
function StillSlide({
  slideKey: _key,
  direction: _direction,
  fade: _fade,
  reduced: _reduced,
  ...attributes
}: SlideFrameProps) {
  return <div {...attributes} />;
}

/** A fading slide's texts: standing until the animations' code is here (slider-motion.tsx `FadeInTexts`). */
const StandingTexts = (props: TextsProps) => <div {...props} />;
const FadeTexts = createContext<ComponentType<TextsProps>>(StandingTexts);

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function subscribeToReducedMotion(changed: () => void) {
  const query = matchMedia(reducedMotionQuery);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}
/** Whether the visitor asks for reduced motion (false on the server and while hydrating). */
const useReducedMotion = () =>
  useSyncExternalStore(
    subscribeToReducedMotion,
    () => matchMedia(reducedMotionQuery).matches,
    () => false,
  );

/** Whether the slide is the slider's first (its image is the page's largest paint: loaded eagerly). */
const FirstSlide = createContext(false);

function Slider({ node, fade }: VariantProps & { fade: boolean }) {
  const slides = children(node, 'slides');
  const { words } = useSite();
  const [[index, direction], setState] = useState<[number, number]>([0, 1]);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  const count = slides.length;
  const previousArrow = useRef<HTMLButtonElement>(null);
  const nextArrow = useRef<HTMLButtonElement>(null);
  // The animations: their code fetched after the hydration, at idle. The first move waits for it and hands the slide
  // showing to it (its first render stands, as the server drew it), then moves, as any later move does; a slide
  // drawn again before that could be seen to blink.
  const [moving, setMoving] = useState(motion);
  const waiting = useRef<(state: [number, number]) => [number, number]>(undefined);
  const move = (update: (state: [number, number]) => [number, number]) => {
    if (moving) return setState(update);
    const before = waiting.current;
    waiting.current = before ? (state) => update(before(state)) : update;
    void loadMotion().then(setMoving, () => {
      // Without its animations the slider still moves: the slide is swapped in place.
      const update = waiting.current;
      waiting.current = undefined;
      if (update) setState(update);
    });
  };
  useEffect(() => {
    if (count > 1) whenIdle(() => void loadMotion().catch(() => undefined));
  }, [count]);
  useEffect(() => {
    const update = waiting.current;
    waiting.current = undefined;
    if (!moving || !update) return;
    // In a frame of its own (after the one handing the slide over), and at once, as a click's update is: the slide
    // going and the one coming start in the same frame (at the default priority the coming one started 3 frames late).
    const frame = requestAnimationFrame(() => flushSync(() => setState(update)));
    return () => cancelAnimationFrame(frame);
  }, [moving]);
  const go = (next: number) => move(([current]) => [((next % count) + count) % count, next > current ? 1 : -1]);
  /** An arrow pressed from the keyboard hands focus to the other one when it hides itself at an end. */
  const step = (by: 1 | -1, focused: boolean) => {
    const next = index + by;
    go(next);
    const hides = by === 1 ? next === count - 1 : next === 0;
    if (focused && hides) requestAnimationFrame(() => (by === 1 ? previousArrow : nextArrow).current?.focus());
  };

  // When the slide showing came: the server's has shown since the page began (0 on the page's clock), and the app
  // may start just before its advance is due (boot.ts); any other slide from when its timer starts.
  const shownAt = useRef(useHydrated() ? undefined : 0);
  useEffect(() => {
    const since = shownAt.current ?? performance.now();
    shownAt.current = undefined;
    if (paused || reduced || count < 2) return;
    const timer = setTimeout(() => move(([i]) => [(i + 1) % count, 1]), since + AUTO_ADVANCE_MS - performance.now());
    return () => clearTimeout(timer);
  }, [index, paused, reduced, count]);

  if (!count) return null;
  const slide = slides[index]!;
  const Frame = moving?.MovingSlide ?? StillSlide;
  const arrow =
    'absolute top-1/2 z-20 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-stone-900 shadow hover:bg-white';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={text(node, 'title') || undefined}
      {...(count > 1 && { [MOVES_AFTER]: AUTO_ADVANCE_MS })}
      className="relative overflow-hidden bg-stone-900"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight' && index < count - 1) go(index + 1);
        if (event.key === 'ArrowLeft' && index > 0) go(index - 1);
      }}
    >
      <div className="relative grid min-h-[70vh] md:min-h-[560px]">
        <Frame
          slideKey={slide.id}
          direction={direction}
          fade={fade}
          reduced={reduced}
          className="col-start-1 row-start-1 grid"
          aria-roledescription="slide"
          aria-label={`${words.slide} ${index + 1} / ${count}`}
          role="group"
        >
          <FirstSlide.Provider value={index === 0}>
            <FadeTexts.Provider value={moving?.FadeInTexts ?? StandingTexts}>
              <Render entity="website-builder/slides" node={slide} />
            </FadeTexts.Provider>
          </FirstSlide.Provider>
        </Frame>
      </div>
      {count > 1 && (
        <>
          {/* Edge areas: a click on either side moves the carousel (the arrows are the keyboard's way). */}
          <div
            aria-hidden="true"
            data-slider-edge="previous"
            className="absolute inset-y-0 left-0 z-10 w-[12%] cursor-w-resize"
            onClick={() => index > 0 && go(index - 1)}
          />
          <div
            aria-hidden="true"
            data-slider-edge="next"
            className="absolute inset-y-0 right-0 z-10 w-[12%] cursor-e-resize"
            onClick={() => index < count - 1 && go(index + 1)}
          />
          {index > 0 && (
            <button
              ref={previousArrow}
              type="button"
              className={`${arrow} left-3 md:left-6`}
              aria-label={words.previousSlide}
              onClick={(event) => step(-1, event.currentTarget === document.activeElement)}
            >
              <span aria-hidden="true">←</span>
            </button>
          )}
          {index < count - 1 && (
            <button
              ref={nextArrow}
              type="button"
              className={`${arrow} right-3 md:right-6`}
              aria-label={words.nextSlide}
              onClick={(event) => step(1, event.currentTarget === document.activeElement)}
            >
              <span aria-hidden="true">→</span>
            </button>
          )}
          {/* Each dot's target is 24 px or more (WCAG 2.5.8); the dot drawn inside it stays small. */}
          <div className="absolute bottom-3 left-1/2 z-20 flex -translate-x-1/2 gap-1">
            {slides.map((s, i) => (
              <button
                key={s.id}
                type="button"
                aria-label={`${words.slide} ${i + 1}`}
                aria-current={i === index}
                onClick={() => go(i)}
                className="group flex h-6 min-w-6 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`h-2.5 rounded-full transition-all ${i === index ? 'w-8 bg-white' : 'w-2.5 bg-white/60 group-hover:bg-white'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** A slide with a url is a link (the url is per language); its buttons arrays sit under the texts. */
function SlideFrame({ node, children: content }: VariantProps & { children: ReactNode }) {
  const url = text(node, 'url');
  return (
    <div className="relative grid">
      {content}
      {url && (
        <SiteLink address={url} className="absolute inset-0 z-0" aria-label={text(node, 'title')}>
          <span className="sr-only">{text(node, 'title')}</span>
        </SiteLink>
      )}
    </div>
  );
}

function ImageSlide({ node, fadeText }: VariantProps & { fadeText: boolean }) {
  const first = useContext(FirstSlide);
  const [image] = children(node, 'files');
  const FadeInTexts = useContext(FadeTexts);
  const Texts = fadeText ? FadeInTexts : 'div';
  return (
    <SlideFrame node={node}>
      {image && (
        <FileView
          node={image}
          eager={first}
          sizes={HERO_SIZES}
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/35 to-black/10" />
      <Texts className="relative z-[1] mx-auto flex w-full max-w-6xl flex-col justify-end gap-4 px-14 pt-24 pb-16 text-white md:px-20 md:pb-20">
        {text(node, 'subtitle') && (
          <p className="text-sm font-medium tracking-wide text-amber-200 uppercase">{text(node, 'subtitle')}</p>
        )}
        <Title top={first} className="max-w-3xl font-serif text-3xl leading-tight md:text-5xl">
          {text(node, 'title')}
        </Title>
        <RichText value={text(node, 'description')} className="max-w-2xl text-lg text-stone-100" />
        <div className="relative z-[2]">
          <RenderAll entity="website-builder/buttons-arrays" nodes={children(node, 'buttonsArrays')} />
        </div>
      </Texts>
    </SlideFrame>
  );
}

function TestimonialSlide({ node }: VariantProps) {
  const [image] = children(node, 'files');
  return (
    <SlideFrame node={node}>
      <figure className="relative z-[1] mx-auto flex max-w-3xl flex-col items-center justify-center gap-6 px-16 py-16 text-center text-white">
        <blockquote className="font-serif text-2xl leading-snug italic md:text-3xl">
          <RichText value={text(node, 'description')} />
        </blockquote>
        <figcaption className="flex items-center gap-3">
          {image && <FileView node={image} sizes="56px" className="h-14 w-14 rounded-full object-cover" />}
          <span className="text-left">
            <span className="block font-semibold">{text(node, 'title')}</span>
            <span className="block text-sm text-stone-300">{text(node, 'subtitle')}</span>
          </span>
        </figcaption>
      </figure>
    </SlideFrame>
  );
}

/** The sliders' and slides' variants, loaded on a page that places a slider (sliders.tsx). */
export const sliderParts = {
  slider: ({ node }: VariantProps) => <Slider node={node} fade={false} />,
  fadeSlider: ({ node }: VariantProps) => <Slider node={node} fade />,
  imageSlide: ({ node }: VariantProps) => <ImageSlide node={node} fadeText={false} />,
  fadeImageSlide: ({ node }: VariantProps) => <ImageSlide node={node} fadeText />,
  testimonial: TestimonialSlide,
} satisfies Record<string, ComponentType<VariantProps>>;
