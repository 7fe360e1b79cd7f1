/** A minimal server-sent events client over fetch for the tests (EventSource cannot send headers). */
export interface SseEvent {
  event: string;
  id?: string;
  data: Record<string, unknown>;
}

export interface SseClient {
  status: number;
  headers: Headers;
  /** The first event (already received or to come) that matches, or a rejection after `timeoutMs`. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Every event received so far. */
  events: SseEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A minimal server-sent events reader over fetch (EventSource cannot send an Authorization header). */
export async function connectSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    signal: controller.signal,
    headers: { accept: 'text/event-stream', ...headers },
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block.filter((line) => line.startsWith(`${name}: `)).map((line) => line.slice(name.length + 2));
          const data = field('data').join('\n');
          if (!data) continue;
          events.push({ event: field('event')[0] ?? 'message', id: field('id')[0], data: JSON.parse(data) });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      /* aborted */
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    ended,
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => controller.abort(),
  };
}
