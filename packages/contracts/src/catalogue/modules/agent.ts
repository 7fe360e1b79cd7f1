import { entity } from '../entity.ts';
import { adminTitle, content, json, localized, optionalText, slug, variant } from '../fields.ts';

export const agent = [
  entity('agent', 'widgets', { ...content() }),
  /**
   * An agent as data (the original's `agent/models/agent`): what it is called and, for one that runs on its own,
   * when (`interval`, a cron expression such as `* * * * *`). An assistant that answers visitors (issue 39) has
   * instructions per language, the model it asks (empty: the server's AI_MODEL), the knowledge it may use (catalogue
   * keys of searchable entities, `knowledge/documents` for uploaded texts; empty: all public content and documents)
   * and the read-only actions it may offer. The agent with the slug `default` answers `POST /api/agent/ask` when
   * none is named.
   */
  entity('agent', 'agents', {
    adminTitle: adminTitle(),
    slug: slug(),
    title: localized(),
    interval: optionalText({ max: 200 }),
    instructions: localized(),
    model: optionalText({ max: 200 }),
    /** Catalogue keys: `ecommerce/products`, `host/pages`, `blog/articles`, `knowledge/documents`, ... */
    knowledge: json({ optional: true }),
    /** Some of AGENT_ACTIONS. */
    actions: json({ optional: true }),
    variant: variant(),
  }),
];
