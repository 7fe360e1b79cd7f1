/**
 * A proxy asks `/api/ready` every second per site (`pnpm cluster`: twice a second per instance): at the `info`
 * level its answers buried the requests people made. A readiness probe that passes is logged at `debug`; one that
 * fails, and every other request (`/api/health` a person tries included), at `info`.
 */
import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { setupTestApp } from './helper.ts';

const lines: { level: number; msg: string; req?: { url: string }; res?: { statusCode: number } }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const t = await setupTestApp({}, {}, { logger: { level: 'info', stream: logStream } });

it('logs a passing readiness probe below info, the other requests at info', async () => {
  expect((await t.http.get('/api/ready?proxy=api')).status).toBe(200);
  expect((await t.http.get('/api/health')).status).toBe(200);
  expect((await t.http.get('/api/host/pages')).status).toBe(200);
  const logged = lines.filter((line) => line.msg === 'request completed').map((line) => line.req!.url);
  expect(logged).toEqual(['/api/health', '/api/host/pages']);
});
