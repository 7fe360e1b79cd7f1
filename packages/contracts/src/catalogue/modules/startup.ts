import { entity } from '../entity.ts';
import { adminTitle, className, content, localized, variant } from '../fields.ts';

export const startup = [
  entity('startup', 'widgets', { ...content() }),
  entity('startup', 'categories', {
    adminTitle: adminTitle(),
    title: localized(),
    className: className(),
    variant: variant(),
  }),
];
