/**
 * Revalidation event streams per source address: one address holds at most MAX_EVENT_STREAMS_PER_ADDRESS of
 * them (it could hold every stream of the instance, and other visitors got 503s), other addresses are not
 * affected, and a closed stream frees its place.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helper.ts';
import { connectSse, type SseClient } from '../../../../test/sse.ts';
import { MAX_EVENT_STREAMS_PER_ADDRESS } from '../rest.ts';

const t = await setupTestApp({ TRUST_PROXY: 'true' });
const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
const clients: SseClient[] = [];
afterAll(() => clients.forEach((c) => c.close()));
const connect = async (address: string) => {
  const client = await connectSse(`${base}/api/revalidation/events`, { 'x-forwarded-for': address });
  clients.push(client);
  return client;
};

describe('revalidation event streams per source address', () => {
  it(`allows ${MAX_EVENT_STREAMS_PER_ADDRESS} from one address, then 429; others still connect`, async () => {
    const open = await Promise.all(Array.from({ length: MAX_EVENT_STREAMS_PER_ADDRESS }, () => connect('203.0.113.7')));
    expect(open.map((client) => client.status)).toEqual(open.map(() => 200));

    const extra = await connect('203.0.113.7');
    expect(extra.status).toBe(429);
    expect(extra.headers.get('retry-after')).toBe('10');
    expect((await connect('203.0.113.8')).status).toBe(200);

    open[0]!.close();
    await expect.poll(async () => (await connect('203.0.113.7')).status, { interval: 50, timeout: 2000 }).toBe(200);
  });
});
