/**
 * Every request answered within a deadline (TIMEOUTS.requestMs): past it, a request still without an answer gets
 * errors.ts's 503 'Request timed out' (an answer already under way is cut). What Fastify's `handlerTimeout` does,
 * at a fraction of its cost per request: Fastify made an AbortController, a timer and a 'close' listener for each
 * request, and the request's own end aborted that controller (a DOMException with its stack: about 5 % of a generic
 * create's CPU in the profile of docs/bench.md). Here each request is one Map entry and one timer sweeps them all
 * (every tenth of the deadline, at most a second: a request is cut between the deadline and 10 % after it).
 * Answers that are not Fastify's to make (hijacked: event streams) are exempt, as they were.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Fastify's own code for it: errors.ts turns it into the 503. */
export const REQUEST_TIMEOUT_CODE = 'FST_ERR_HANDLER_TIMEOUT';

export function requestDeadlines(app: FastifyInstance, deadlineMs: number) {
  const open = new Map<FastifyReply, number>();
  const sweep = () => {
    const now = performance.now();
    for (const [reply, started] of open) {
      if (reply.sent) open.delete(reply);
      else if (now - started >= deadlineMs) {
        open.delete(reply);
        const error = Object.assign(new Error(`Request timed out after ${deadlineMs} ms`), {
          code: REQUEST_TIMEOUT_CODE,
        });
        if (reply.raw.headersSent) reply.raw.destroy(error);
        else reply.send(error);
      } else break; // in the order they arrived: the rest are younger
    }
  };
  const timer = setInterval(sweep, Math.min(1000, Math.max(10, deadlineMs / 10)));
  timer.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    done();
  });
  return {
    /** From the request's routing on (an onRequest hook). */
    start: (reply: FastifyReply) => void open.set(reply, performance.now()),
    /** Answered (an onResponse hook). */
    end: (reply: FastifyReply) => void open.delete(reply),
  };
}
