/**
 * The palette: the variants of the website builder's widget that stand on a page by themselves (headings,
 * text, cards), from the site's public list; the navbar and footer belong to layouts, and the donation form,
 * bank details and map need records of their own. Each has a picture made once from the seeded site
 * (e2e/variant-pictures.spec.ts writes public/variants/<variant>.jpg; see docs/decisions.md).
 */
import { PUBLIC_VARIANTS } from '@symbol/contracts/public-variants';

export const PALETTE_ENTITY = 'website-builder/widgets';
export const PALETTE_MODULE = 'website-builder';

const NOT_STANDALONE = new Set([
  'navbar-default',
  'footer-default',
  'symbol-faith-iframe',
  'symbol-faith-donate',
  'symbol-faith-requisites',
  'symbol-faith-requisites-two-columns',
]);

export const PALETTE_VARIANTS: readonly string[] = (PUBLIC_VARIANTS[PALETTE_ENTITY] ?? []).filter(
  (variant) => !NOT_STANDALONE.has(variant),
);

/**
 * The picture's address under the admin's base (vite `base: '/admin/'`): only the palette's variants have one,
 * so a block of another module (a project list, a form) shows none rather than a broken image.
 */
export const variantPicture = (entity: string, variant: string) =>
  entity === PALETTE_ENTITY && PALETTE_VARIANTS.includes(variant)
    ? `${import.meta.env.BASE_URL}variants/${variant}.jpg`
    : undefined;
