/**
 * A fake Bot API server: a real HTTP server on a free port that answers `POST /bot<token>/<method>` as Telegram
 * does (`{ ok, result }`) and records every call. Tests set TELEGRAM_API_URL to its url. `failNext(n)` makes the
 * next n calls fail with a 500 (to test retries).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BotCall {
  token: string;
  method: string;
  body: Record<string, unknown>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if (String(request.headers['content-type']).startsWith('application/json')) return JSON.parse(text);
  return Object.fromEntries(new URLSearchParams(text));
};

export async function startFakeTelegram() {
  const calls: BotCall[] = [];
  let failures = 0;
  let messageIds = 1000;
  const server = createServer((request, response) => {
    void (async () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      const body = (await readBody(request)) as Record<string, unknown>;
      response.setHeader('content-type', 'application/json');
      if (!match)
        return response.writeHead(404).end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
      const [, token, method] = match as unknown as [string, string, string];
      calls.push({ token, method, body });
      if (failures > 0) {
        failures -= 1;
        return response
          .writeHead(500)
          .end(JSON.stringify({ ok: false, error_code: 500, description: 'Internal Server Error' }));
      }
      const chat = { id: Number(body.chat_id) || 0, type: 'private' };
      const message = { message_id: ++messageIds, date: Math.floor(Date.now() / 1000), chat };
      const result =
        method === 'getMe'
          ? { id: Number(token.split(':')[0]), is_bot: true, first_name: 'Bot', username: 'symbol_test_bot' }
          : method.startsWith('send')
            ? {
                ...message,
                ...(body.text ? { text: body.text } : {}),
                ...(body.caption ? { caption: body.caption } : {}),
              }
            : method.startsWith('edit')
              ? { ...message, message_id: Number(body.message_id) }
              : true;
      response.end(JSON.stringify({ ok: true, result }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    of: (method: string) => calls.filter((call) => call.method === method),
    failNext: (n: number) => {
      failures = n;
    },
    reset: () => {
      calls.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
