/**
 * The assistant's provider (issue 39): any OpenAI-compatible API (OpenAI, OpenRouter, Ollama, a llama.cpp or vLLM
 * server). AI_BASE_URL unset (and the older AI_API_URL too): the assistant is off and nothing else changes.
 * AI_API_KEY and AI_MODEL are the social module's (socialEnv), shared.
 */
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const agentEnv = {
  /** The API's base address with its version (`https://openrouter.ai/api/v1`, `http://127.0.0.1:11434/v1`). */
  AI_BASE_URL: optional(
    z
      .string()
      .url()
      .transform((v) => v.replace(/\/+$/, '')),
  ),
  /**
   * A model for embeddings (optional; retrieval works by the full-text index without it). Used only where the
   * database has pgvector (the embedded default does): the chunks are embedded in the background, every
   * AI_EMBEDDING_INTERVAL_MS (0: never), and a question finds the chunks at least AI_EMBEDDING_MIN_SIMILARITY alike.
   */
  AI_EMBEDDING_MODEL: optional(z.string().min(1)),
  AI_EMBEDDING_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  AI_EMBEDDING_MIN_SIMILARITY: z.coerce.number().min(-1).max(1).default(0.3),
  /** One call's time limit, and how many times a failed call (network, 408, 429, 5xx) is tried again. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(20_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  /** Tokens all instances may spend per UTC day; past it the assistant hands over to a person until tomorrow. */
  AI_DAILY_TOKENS: z.coerce.number().int().min(0).default(200_000),
  /** Questions one visitor (a signed-in subject, else an address and browser) may ask per minute. */
  AGENT_VISITOR_LIMIT: z.coerce.number().int().min(1).default(6),
  /** Questions one client address may ask per hour (a school behind one address: several visitors). */
  AGENT_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(60),
};
