/**
 * What the assistant knows: the site's published content as the full-text index holds it, and the documents staff
 * add (published ones), with their chunks' embeddings where the database and the configuration allow. The agent
 * module calls `retrieve`; nothing here is written by hand per entity.
 */
import { entities } from '@symbol/contracts';
import { DOCUMENTS } from './retrieve.ts';

export { retrieve, DOCUMENTS, type Passage } from './retrieve.ts';
export { chunkText } from './chunks.ts';
export { embedPending, ensureEmbeddings, nearestChunks, type Embedder } from './embeddings.ts';

/** The entities an agent may draw on: every public searchable entity, and the documents. */
export const KNOWLEDGE_ENTITIES: readonly string[] = [
  ...entities.filter((entity) => entity.search?.public).map((entity) => entity.key),
  DOCUMENTS,
];
