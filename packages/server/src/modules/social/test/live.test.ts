/**
 * Live delivery: new messages, reactions and chats reach the members' event streams (server-sent events,
 * authenticated by bearer or cookie), a reconnecting stream replays what it missed, and with Redis a
 * message posted on one API instance reaches a stream connected to another.
 */
import { SUBJECT_JWT_COOKIE } from '@symbol/contracts';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createProviders } from '../../billing/providers/index.ts';
import { createDb } from '../../../db/index.ts';
import { AUTH, setupRbacApp } from '../../rbac/test/support.ts';
import { MAX_STREAMS_PER_PROFILE, STREAM_TIMING } from '../rest.ts';
import { chatsPath, connectSse, member, messageOf, post, startChat, type Member, type SseClient } from './support.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// One signing secret, so a token issued by one instance is good on the others (as in production).
const t = await setupRbacApp({ JWT_SECRET: 'social-live-test-secret-0123456789abcdef' });
const base = await t.app.listen({ host: '127.0.0.1', port: 0 });

const clients: SseClient[] = [];
afterAll(() => clients.forEach((client) => client.close()));
const bearer = (m: Member) => ({ authorization: `Bearer ${m.jwt}` });
async function stream(origin: string, path: string, headers: Record<string, string>) {
  const client = await connectSse(`${origin}${path}/events`, headers);
  clients.push(client);
  return client;
}

let alice: Member;
let bob: Member;
let carol: Member;
let chatId: string;

beforeAll(async () => {
  alice = await member(t, 'Alice');
  bob = await member(t, 'Bob');
  carol = await member(t, 'Carol');
  chatId = await startChat(alice, [bob], 'live');
});

