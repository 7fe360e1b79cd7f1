/**
 * The one search interface: the API, the site, the back office's Ctrl+K and MCP's search tool call `search`; the
 * entity service's write hook calls `follow`; start-up calls `rebuild`. PostgreSQL's own full-text index
 * (postgres.ts) is the one implementation; Meilisearch or Typesense could take its place for very large sites
 * (following writes through the outbox instead of the writer's transaction).
 */
import type { Entity, Language, SearchResult } from '@symbol/contracts';
import type { Db, DbClient } from '../db/index.ts';

export interface SearchRequest {
  /** The words, trimmed and at most 200 characters (searchInputSchema). */
  q: string;
  language: Language;
  limit: number;
  /** One entity key, or every searchable entity. */
  type?: string;
  /** Staff-only entities the caller may read (public ones are always searched). */
  staffEntities: readonly string[];
  /** false: no "closest titles" when nothing matched (the back office's Ctrl+K shows none; a trigram scan saved). */
  closest?: boolean;
}

export interface SearchResponse {
  results: SearchResult[];
  /** Every matching record, beyond the limit too. */
  total: number;
  /** When nothing matched: the records whose titles are closest to the words. */
  closest?: SearchResult[];
  tookMs: number;
}

/** The assistant's retrieval: records any of whose words the question holds, with their whole text. */
export interface CandidatesRequest {
  /** The question (its words are or-ed, stop words dropped). */
  q: string;
  language: Language;
  /** The entities that may answer (catalogue keys); staff-only ones only when named here. */
  entities: readonly string[];
  limit: number;
}

export interface Candidate {
  entity: string;
  id: string;
  title: string;
  body: string;
  url: string | null;
  score: number;
}

export interface SearchIndex {
  /** The records that may answer a question (retrieval for the assistant), best first. */
  candidates(client: DbClient, request: CandidatesRequest): Promise<Candidate[]>;
  search(client: DbClient, request: SearchRequest): Promise<SearchResponse>;
  /** Follows records written through the entity service, in the writer's transaction. */
  follow(client: DbClient, entity: Entity, ids: readonly string[], kind: 'create' | 'update' | 'delete'): Promise<void>;
  /** Builds the rows of every entity whose declaration changed since they were built (all with `force`). */
  rebuild(db: Db, options?: { force?: boolean }): Promise<string[]>;
}
