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

/**
 * Ends a stream as the instance shuts down: the retry hint (1 to 3 s, spread so that the clients of a stopping
 * instance do not all come back at once) tells the client's EventSource when to reconnect, through the proxy, to
 * an instance that is ready.
 */
export function endEventStream(raw: FastifyReply['raw']) {
  const retryMs = 1000 + Math.floor(Math.random() * 2000);
  raw.end(`retry: ${retryMs}\n: shutting down, reconnect\n\n`);
}
