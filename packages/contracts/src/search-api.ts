/**
 * The full-text search's contract (`GET /api/search`, tRPC `search.query`): one input and one answer for the API,
 * the site, the back office's Ctrl+K and any later caller (MCP's search tool).
 */
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from './constants.ts';

export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;

/**
 * A query is never refused for its text: shorter than SEARCH_QUERY_MIN finds nothing, longer is cut to
 * SEARCH_QUERY_MAX characters, operators and quotes are read as words (websearch syntax).
 */
export const searchInputSchema = z.object({
  q: z
    .string()
    .default('')
    .transform((q) => q.trim().slice(0, SEARCH_QUERY_MAX))
    .describe(`the words searched (${SEARCH_QUERY_MIN}-${SEARCH_QUERY_MAX} characters; longer is cut)`),
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE).describe('the language of the words and of the results'),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
  type: z
    .string()
    .regex(/^[a-z-]+\/[a-z-]+$/, 'type must be an entity key such as ecommerce/products')
    .optional()
    .describe('one entity key (`ecommerce/products`): only its records'),
});
export type SearchInput = z.input<typeof searchInputSchema>;
export type SearchQuery = z.output<typeof searchInputSchema>;

export const searchResultSchema = z.object({
  entity: z.string().describe('the catalogue key, `ecommerce/products`'),
  id: z.string(),
  title: z.string(),
  url: z.string().nullable().describe('the public address with its language (`/en/projects/x`); null: staff only'),
  snippet: z.string().describe('text around the matched words, HTML-escaped, the words in <mark>'),
  score: z.number(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchAnswerSchema = z.object({
  data: z.array(searchResultSchema),
  meta: z.object({
    total: z.int().describe('every record matching, beyond the limit too'),
    tookMs: z.number(),
    /** Set when nothing matched: the closest titles (by trigram similarity), a "did you mean". */
    closest: z.array(searchResultSchema).optional(),
  }),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
