/** The social module's environment (merged into the app's config schema): the assistant profile's AI service. */
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const socialEnv = {
  /**
   * An OpenAI-compatible API's base address (`https://api.openai.com/v1`, a local llama.cpp or vLLM server's
   * `/v1`): the assistant profiles answer through its `POST {AI_API_URL}/chat/completions`. With AI_API_KEY;
   * either unset, an assistant answers that it is offline.
   */
  AI_API_URL: optional(
    z
      .string()
      .url()
      .transform((v) => v.replace(/\/+$/, '')),
  ),
  AI_API_KEY: optional(z.string().min(1)),
  /** The model asked for. */
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
};
