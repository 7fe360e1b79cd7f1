import { entity, link } from '../entity.ts';
import { adminTitle, className, content, localized, optionalText, richText, slug, variant } from '../fields.ts';

const file = 'file-storage/files';

export const websiteBuilder = [
  entity('website-builder', 'widgets', { ...content(), anchor: optionalText() }),
  entity('website-builder', 'features', { ...content(), description: richText() }),
  entity('website-builder', 'sliders', { ...content() }),
  /** A slide with a url becomes a link; the url differs per language. */
  entity('website-builder', 'slides', { ...content(), url: localized({ url: true }) }),
  /** A button's url is one address for every language, a plain string (the specs' and the original's contract). */
  entity('website-builder', 'buttons', {
    adminTitle: adminTitle(),
    slug: slug(),
    url: optionalText(),
    title: localized(),
    subtitle: localized(),
    className: className(),
    variant: variant(),
  }),
  entity('website-builder', 'buttons-arrays', {
    adminTitle: adminTitle(),
    slug: slug(),
    title: localized(),
    description: localized(),
    className: className(),
    variant: variant(),
  }),
  entity('website-builder', 'logotypes', {
    adminTitle: adminTitle(),
    slug: slug(),
    title: localized(),
    url: localized({ url: true }),
    className: className(),
    variant: variant(),
  }),
  link(
    'website-builder',
    'widgets-to-features',
    { widgetId: 'website-builder/widgets', featureId: 'website-builder/features' },
    { variants: 'extra' },
  ),
  link('website-builder', 'widgets-to-sliders', {
    widgetId: 'website-builder/widgets',
    sliderId: 'website-builder/sliders',
  }),
  link('website-builder', 'widgets-to-stores', {
    widgetId: 'website-builder/widgets',
    ecommerceModuleStoreId: 'ecommerce/stores',
  }),
  link('website-builder', 'widgets-to-logotypes', {
    widgetId: 'website-builder/widgets',
    logotypeId: 'website-builder/logotypes',
  }),
  link('website-builder', 'widgets-to-file-storage-module-files', {
    widgetId: 'website-builder/widgets',
    fileStorageModuleFileId: file,
  }),
  link(
    'website-builder',
    'widgets-to-buttons-arrays',
    { widgetId: 'website-builder/widgets', buttonsArrayId: 'website-builder/buttons-arrays' },
    { variants: 'extra' },
  ),
  link('website-builder', 'buttons-arrays-to-buttons', {
    buttonsArrayId: 'website-builder/buttons-arrays',
    buttonId: 'website-builder/buttons',
  }),
  link('website-builder', 'sliders-to-slides', {
    sliderId: 'website-builder/sliders',
    slideId: 'website-builder/slides',
  }),
  link('website-builder', 'slides-to-file-storage-module-files', {
    slideId: 'website-builder/slides',
    fileStorageModuleFileId: file,
  }),
  link('website-builder', 'slides-to-buttons-arrays', {
    slideId: 'website-builder/slides',
    buttonsArrayId: 'website-builder/buttons-arrays',
  }),
  link('website-builder', 'features-to-file-storage-module-files', {
    featureId: 'website-builder/features',
    fileStorageModuleFileId: file,
  }),
  link('website-builder', 'logotypes-to-file-storage-module-files', {
    logotypeId: 'website-builder/logotypes',
    fileStorageModuleFileId: file,
  }),
];
