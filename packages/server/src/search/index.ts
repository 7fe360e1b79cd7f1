/** The search index the server uses (see index-types.ts for the interface). */
export { postgresSearchIndex as searchIndex } from './postgres.ts';
export type * from './index-types.ts';
export { isSearchable } from './documents.ts';
export { anyWordQuery } from './postgres.ts';
export { TEXT_SEARCH_CONFIG } from './documents.ts';
