import type { FastifyReply } from 'fastify';

/**
 * Takes the reply over as a server-sent event stream (reconnect after 1 s, no proxy buffering). `write`
 * drops a client that stopped reading once more than `maxBufferedBytes` wait for it.
 */
export function openEventStream(reply: FastifyReply, maxBufferedBytes = 1_048_576) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const write = (text: string) => {
    if (raw.writableLength > maxBufferedBytes) raw.destroy();
    else raw.write(text);
  };
  write('retry: 1000\n: connected\n\n');
  const clients = reply.server.metrics.eventStreams.labels(reply.request.routeOptions.url ?? '');
  clients.inc();
  raw.once('close', () => clients.dec());
  return { raw, write };
}
