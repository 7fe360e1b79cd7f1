/**
 * A request without an answer past its deadline gets the 503 'Request timed out' (errors.ts), one that answers
 * in time is untouched, and a hijacked answer (an event stream) is exempt.
 */
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { errorBody, toAppError } from '../src/errors.ts';
import { requestDeadlines } from '../src/request-deadline.ts';

const app = Fastify();
const deadlines = requestDeadlines(app, 200);
app.addHook('onRequest', (_request, reply, done) => {
  deadlines.start(reply);
  done();
});
app.addHook('onResponse', (_request, reply, done) => {
  deadlines.end(reply);
  done();
});
app.setErrorHandler((error, _request, reply) => {
  const appError = toAppError(error);
  return reply.status(appError.status).send(errorBody(appError));
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let slowFinished = false;
app.get('/slow', async () => {
  await sleep(700);
  slowFinished = true;
  return { late: true };
});
app.get('/quick', async () => ({ quick: true }));
app.get('/stream', (_request, reply) => {
  reply.hijack();
  reply.raw.writeHead(200, { 'content-type': 'text/plain' });
  reply.raw.write('a');
  setTimeout(() => reply.raw.end('b'), 500);
});
afterAll(() => app.close());

describe('request deadline', () => {
  it('answers 503 past the deadline, quick answers as they are, hijacked streams exempt', async () => {
    const started = performance.now();
    const slow = await app.inject({ method: 'GET', url: '/slow' });
    const took = performance.now() - started;
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toMatchObject({ message: 'Request timed out', cause: ['request: took too long'] });
    expect(took).toBeGreaterThanOrEqual(195);
    expect(took).toBeLessThan(650);
    expect(slowFinished).toBe(false);

    const quick = await app.inject({ method: 'GET', url: '/quick' });
    expect(quick.statusCode).toBe(200);
    expect(quick.json()).toEqual({ quick: true });

    const stream = await app.inject({ method: 'GET', url: '/stream' });
    expect(stream.statusCode).toBe(200);
    expect(stream.body).toBe('ab');
  });
});
