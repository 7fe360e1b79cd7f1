/**
 * A scheduled release is published by the worker at its time, once, with two app instances running on one
 * database (each runs the scheduler every second).
 */
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createDb } from '../../../db/index.ts';
import { onEntityWrite } from '../../../entities/writes.ts';
import { OutboxMailer } from '../../../mail/mailer.ts';
import { createProviders } from '../../billing/providers/index.ts';
import { SECRET, setupTestApp } from '../../../../test/helper.ts';
import { defaultMailFrom } from '../../notification/sender.ts';

const first = await setupTestApp({ RELEASE_SCHEDULER_INTERVAL_MS: '1000' });
const secondDb = createDb(first.databaseUrl, { poolSize: 5 });
const second = await buildApp(
  {
    config: first.config,
    db: secondDb,
    clock: first.clock,
    mailer: new OutboxMailer({ from: defaultMailFrom(first.config), clock: first.clock }),
    payments: createProviders(process.env),
  },
  { logger: false },
);
await second.ready();
afterAll(async () => {
  await second.close();
  await secondDb.close();
});

const server = { 'x-rbac-secret-key': SECRET };
const WIDGETS = '/api/website-builder/widgets';

it('publishes once at its time with two instances', async () => {
  const release = (
    await first.http
      .post('/api/system/releases')
      .set(server)
      .send({ data: { title: 'Timed' } })
  ).body.data;
  const widget = (
    await first.http
      .post(WIDGETS)
      .set(server)
      .send({ data: { adminTitle: 'before' } })
  ).body.data;
  const staged = await first.http
    .patch(`${WIDGETS}/${widget.id}`)
    .set({ ...server, 'x-release-id': release.id })
    .send({ data: { adminTitle: 'after' } });
  expect(staged.status).toBe(200);
  const at = new Date(first.clock.now().getTime() + 1500);
  const scheduled = await first.http
    .patch(`/api/system/releases/${release.id}`)
    .set(server)
    .send({ data: { publishAt: at.toISOString() } });
  expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
  expect((await first.http.get(`${WIDGETS}/${widget.id}`)).body.data.adminTitle).toBe('before');
  // From here the only writes are the publish's: each instance's listeners hear of a publish it committed.
  const publishes: number[] = [];
  const stops = [first.db, secondDb].map((db, i) => onEntityWrite(db, () => publishes.push(i)));

  let status = 'open';
  for (let i = 0; i < 100 && status === 'open'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    status = (await first.http.get(`/api/system/releases/${release.id}`).set(server)).body.data.status;
  }
  expect(status).toBe('published');
  // Both instances had a pass or two more to publish it again.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  for (const stop of stops) stop();
  expect((await first.http.get(`${WIDGETS}/${widget.id}`)).body.data.adminTitle).toBe('after');
  expect(publishes).toHaveLength(1);
});

it('only title and publishAt are the callers to change', async () => {
  const release = (
    await first.http
      .post('/api/system/releases')
      .set(server)
      .send({ data: { title: 'Mine' } })
  ).body.data;
  const res = await first.http
    .patch(`/api/system/releases/${release.id}`)
    .set(server)
    .send({ data: { status: 'published' } });
  expect(res.status).toBe(400);
  expect((await first.http.get(`/api/system/releases/${release.id}`).set(server)).body.data.status).toBe('open');
});
