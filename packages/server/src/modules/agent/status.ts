/** Whether the assistant answers: on once an OpenAI-compatible provider's address is configured. */
import type { AgentStatus } from '@symbol/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { embeddingsOn } from './embeddings.ts';
import { aiBaseUrl } from './provider.ts';

export const TURN_ON =
  'Set AI_BASE_URL (an OpenAI-compatible API: https://api.openai.com/v1, https://openrouter.ai/api/v1, http://127.0.0.1:11434/v1 for Ollama), AI_API_KEY and AI_MODEL, then restart the server.';

export function assistantStatus(config: Config, db: Db): AgentStatus {
  const on = !!aiBaseUrl(config);
  const meaning = !config.AI_EMBEDDING_MODEL ? 'no-model' : embeddingsOn(config, db) ? 'on' : 'no-pgvector';
  return on
    ? { enabled: true, model: config.AI_MODEL, dailyTokens: config.AI_DAILY_TOKENS, meaning }
    : { enabled: false, howToTurnOn: TURN_ON };
}
