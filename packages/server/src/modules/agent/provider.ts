/**
 * The assistant's one outside edge: an OpenAI-compatible chat completions API through the `openai` client (its
 * timeouts and retries with backoff are settings). Only the address differs between OpenAI, OpenRouter, Ollama, a
 * local server and the tests' fake, which is a real HTTP server (test/fake-ai.ts).
 */
import { onDemand } from '../../on-demand.ts';
import type { Config } from '../../config.ts';

export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AiAnswer {
  text: string;
  /** Tokens the call cost (the provider's count; estimated from the text when it gives none). */
  tokens: number;
}

export interface AiProvider {
  complete(input: { model: string; messages: AiMessage[]; maxTokens: number }): Promise<AiAnswer>;
  /** One vector per text, in order (`/embeddings`). */
  embed(input: { model: string; texts: string[] }): Promise<{ vectors: number[][]; tokens: number }>;
}

/** The configured base address (AI_BASE_URL, or the older AI_API_URL); none: the assistant is off. */
export const aiBaseUrl = (config: Config): string | undefined => config.AI_BASE_URL ?? config.AI_API_URL;

/** About four characters a token: for a provider that reports no usage. */
export const estimateTokens = (messages: AiMessage[], text: string) =>
  Math.ceil((messages.reduce((sum, m) => sum + m.content.length, 0) + text.length) / 4);

const clients = new WeakMap<Config, { key: string; provider: AiProvider }>();

const openai = onDemand<typeof import('openai')>('openai');

/** The provider for this configuration, or undefined when none is configured. */
export function providerOf(config: Config): AiProvider | undefined {
  const baseURL = aiBaseUrl(config);
  if (!baseURL) return undefined;
  const key = `${baseURL} ${config.AI_API_KEY ?? ''} ${config.AI_TIMEOUT_MS} ${config.AI_MAX_RETRIES}`;
  const cached = clients.get(config);
  if (cached?.key === key) return cached.provider;
  const client = new (openai().OpenAI)({
    baseURL,
    // Ollama and local servers take none; the client insists on a value.
    apiKey: config.AI_API_KEY ?? 'none',
    timeout: config.AI_TIMEOUT_MS,
    maxRetries: config.AI_MAX_RETRIES,
  });
  const provider: AiProvider = {
    async complete({ model, messages, maxTokens }) {
      const completion = await client.chat.completions.create({
        model,
        messages,
        max_tokens: maxTokens,
        temperature: 0.2,
      });
      const text = completion.choices[0]?.message?.content ?? '';
      return { text, tokens: completion.usage?.total_tokens ?? estimateTokens(messages, text) };
    },
    async embed({ model, texts }) {
      const answer = await client.embeddings.create({ model, input: texts, encoding_format: 'float' });
      const vectors = [...answer.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
      const estimated = Math.ceil(texts.reduce((sum, text) => sum + text.length, 0) / 4);
      return { vectors, tokens: answer.usage?.total_tokens ?? estimated };
    },
  };
  clients.set(config, { key, provider });
  return provider;
}