describe('event stream of a profile', () => {
  it('delivers a new message to the other member (bearer) and to its author (cookie)', async () => {
    const toBob = await stream(base, bob.chats, bearer(bob));
    expect(toBob.status).toBe(200);
    expect(toBob.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(toBob.headers.get('cache-control')).toBe('no-store');
    const toAlice = await stream(base, alice.chats, { cookie: `${SUBJECT_JWT_COOKIE}=${alice.jwt}` });
    expect(toAlice.status).toBe(200);

    const sent = await post(alice, chatId, 'Are you there, Bob?');
    const atBob = await toBob.next((e) => e.event === 'message' && messageOf(e).id === sent.id);
    expect(atBob.id).toBe(sent.id);
    expect(atBob.data).toMatchObject({
      chatId,
      message: {
        id: sent.id,
        description: 'Are you there, Bob?',
        profileId: alice.profileId,
        profile: { title: { en: 'Alice' } },
        isRead: false,
        reactions: [],
      },
    });
    const atAlice = await toAlice.next((e) => e.event === 'message' && messageOf(e).id === sent.id);
    expect(messageOf(atAlice).isRead).toBe(true);
  });

  it('delivers reactions and new chats, and nothing of chats the profile is not in', async () => {
    const toBob = await stream(base, bob.chats, bearer(bob));
    const toCarol = await stream(base, carol.chats, bearer(carol));
    const sent = await post(alice, chatId, 'react');
    const reaction = await alice.http.post(`${alice.chats}/${chatId}/messages/${sent.id}/react`, { emoji: '🎉' });
    expect(reaction.status).toBe(200);
    const event = await toBob.next((e) => e.event === 'reaction' && e.data.messageId === sent.id);
    expect(event.data).toEqual({
      chatId,
      messageId: sent.id,
      profileId: alice.profileId,
      emoji: '🎉',
      reacted: true,
      reactions: [{ emoji: '🎉', count: 1 }],
    });

    const newChat = await startChat(carol, [bob], 'Carol asks');
    const chatEvent = await toBob.next((e) => e.event === 'chat' && e.data.chatId === newChat);
    expect(chatEvent.data.chat).toMatchObject({ id: newChat, description: 'Carol asks' });
    await toCarol.next((e) => e.event === 'chat' && e.data.chatId === newChat);
    // Carol was told of her own chat, never of Alice and Bob's messages.
    expect(toCarol.events.some((e) => e.data.chatId === chatId)).toBe(false);
  });

  it('replays the messages missed since Last-Event-ID before live ones', async () => {
    const seen = await post(alice, chatId, 'seen');
    const missed1 = await post(alice, chatId, 'missed 1');
    const missed2 = await post(bob, chatId, 'missed 2');
    const back = await stream(base, bob.chats, { ...bearer(bob), 'last-event-id': seen.id });
    const live = await post(alice, chatId, 'live again');
    await back.next((e) => e.event === 'message' && messageOf(e).id === live.id);
    const ids = back.events.filter((e) => e.event === 'message').map((e) => messageOf(e).id);
    expect(ids).toEqual([missed1.id, missed2.id, live.id]);
    expect(messageOf(back.events[1]!).isRead).toBe(true); // Bob's own message
  });

  it('refuses anonymous callers, other subjects and profiles of other subjects', async () => {
    const anonymous = await connectSse(`${base}${alice.chats}/events`);
    expect(anonymous.status).toBe(401);
    const otherSubject = await connectSse(`${base}${alice.chats}/events`, bearer(carol));
    expect(otherSubject.status).toBe(403);
    const borrowed = await connectSse(`${base}${chatsPath(carol.subjectId, alice.profileId)}/events`, bearer(carol));
    expect(borrowed.status).toBe(403);
    for (const client of [anonymous, otherSubject, borrowed]) client.close();
  });

  it('ends a stream once its session ends (checked while it is open)', async () => {
    const dave = await member(t, 'Dave');
    const saved = STREAM_TIMING.recheckMs;
    STREAM_TIMING.recheckMs = 100;
    try {
      const open = await stream(base, dave.chats, bearer(dave));
      expect(open.status).toBe(200);
      expect((await dave.http.post(`${AUTH}/logout`, {})).status).toBe(200);
      await expect(
        Promise.race([open.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('open'), 3000))]),
      ).resolves.toBe('ended');
    } finally {
      STREAM_TIMING.recheckMs = saved;
    }
  });

  it(`allows ${MAX_STREAMS_PER_PROFILE} streams per profile, then 429`, async () => {
    const erin = await member(t, 'Erin');
    const open = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_PROFILE }, () => stream(base, erin.chats, bearer(erin))),
    );
    expect(open.every((client) => client.status === 200)).toBe(true);
    const extra = await stream(base, erin.chats, bearer(erin));
    expect(extra.status).toBe(429);
    expect(extra.headers.get('retry-after')).toBe('10');
    open[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await stream(base, erin.chats, bearer(erin))).status).toBe(200);
  });
});

describe('across API instances through Redis', () => {
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const dbs: ReturnType<typeof createDb>[] = [];
  const origins: string[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const db = createDb(t.databaseUrl, { poolSize: 3 });
      const app = await buildApp(
        { config: { ...t.config, REDIS_URL }, db, payments: createProviders() },
        { logger: false },
      );
      origins.push(await app.listen({ host: '127.0.0.1', port: 0 }));
      apps.push(app);
      dbs.push(db);
    }
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
  });

  it('a message posted on instance A reaches a stream connected to instance B', async () => {
    const [a] = apps as [(typeof apps)[0]];
    const onB = await stream(origins[1]!, bob.chats, bearer(bob));
    const onA = await stream(origins[0]!, alice.chats, bearer(alice));
    expect([onA.status, onB.status]).toEqual([200, 200]);
    const res = await supertest(a.server)
      .post(`${alice.chats}/${chatId}/messages`)
      .set('authorization', `Bearer ${alice.jwt}`)
      .send({ data: { description: 'from instance A' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const event = await onB.next((e) => e.event === 'message' && messageOf(e).id === res.body.data.id);
    expect(event.data).toMatchObject({
      chatId,
      message: { description: 'from instance A', profileId: alice.profileId, isRead: false },
    });
    await onA.next((e) => e.event === 'message' && messageOf(e).id === res.body.data.id);
    // Delivered once on each instance: Redis does not echo an event back to the instance that sent it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const client of [onA, onB])
      expect(client.events.filter((e) => e.event === 'message' && messageOf(e).id === res.body.data.id)).toHaveLength(
        1,
      );
  });
});
