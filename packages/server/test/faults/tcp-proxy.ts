/**
 * A TCP proxy the fault tests put between the app and PostgreSQL or Redis: `cut()` drops every connection and
 * refuses new ones (the port stops listening, as a server that went down), `restore()` listens again on the same
 * port, `delay(ms)` holds every chunk that long in each direction. The shared servers themselves are never touched.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  host: string;
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  delay(ms: number): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let delayMs = 0;
  let port = 0;

  /** Forwards `from` to `to` in order, each chunk held `delayMs` when a delay is set. */
  const forward = (from: Socket, to: Socket) => {
    let queue = Promise.resolve();
    from.on('data', (chunk: Buffer) => {
      if (!delayMs) {
        queue = queue.then(() => void to.write(chunk));
        return;
      }
      const wait = delayMs;
      queue = queue.then(() => new Promise((resolve) => setTimeout(resolve, wait)).then(() => void to.write(chunk)));
    });
  };

  const onConnection = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  };

  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer(onConnection);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as { port: number }).port;
        server = next;
        resolve();
      });
    });
  const stop = async () => {
    const current = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  return {
    host: '127.0.0.1',
    get port() {
      return port;
    },
    urlFor(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    cut: stop,
    async restore() {
      if (!server) await listen();
    },
    delay(ms) {
      delayMs = ms;
    },
    close: stop,
  };
}
