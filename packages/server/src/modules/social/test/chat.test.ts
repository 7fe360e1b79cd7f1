/**
 * Social chat over real HTTP on the real database: starting a chat between two subjects' profiles,
 * posting and paging messages, read state, reactions, and who is refused (non-members, anonymous callers,
 * another subject's routes and profiles, bad input).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../../db/query-counter.ts';
import { SECRET } from '../../../../test/helper.ts';
import { as, expectError, setupRbacApp } from '../../rbac/test/support.ts';
import { MESSAGE_MAX_LENGTH } from '../schemas.ts';
import { chatsPath, member, post, startChat, type Member } from './support.ts';

const t = await setupRbacApp();
let alice: Member;
let bob: Member;
let carol: Member;
let chatId: string;

const messageCount = async () => t.db.prisma.socialMessage.count();

beforeAll(async () => {
  alice = await member(t, 'Alice');
  bob = await member(t, 'Bob');
  carol = await member(t, 'Carol');
  chatId = await startChat(alice, [bob], 'Alice and Bob');
});

describe("a subject's profiles", () => {
  it('lists its own profiles, and no one else reads them', async () => {
    const res = await alice.http.get(`/api/rbac/subjects/${alice.subjectId}/social-module/profiles`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: alice.profileId, title: { en: 'Alice', ru: 'Alice (ru)' } }),
    ]);
    expect((await bob.http.get(`/api/rbac/subjects/${alice.subjectId}/social-module/profiles`)).status).toBe(403);
  });
});

describe('starting a chat', () => {
  it('answers 201 with the chat, its members in order (the creator first) and no messages', async () => {
    const res = await alice.http.post(alice.chats, { profileIds: [bob.profileId, alice.profileId], description: 'Hi' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toMatchObject({
      id: expect.any(String),
      description: 'Hi',
      unreadCount: 0,
      lastMessageAt: null,
      messages: [],
    });
    expect(res.body.data.profiles.map((p: { id: string }) => p.id)).toEqual([alice.profileId, bob.profileId]);
    expect(res.body.data.profiles[1]).toMatchObject({ title: { en: 'Bob' }, slug: expect.any(String) });
    const links = await t.db.prisma.socialProfilesToChats.count({ where: { chatId: res.body.data.id } });
    expect(links).toBe(2);
  });

  it('shows the chat to the other member', async () => {
    const res = await bob.http.get(bob.chats);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data.map((c: { id: string }) => c.id)).toContain(chatId);
    const one = await bob.http.get(`${bob.chats}/${chatId}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: chatId, description: 'Alice and Bob' });
  });

  it('refuses a chat without other profiles, or with unknown ones, and stores nothing', async () => {
    const before = await t.db.prisma.socialChat.count();
    expectError(await alice.http.post(alice.chats, {}), 400, 'profileIds is required');
    expectError(await alice.http.post(alice.chats, { profileIds: [alice.profileId] }), 400, /other profile/);
    const unknown = randomUUID();
    const res = await alice.http.post(alice.chats, { profileIds: [bob.profileId, unknown] });
    expectError(res, 400, /does not exist/);
    expect(res.body.cause).toEqual([`profileIds: ${unknown} does not exist`]);
    expectError(await alice.http.post(alice.chats, { profileIds: ['nope'] }), 400);
    expectError(await alice.http.post(alice.chats, { profileIds: [bob.profileId], extra: 1 }), 400);
    expect(await t.db.prisma.socialChat.count()).toBe(before);
  });
});

describe('messages', () => {
  it('posts a message: 201 { data } with its author card, read by its author', async () => {
    const res = await alice.http.post(`${alice.chats}/${chatId}/messages`, { description: 'Hello, Bob' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      id: expect.any(String),
      chatId,
      description: 'Hello, Bob',
      profileId: alice.profileId,
      profile: { id: alice.profileId, title: { en: 'Alice', ru: 'Alice (ru)' } },
      isRead: true,
      reactions: [],
    });
    const rows = await t.db.prisma.socialProfilesToMessages.findMany({ where: { messageId: res.body.data.id } });
    expect(rows.map((r) => [r.profileId, r.isRead]).sort()).toEqual(
      [
        [alice.profileId, true],
        [bob.profileId, false],
      ].sort(),
    );
  });

  it('counts it unread for the other member until a page of messages is read', async () => {
    const list = await bob.http.get(bob.chats);
    const chat = list.body.data.find((c: { id: string }) => c.id === chatId);
    expect(chat.unreadCount).toBe(1);
    expect(chat.lastMessageAt).toEqual(expect.any(String));
    expect(chat.messages.at(-1)).toMatchObject({ description: 'Hello, Bob', isRead: false });

    const page = await bob.http.get(`${bob.chats}/${chatId}/messages`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.data.at(-1)).toMatchObject({ description: 'Hello, Bob', isRead: false });
    const again = await bob.http.get(`${bob.chats}/${chatId}/messages`);
    expect(again.body.data.at(-1)).toMatchObject({ description: 'Hello, Bob', isRead: true });
    const after = await bob.http.get(`${bob.chats}/${chatId}`);
    expect(after.body.data.unreadCount).toBe(0);
    // Alice's own message was never unread for her.
    expect((await alice.http.get(`${alice.chats}/${chatId}`)).body.data.unreadCount).toBe(0);
  });

  it('pages oldest first: the latest by default, then before and after a message', async () => {
    const chat = await startChat(alice, [bob], 'paging');
    const sent = [];
    for (let i = 1; i <= 5; i++) sent.push(await post(i % 2 ? alice : bob, chat, `message ${i}`));
    const texts = (res: { body: { data: { description: string }[] } }) => res.body.data.map((m) => m.description);

    const latest = await alice.http.get(`${alice.chats}/${chat}/messages`).query({ limit: 2 });
    expect(texts(latest)).toEqual(['message 4', 'message 5']);
    const older = await alice.http.get(`${alice.chats}/${chat}/messages`).query({ limit: 2, before: sent[3]!.id });
    expect(texts(older)).toEqual(['message 2', 'message 3']);
    const newer = await alice.http.get(`${alice.chats}/${chat}/messages`).query({ after: sent[1]!.id });
    expect(texts(newer)).toEqual(['message 3', 'message 4', 'message 5']);
    const all = await bob.http.get(`${bob.chats}/${chat}/messages`);
    expect(texts(all)).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5']);

    const withMessages = await alice.http.get(alice.chats).query({ messagesLimit: 2 });
    const entry = withMessages.body.data.find((c: { id: string }) => c.id === chat);
    expect(entry.messages.map((m: { description: string }) => m.description)).toEqual(['message 4', 'message 5']);
    // The chat with the latest message comes first.
    expect(withMessages.body.data[0].id).toBe(chat);
  });

  it('bounds every list', async () => {
    expectError(await alice.http.get(alice.chats).query({ limit: 201 }), 400);
    expectError(await alice.http.get(`${alice.chats}/${chatId}/messages`).query({ limit: 0 }), 400);
    expectError(await alice.http.get(`${alice.chats}/${chatId}/messages`).query({ limit: 'many' }), 400);
    const one = await alice.http.get(alice.chats).query({ limit: 1 });
    expect(one.body.data).toHaveLength(1);
    const skipped = await alice.http.get(alice.chats).query({ limit: 1, offset: 1 });
    expect(skipped.body.data[0].id).not.toBe(one.body.data[0].id);
  });

  it('reads a chat list in the same number of queries for 1 chat and for 6', async () => {
    const frank = await member(t, 'Frank');
    const queries = async () => {
      const counter = countQueries(t.db.pool);
      const res = await frank.http.get(frank.chats);
      counter.stop();
      expect(res.status).toBe(200);
      return { count: counter.count, chats: res.body.data.length as number };
    };
    await post(frank, await startChat(frank, [alice]), 'one');
    const one = await queries();
    for (let i = 0; i < 5; i++) await post(frank, await startChat(frank, [alice, bob, carol]), `chat ${i}`);
    const six = await queries();
    expect([one.chats, six.chats]).toEqual([1, 6]);
    expect(six.count).toBe(one.count);
  });

  it('takes a cursor only from the same chat', async () => {
    const other = await startChat(alice, [carol], 'other');
    const elsewhere = await post(alice, other, 'elsewhere');
    expectError(
      await alice.http.get(`${alice.chats}/${chatId}/messages`).query({ before: elsewhere.id }),
      400,
      'before must be a message of this chat',
    );
  });

  it('requires a description of at least one character, and stores nothing otherwise', async () => {
    const before = await messageCount();
    const url = `${alice.chats}/${chatId}/messages`;
    expectError(await alice.http.post(url, {}), 400, 'description is required');
    expectError(await alice.http.post(url), 400, 'description is required');
    expectError(await alice.http.post(url, { description: '' }), 400, 'description is required');
    expectError(await alice.http.post(url, { description: '   ' }), 400);
    expectError(await alice.http.post(url, { description: 42 }), 400);
    expectError(await alice.http.post(url, { description: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }), 400);
    expect(await messageCount()).toBe(before);
    expect((await alice.http.post(url, { description: 'x' })).status).toBe(201);
  });

  it('takes the same data as multipart form data', async () => {
    const res = await t.http
      .post(`${alice.chats}/${chatId}/messages`)
      .set('authorization', `Bearer ${alice.jwt}`)
      .field('data', JSON.stringify({ description: 'from a form' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.description).toBe('from a form');
  });
});

describe('reactions', () => {
  it('toggle: one per profile and emoji, counted per emoji', async () => {
    const message = await post(alice, chatId, 'react to me');
    const url = (m: Member) => `${m.chats}/${chatId}/messages/${message.id}/react`;

    const first = await bob.http.post(url(bob), { emoji: '👍' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({
      messageId: message.id,
      emoji: '👍',
      reacted: true,
      reactions: [{ emoji: '👍', count: 1, reacted: true }],
    });
    const second = await alice.http.post(url(alice), { emoji: '👍' });
    expect(second.body.data.reactions).toEqual([{ emoji: '👍', count: 2, reacted: true }]);
    const heart = await alice.http.post(url(alice), { emoji: '❤️' });
    expect(heart.body.data.reactions).toEqual([
      { emoji: '👍', count: 2, reacted: true },
      { emoji: '❤️', count: 1, reacted: true },
    ]);
    const undo = await bob.http.post(url(bob), { emoji: '👍' });
    expect(undo.body.data).toMatchObject({ reacted: false });
    expect(undo.body.data.reactions).toEqual([
      { emoji: '👍', count: 1, reacted: false },
      { emoji: '❤️', count: 1, reacted: false },
    ]);
    expect(await t.db.prisma.socialReaction.count({ where: { messageId: message.id } })).toBe(2);

    const page = await bob.http.get(`${bob.chats}/${chatId}/messages`);
    const shown = page.body.data.find((m: { id: string }) => m.id === message.id);
    expect(shown.reactions).toEqual([
      { emoji: '👍', count: 1, reacted: false },
      { emoji: '❤️', count: 1, reacted: false },
    ]);
  });

  it('refuses what is not an emoji, and an unknown message', async () => {
    const message = await post(alice, chatId, 'no words please');
    const url = `${bob.chats}/${chatId}/messages/${message.id}/react`;
    expectError(await bob.http.post(url, {}), 400, 'emoji is required');
    expectError(await bob.http.post(url, { emoji: 'like' }), 400);
    expectError(await bob.http.post(url, { emoji: '1' }), 400);
    expectError(await bob.http.post(url, { emoji: '👍'.repeat(33) }), 400);
    expectError(await bob.http.post(`${bob.chats}/${chatId}/messages/${randomUUID()}/react`, { emoji: '👍' }), 404);
    expect((await bob.http.post(url, { emoji: '🇫🇷' })).status).toBe(200);
  });
});

describe('who may read and write', () => {
  it('refuses a non-member (a third subject with its own profile): 403, nothing stored', async () => {
    const message = await post(alice, chatId, 'not for Carol');
    const before = await messageCount();
    expectError(await carol.http.get(`${carol.chats}/${chatId}`), 403, 'This profile is not a member of the chat');
    expectError(await carol.http.get(`${carol.chats}/${chatId}/messages`), 403);
    expectError(await carol.http.post(`${carol.chats}/${chatId}/messages`, { description: 'let me in' }), 403);
    expectError(await carol.http.post(`${carol.chats}/${chatId}/messages/${message.id}/react`, { emoji: '👀' }), 403);
    expect(await messageCount()).toBe(before);
    const list = await carol.http.get(carol.chats);
    expect(list.body.data.map((c: { id: string }) => c.id)).not.toContain(chatId);
  });

  it('refuses an anonymous caller (401), also through tRPC', async () => {
    const anonymous = as(t);
    expectError(await anonymous.get(alice.chats), 401);
    expectError(await anonymous.get(`${alice.chats}/${chatId}/messages`), 401);
    expectError(await anonymous.post(`${alice.chats}/${chatId}/messages`, { description: 'hi' }), 401);
    const trpc = await t.http
      .post('/api/trpc/social.subjectChats.send')
      .send({ subjectId: alice.subjectId, profileId: alice.profileId, chatId, data: { description: 'hi' } });
    expect(trpc.status).toBe(401);
  });

  it("refuses another subject's routes (403), even with a member profile", async () => {
    expectError(await carol.http.get(alice.chats), 403);
    expectError(await carol.http.get(`${alice.chats}/${chatId}/messages`), 403);
    expectError(await carol.http.post(`${alice.chats}/${chatId}/messages`, { description: 'as Alice' }), 403);
    expectError(await bob.http.get(`${alice.chats}/${chatId}`), 403);
  });

  it("refuses another subject's profile under one's own subject (403)", async () => {
    const borrowed = chatsPath(carol.subjectId, alice.profileId);
    expectError(await carol.http.get(borrowed), 403, 'This profile belongs to another subject');
    expectError(
      await carol.http.post(`${borrowed}/${chatId}/messages`, { description: 'as Alice' }),
      403,
      'This profile belongs to another subject',
    );
    expectError(await carol.http.post(borrowed, { profileIds: [bob.profileId] }), 403);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expectError(await alice.http.get(`${alice.chats}/${randomUUID()}`), 404);
    expectError(await alice.http.get(`${alice.chats}/${randomUUID()}/messages`), 404);
    expectError(await alice.http.get(chatsPath(alice.subjectId, randomUUID())), 404);
    expectError(await alice.http.get(`${alice.chats}/not-a-uuid`), 400, 'chatId must be a uuid');
  });

  it('lets the server key act for the subject, and tRPC reach the same procedures', async () => {
    const res = await t.http.get(`${bob.chats}/${chatId}`).set('x-rbac-secret-key', SECRET);
    expect(res.status).toBe(200);
    const trpc = await t.http
      .post('/api/trpc/social.subjectChats.send')
      .set('authorization', `Bearer ${bob.jwt}`)
      .send({ subjectId: bob.subjectId, profileId: bob.profileId, chatId, data: { description: 'over tRPC' } });
    expect(trpc.status, JSON.stringify(trpc.body)).toBe(200);
    expect(trpc.body.result.data).toMatchObject({ description: 'over tRPC', profileId: bob.profileId });
  });

  it('keeps conversations out of the generic API for subjects', async () => {
    expect((await alice.http.get('/api/social/messages')).status).toBe(403);
    expect((await alice.http.get('/api/social/profiles-to-chats')).status).toBe(403);
  });
});
