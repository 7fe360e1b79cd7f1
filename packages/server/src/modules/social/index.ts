import type { ModuleDefinition } from '../definition.ts';
import { socialProcedures } from './procedures.ts';
import { socialRest, socialRoutes } from './rest.ts';

/** Chats between profiles: a subject's chats, messages read per profile, reactions and live delivery. */
export const socialModule = {
  name: 'social',
  procedures: socialProcedures,
  routes: socialRoutes,
  rest: socialRest,
} satisfies ModuleDefinition;

/** For the sign-up flows (rbac): the account's own profile, in their transaction. */
export { ensureSubjectProfile } from './profiles.ts';
/** For the sitemap (host): a profile made at sign-up, whose page is for no search engine. */
export { isVisitorProfileSlug } from './profiles.ts';
