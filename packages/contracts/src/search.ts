/** One record the back office's global search found (`GET /api/system/search`), as the server answers it. */
export interface SearchHit {
  /** The catalogue key (`blog/articles`), also the REST path under /api. */
  entity: string;
  id: string;
  adminTitle: string | null;
  slug: string | null;
  title: Record<string, string> | null;
  email: string | null;
  /** Found by the full-text index: its text around the words, HTML-escaped, the words in <mark>. */
  snippet?: string;
}

/**
 * What an entity contributes to the full-text search index, declared beside it in the catalogue (`search` of its
 * options). Fields are the entity's own: localized and rich texts are read in each language, a plain text or slug
 * is the same in both. The server builds the index's SQL from this and nothing else.
 */
export interface SearchSpec {
  /** Weight A: the first non-empty of these is the result's title. */
  title: readonly string[];
  /** Weight B: the text searched beside the title and cut into the snippet. */
  body?: readonly string[];
  /**
   * The public address, the language prefix left out: `/projects/{slug}` (a `{field}` is the record's value), or
   * `{url}` for a record that is its own address. Without one the result has no address (staff only).
   */
  url?: string;
  /** Multiplies the score (default 1): a project ranks over an article that names it. */
  boost?: number;
  /** Shown to visitors (true) or only to staff who may read the entity (false). */
  public: boolean;
  /** A field holding the record's one language (a document written in one): only that language's row is made. */
  language?: string;
  /** Only the records whose field holds one of these values are indexed (a document once `published`). */
  only?: { field: string; values: readonly string[] };
  /** Records left out of the index: a text field matching one of these `like` patterns (`%[%`: pattern pages). */
  exclude?: { field: string; like: readonly string[] };
}
