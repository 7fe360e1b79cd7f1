/**
 * A local stand-in for an OpenAI-compatible chat completions API (the assistant's outside edge), speaking its
 * wire format over real HTTP: `POST /v1/chat/completions` with `stream: true` answers server-sent `data:`
 * chunks (`choices[0].delta.content`) and `data: [DONE]`; without `stream` one JSON completion with its `usage`;
 * `POST /v1/embeddings` a vector per input (`options.embed`, default a bag of word stems hashed into 64 dimensions, so
 * texts sharing words are alike). Used by the server tests and the browser tests.
 */
import { createServer, type IncomingMessage } from 'node:http';

export interface FakeAiRequest {
  authorization: string | undefined;
  body: { model: string; stream?: boolean; max_tokens?: number; messages: { role: string; content: string }[] };
}

export interface FakeAiOptions {
  /** The answer's pieces for a request; default: a fixed greeting quoting the last user message. */
  answer?: (request: FakeAiRequest) => string[];
  /** Pause between pieces. */
  pieceDelayMs?: number;
  /** Never answers (a service that hangs), until closed. */
  hang?: boolean;
  /** Answers this status and no stream. */
  status?: number;
  /** The usage a non-streamed answer reports (default: 10 tokens a request). */
  totalTokens?: number;
  /** A text's embedding (default: hashedWords). */
  embed?: (text: string) => number[];
}

export interface FakeAi {
  /** The base address, as AI_API_URL takes it (`http://127.0.0.1:port/v1`). */
  url: string;
  requests: FakeAiRequest[];
  /** The inputs of each embeddings request, and its model. */
  embeddings: { model: string; input: string[] }[];
  options: FakeAiOptions;
  close(): Promise<void>;
}

export const defaultAnswer = (request: FakeAiRequest): string[] => {
  const last = [...request.body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const system = request.body.messages[0]?.content ?? '';
  const ru = system.includes('по-русски') || system.includes('Answer in Russian');
  return ru
    ? ['Здравствуйте! ', 'Вы спросили: «', last, '». ', 'Фонд ответит подробнее.']
    : ['Hello! ', 'You asked: "', last, '". ', 'The foundation will tell you more.'];
};

/** Word stems (their first 5 letters) hashed into 64 dimensions: texts sharing words point the same way. */
export function hashedWords(text: string): number[] {
  const vector = new Array<number>(64).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\d]{3,}/gu) ?? []) {
    let hash = 0;
    for (const char of word.slice(0, 5)) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
    vector[hash % 64]! += 1;
  }
  vector[63]! += 0.01; // never the zero vector (its cosine distance is undefined)
  return vector;
}

const readJson = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text) as FakeAiRequest['body'];
};

export async function startFakeAi(options: FakeAiOptions = {}): Promise<FakeAi> {
  const requests: FakeAiRequest[] = [];
  const embeddings: FakeAi['embeddings'] = [];
  const open = new Set<() => void>();
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'POST' && req.url === '/v1/embeddings') {
        const body = (await readJson(req)) as unknown as { model: string; input: string | string[] };
        const input = typeof body.input === 'string' ? [body.input] : body.input;
        embeddings.push({ model: body.model, input });
        let data: { object: 'embedding'; index: number; embedding: number[] }[] | undefined;
        try {
          if (!fake.options.status)
            data = input.map((text, index) => ({
              object: 'embedding',
              index,
              embedding: (fake.options.embed ?? hashedWords)(text),
            }));
        } catch {
          // An `embed` that throws is a model that fails.
        }
        if (!data) {
          res.writeHead(fake.options.status ?? 500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'fake failure' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ object: 'list', data, model: body.model, usage: { prompt_tokens: 1, total_tokens: 1 } }),
        );
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const request = { authorization: req.headers.authorization, body: await readJson(req) };
      requests.push(request);
      if (fake.options.status) {
        res.writeHead(fake.options.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'fake failure' } }));
        return;
      }
      if (!request.body.stream && !fake.options.hang) {
        const content = (fake.options.answer ?? defaultAnswer)(request).join('');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'fake',
            object: 'chat.completion',
            created: 0,
            model: request.body.model,
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
            usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: fake.options.totalTokens ?? 10 },
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      if (fake.options.hang) {
        await new Promise<void>((resolve) => open.add(resolve));
        res.end();
        return;
      }
      const pieces = (fake.options.answer ?? defaultAnswer)(request);
      for (const [index, piece] of pieces.entries()) {
        const chunk = {
          id: 'fake',
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { content: piece } }],
        };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
        if (index < pieces.length - 1) await new Promise((r) => setTimeout(r, fake.options.pieceDelayMs ?? 0));
      }
      res.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const fake: FakeAi = {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    embeddings,
    options,
    async close() {
      for (const release of open) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
