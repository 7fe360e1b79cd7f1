/**
 * The daily spending cap (AI_DAILY_TOKENS): tokens used per UTC day in `agent.usage`, shared by every instance. A call
 * is made only while the day's total is under the cap; its cost is added after (a call in flight may pass the cap
 * by one answer).
 */
import { queryRows, type DbClient } from '../../db/index.ts';

const day = (now: Date) => now.toISOString().slice(0, 10);

export async function tokensUsed(client: DbClient, now: Date): Promise<number> {
  const [row] = await queryRows<{ tokens: string }>(
    client,
    'SELECT tokens::text FROM agent.usage WHERE day = $1::date',
    [day(now)],
  );
  return Number(row?.tokens ?? 0);
}

export async function addTokens(client: DbClient, now: Date, tokens: number): Promise<void> {
  await queryRows(
    client,
    `INSERT INTO agent.usage (day, tokens) VALUES ($1::date, $2)
     ON CONFLICT (day) DO UPDATE SET tokens = agent.usage.tokens + EXCLUDED.tokens`,
    [day(now), Math.max(0, Math.round(tokens))],
  );
}
