import { entity } from '../entity.ts';
import { adminTitle, content, localized, optionalText, slug, variant } from '../fields.ts';

export const agent = [
  entity('agent', 'widgets', { ...content() }),
  /**
   * An agent as data (the original's `agent/models/agent`): what it is called and, for one that runs on its own,
   * when (`interval`, a cron expression such as `* * * * *`).
   */
  entity('agent', 'agents', {
    adminTitle: adminTitle(),
    slug: slug(),
    title: localized(),
    interval: optionalText({ max: 200 }),
    variant: variant(),
  }),
];
