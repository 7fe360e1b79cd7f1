/**
 * The sliders' variants. Their code loads only on a page that places a slider (ui/lazy.tsx: before hydration there,
 * on first use after a navigation): every other page hydrated 14 kB gzip it never ran. framer-motion comes later
 * still, for the slider's first move (slider.tsx).
 */
import type { ComponentType, ReactNode } from 'react';
import type { VariantProps, VariantTable } from '../registry/registry.tsx';
import { suspendedPart } from '../ui/lazy.tsx';
import type { sliderParts } from './slider.tsx';

const part = (name: keyof typeof sliderParts, fallback?: ReactNode): ComponentType<VariantProps> =>
  suspendedPart('slider', (slider) => slider.sliderParts[name], fallback);

/** While a slider's code loads after a navigation: its frame, so the page below does not jump. */
const frame = <div className="min-h-[70vh] bg-stone-900 md:min-h-[560px]" />;

export const sliderVariants: Record<string, VariantTable> = {
  'website-builder/sliders': { default: part('slider', frame), fade: part('fadeSlider', frame) },
  'website-builder/slides': {
    default: part('imageSlide'),
    fade: part('fadeImageSlide'),
    testimonial: part('testimonial'),
  },
};
