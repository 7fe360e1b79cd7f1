/**
 * HTTP written by hand on a socket, for what a client library will not send: header blocks past Node's
 * limit, bodies shorter than they claim, or a body the server should refuse before it has arrived.
 */
import net from 'node:net';
import type { TestApp } from './helper.ts';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: any;
  /** Bytes of the request the client had written when the answer arrived. */
  sentBytes: number;
}

async function addressOf(t: TestApp): Promise<net.AddressInfo> {
  const server = t.app.server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server.address() as net.AddressInfo;
}

function parse(text: string, sentBytes: number): RawResponse {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  let body: unknown = rest.join('\r\n\r\n');
  if (headers['transfer-encoding'] === 'chunked') body = (body as string).split('\r\n')[1] ?? '';
  try {
    body = JSON.parse(body as string);
  } catch {
    // not JSON: kept as text
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body, sentBytes };
}

/**
 * Writes `head` (request line and headers, without the blank line), the blank line and `body`; then, when
 * `more` is given, keeps writing it chunk after chunk (slowly) until the server answers. Resolves with the
 * first complete answer.
 */
export async function rawRequest(
  t: TestApp,
  head: string,
  body = '',
  more?: { chunk: Buffer; times: number },
): Promise<RawResponse> {
  const { port } = await addressOf(t);
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    let answered = false;
    const write = (data: string | Buffer) => {
      if (socket.destroyed || answered) return;
      sent += Buffer.byteLength(data);
      socket.write(data);
    };
    const finish = () => {
      if (answered) return;
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/content-length:\s*(\d+)/i.exec(received.slice(0, end))?.[1] ?? 0);
      if (Buffer.byteLength(received.slice(end + 4)) < length) return;
      answered = true;
      socket.destroy();
      resolve(parse(received, sent));
    };
    socket.on('data', (data) => {
      received += data.toString('utf8');
      finish();
    });
    socket.on('error', () => undefined);
    setTimeout(() => {
      if (answered) return;
      socket.destroy();
      reject(new Error(`no answer within 10 s (${sent} bytes sent)`));
    }, 10_000).unref();
    socket.on('close', () => {
      if (!answered) {
        if (received) resolve(parse(received, sent));
        else reject(new Error('the connection closed without an answer'));
      }
    });
    socket.on('connect', async () => {
      write(`${head}\r\n\r\n`);
      write(body);
      for (let i = 0; more && i < more.times && !answered; i++) {
        write(more.chunk);
        await new Promise((r) => setTimeout(r, 5));
      }
    });
  });
}
