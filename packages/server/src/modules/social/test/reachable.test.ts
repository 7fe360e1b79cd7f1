/**
 * Chat reachable (issue 27 §6), over real HTTP on the real database: every sign-up method gives the account
 * its social profile in the registration's transaction; "Write" opens the chat of two with a profile (once);
 * an assistant profile answers from the site's content (the demo's) through the OpenAI-compatible API (a local fake
 * server of it), streamed to the members as draft events and then stored as a message with its sources, bounded,
 * timed out, never holding up the sender; with nothing relevant it says it does not know, without calling the
 * service; without the service it says, in the sender's language, that it is offline.
 */
import { randomUUID } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAi } from '../../../../test/fake-ai.ts';
import { HAND_OVER_FORM_SLUG, HAND_OVER_INPUTS } from '@symbol/contracts';
import { SECRET } from '../../../../test/helper.ts';
import { seedDemoContent } from '../../../seed/index.ts';
import { searchIndex } from '../../../search/index.ts';
import {
  AUTH,
  as,
  EMAIL,
  expectError,
  freshEmail,
  init,
  register,
  setupRbacApp,
  SUBJECTS,
} from '../../rbac/test/support.ts';
import { ASSISTANT_TIMING, CONTEXT_CHARS } from '../assistant/answer.ts';
import { ASSISTANT_WORDS } from '../assistant/words.ts';
import { socialRuntimeOf } from '../runtime.ts';
import { chatsPath, connectSse, member, messageOf, standaloneProfile, type Member, type SseClient } from './support.ts';

const fake = await startFakeAi({ pieceDelayMs: 30 });
const t = await setupRbacApp({ AI_API_URL: fake.url, AI_API_KEY: 'test-ai-key', AI_MODEL: 'test-model' });
// The assistant answers from the site's content: the demo's, in the search index.
await seedDemoContent(t.db);
await searchIndex.rebuild(t.db);
const BELL_TOWER = {
  en: '— The bell tower of the Church of the Intercession in Pokrovskoye: /en/projects/pokrovskoye-bell-tower',
  ru: '— Колокольня Покровской церкви в селе Покровском: /ru/projects/pokrovskoye-bell-tower',
};
const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
const clients: SseClient[] = [];
afterAll(async () => {
  clients.forEach((client) => client.close());
  await fake.close();
});
const idle = () => socialRuntimeOf({ db: t.db, log: t.app.log as never }).idle();

const profilesOf = (subjectId: string) =>
  t.db.prisma.rbacSubjectsToSocialModuleProfiles.findMany({
    where: { subjectId },
    include: { socialModuleProfile: true },
  });

describe('a social profile made with the account', () => {
  it('email and password registration: one profile, linked, named without the email', async () => {
    const email = freshEmail('profile');
    const { subjectId } = await register(t, email);
    const links = await profilesOf(subjectId);
    expect(links).toHaveLength(1);
    const profile = links[0]!.socialModuleProfile;
    expect(profile.slug).toMatch(/^visitor-[0-9a-f]{12}$/);
    expect(profile.title).toEqual({
      en: expect.stringMatching(/^Visitor /),
      ru: expect.stringMatching(/^Посетитель /),
    });
    expect(JSON.stringify(profile)).not.toContain(email.split('@')[0]);
  });

  it("a guest's subject adopted by sign-up gets one, and a refused sign-up leaves none behind", async () => {
    const guest = await init(t);
    const { subjectId } = await register(t, freshEmail('guest'), 'password-123', guest.jwt);
    expect(subjectId).toBe(guest.subjectId);
    expect(await profilesOf(subjectId)).toHaveLength(1);

    const before = await t.db.prisma.socialProfile.count();
    const taken = freshEmail('taken');
    await register(t, taken);
    const again = await as(t).post(`${EMAIL}/registration`, { login: taken, password: 'password-123' });
    expectError(again, 409);
    expect(await t.db.prisma.socialProfile.count()).toBe(before + 1);
  });

  it('wallet sign-up: one profile on the first sign-in, none more on the next', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const signIn = async () => {
      const issued = await as(t).get(`${AUTH}/ethereum-virtual-machine/nonce?address=${account.address}&chainId=1`);
      expect(issued.status, JSON.stringify(issued.body)).toBe(200);
      const message = issued.body.data.message as string;
      const res = await as(t).post(`${AUTH}/ethereum-virtual-machine`, {
        message,
        signature: await account.signMessage({ message }),
        address: account.address,
      });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      const me = await as(t, res.body.data.jwt).get(`${AUTH}/me`);
      return me.body.data.id as string;
    };
    const subjectId = await signIn();
    expect(await profilesOf(subjectId)).toHaveLength(1);
    expect(await signIn()).toBe(subjectId);
    expect(await profilesOf(subjectId)).toHaveLength(1);
  });

  it('the subject reads its own profile through its profiles route', async () => {
    const { jwt, subjectId } = await register(t);
    const res = await as(t, jwt).get(`${SUBJECTS}/${subjectId}/social-module/profiles`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([expect.objectContaining({ slug: expect.stringMatching(/^visitor-/) })]);
  });
});

describe('Write: the chat of two with a profile', () => {
  let alice: Member;
  let bob: Member;
  beforeAll(async () => {
    alice = await member(t, 'Alice');
    bob = await member(t, 'Bob');
  });

  it('opens a chat with the profile, and the same one on every later click', async () => {
    const first = await alice.http.post(`${alice.chats}/direct`, { profileId: bob.profileId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body.data.profiles.map((p: { id: string }) => p.id)).toEqual([alice.profileId, bob.profileId]);
    const again = await alice.http.post(`${alice.chats}/direct`, { profileId: bob.profileId });
    expect(again.body.data.id).toBe(first.body.data.id);
    // From the other side too: Bob writing to Alice finds the same chat.
    const back = await bob.http.post(`${bob.chats}/direct`, { profileId: alice.profileId });
    expect(back.body.data.id).toBe(first.body.data.id);
    // Two clicks at once still make one chat.
    const carol = await member(t, 'Carol');
    const both = await Promise.all(
      [1, 2].map(() => carol.http.post(`${carol.chats}/direct`, { profileId: bob.profileId })),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0]!.body.data.id).toBe(both[1]!.body.data.id);
  });

  it('a group chat with the same two and a third is not the chat of two', async () => {
    const dave = await member(t, 'Dave');
    const group = await alice.http.post(alice.chats, { profileIds: [dave.profileId, bob.profileId] });
    expect(group.status).toBe(201);
    const direct = await alice.http.post(`${alice.chats}/direct`, { profileId: dave.profileId });
    expect(direct.body.data.id).not.toBe(group.body.data.id);
    expect(direct.body.data.profiles).toHaveLength(2);
  });

  it('refuses bad input, changing nothing', async () => {
    const chats = await t.db.prisma.socialChat.count();
    expectError(await alice.http.post(`${alice.chats}/direct`, {}), 400, /profileId is required/);
    expectError(await alice.http.post(`${alice.chats}/direct`, { profileId: 'nope' }), 400);
    expectError(await alice.http.post(`${alice.chats}/direct`, { profileId: alice.profileId }), 400, /itself/);
    expectError(await alice.http.post(`${alice.chats}/direct`, { profileId: randomUUID() }), 400, /does not exist/);
    expectError(await alice.http.post(`${alice.chats}/direct`, { profileId: bob.profileId, extra: 1 }), 400);
    // Someone else's profile, and no token.
    expectError(await bob.http.post(`${alice.chats}/direct`, { profileId: bob.profileId }), 403);
    const anonymous = await t.http.post(`${alice.chats}/direct`).send({ data: { profileId: bob.profileId } });
    expect(anonymous.status).toBe(401);
    expect(await t.db.prisma.socialChat.count()).toBe(chats);
  });
});

describe('the assistant profile', () => {
  let visitor: Member;
  let assistantId: string;
  let chatId: string;
  beforeAll(async () => {
    visitor = await member(t, 'Visitor');
    assistantId = await standaloneProfile(t, 'Helper', 'artificial-intelligence');
    const res = await visitor.http.post(`${visitor.chats}/direct`, { profileId: assistantId });
    chatId = res.body.data.id as string;
  });
  const streamOf = async (m: Member) => {
    const client = await connectSse(`${base}${chatsPath(m.subjectId, m.profileId)}/events`, {
      authorization: `Bearer ${m.jwt}`,
    });
    clients.push(client);
    return client;
  };
  const send = (description: string, language?: string) =>
    visitor.http.post(`${visitor.chats}/${chatId}/messages`, language ? { description, language } : { description });

  it('streams its answer into the chat as drafts, then the stored message with its sources', async () => {
    const stream = await streamOf(visitor);
    fake.requests.length = 0;
    const question = 'When does the bell tower open?';
    const sent = await send(question, 'en');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const answer = await stream.next((e) => e.event === 'message' && messageOf(e).profileId === assistantId, 15_000);
    const said = `Hello! You asked: "${question}". The foundation will tell you more.`;
    const stored = messageOf(answer);
    expect(stored).toMatchObject({ chatId, profile: { title: { en: 'Helper' } } });
    const description = stored.description as string;
    expect(description.startsWith(`${said}\n\nSources:\n`)).toBe(true);
    expect(description.split('\n')).toContain(BELL_TOWER.en);
    // Drafts came before it under the same id, each a beginning of the answer.
    const drafts = stream.events.filter((e) => e.event === 'draft').map(messageOf);
    expect(drafts.length).toBeGreaterThan(0);
    for (const d of drafts) {
      expect(d.id).toBe(stored.id);
      expect(said.startsWith(d.description as string)).toBe(true);
    }
    // The service got the key, the model, a bounded answer size, the site's chunks about the bell tower (not the
    // chapel's) under the rules, and the chat so far.
    const [request] = fake.requests;
    expect(request!.authorization).toBe('Bearer test-ai-key');
    expect(request!.body).toMatchObject({ model: 'test-model', stream: true, max_tokens: expect.any(Number) });
    const system = request!.body.messages[0]!;
    expect(system).toMatchObject({ role: 'system', content: expect.stringContaining('Helper') });
    expect(system.content).toContain('Answer only from the documents below');
    expect(system.content).toContain('Tver restoration workshop');
    expect(system.content).not.toContain('Kyalgozero');
    expect(request!.body.messages.at(-1)).toEqual({ role: 'user', content: question });
    // Stored: the chat's page reads it as the assistant's message.
    await idle();
    const page = await visitor.http.get(`${visitor.chats}/${chatId}/messages`);
    expect(page.body.data.at(-1)).toMatchObject({ profileId: assistantId, description });
  });

  it('answers in the language the visitor writes in, from that language’s pages, with its history', async () => {
    fake.requests.length = 0;
    const question = 'Кто ведёт реставрацию колокольни?';
    expect((await send(question, 'ru')).status).toBe(201);
    await idle();
    const page = await visitor.http.get(`${visitor.chats}/${chatId}/messages`);
    const description = page.body.data.at(-1).description as string;
    expect(
      description.startsWith(`Здравствуйте! Вы спросили: «${question}». Фонд ответит подробнее.\n\nИсточники:\n`),
    ).toBe(true);
    expect(description.split('\n')).toContain(BELL_TOWER.ru);
    expect(fake.requests[0]!.body.messages[0]!.content).toContain('тверской реставрационной мастерской');
    const roles = fake.requests[0]!.body.messages.map((m) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('nothing on the site about it: says so without guessing, and the service is not called', async () => {
    fake.requests.length = 0;
    expect((await send('What will the weather be in Paris tomorrow?', 'en')).status).toBe(201);
    await idle();
    const page = await visitor.http.get(`${visitor.chats}/${chatId}/messages`);
    expect(page.body.data.at(-1)).toMatchObject({
      profileId: assistantId,
      description: ASSISTANT_WORDS.get('en')!.unknown,
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('the model finding no answer in the documents: the same words, and its NO_ANSWER never shown', async () => {
    const stream = await streamOf(visitor);
    fake.options.answer = () => ['NO_', 'ANSWER'];
    try {
      expect((await send('How tall is the bell tower?', 'ru')).status).toBe(201);
      const answer = await stream.next((e) => e.event === 'message' && messageOf(e).profileId === assistantId, 15_000);
      expect(messageOf(answer).description).toBe(ASSISTANT_WORDS.get('ru')!.unknown);
      expect(stream.events.filter((e) => e.event === 'draft').map((e) => messageOf(e).description)).toEqual([]);
    } finally {
      fake.options.answer = undefined;
    }
  });

  it('never holds the sender: the message is answered while the service is still writing', async () => {
    fake.options.hang = true;
    ASSISTANT_TIMING.callMs = 800;
    try {
      const started = Date.now();
      const sent = await send('Is the bell tower restoration finished?', 'en');
      expect(sent.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(700);
      // The call times out: the assistant says it could not answer, in the sender's language.
      await idle();
      const page = await visitor.http.get(`${visitor.chats}/${chatId}/messages`);
      expect(page.body.data.at(-1)).toMatchObject({
        profileId: assistantId,
        description: ASSISTANT_WORDS.get('en')!.failed,
      });
    } finally {
      fake.options.hang = false;
      ASSISTANT_TIMING.callMs = 60_000;
    }
  });

  it('a refusing service is a failed answer, not a crash', async () => {
    fake.options.status = 500;
    try {
      expect((await send('Кто ведёт реставрацию колокольни?', 'ru')).status).toBe(201);
      await idle();
      const page = await visitor.http.get(`${visitor.chats}/${chatId}/messages`);
      expect(page.body.data.at(-1).description).toBe(ASSISTANT_WORDS.get('ru')!.failed);
    } finally {
      fake.options.status = undefined;
    }
  });

  it('sends a bounded context: the latest messages within the character budget', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await t.http
        .post(`${visitor.chats}/${chatId}/messages`)
        .set('x-rbac-secret-key', SECRET)
        .send({ data: { description: `${i} bell tower ${'x'.repeat(1978)}`, language: 'en' } });
      expect(res.status).toBe(201);
      await idle();
    }
    const last = fake.requests.at(-1)!.body.messages;
    const total = last.slice(1).reduce((sum, m) => sum + m.content.length, 0);
    expect(total).toBeLessThanOrEqual(CONTEXT_CHARS);
    expect(last.at(-1)!.content.startsWith('5 ')).toBe(true);
    expect(last.some((m) => m.content.startsWith('0 '))).toBe(false);
  });

  it('refuses an unknown language', async () => {
    expectError(await send('Hi', 'de'), 400);
  });

  it('talk to a person: the conversation goes to the inbox, staff are told, the visitor acknowledged and told in the chat', async () => {
    const asked = 'Кто ведёт реставрацию колокольни?';
    expect((await send(asked, 'ru')).status).toBe(201);
    await idle();
    const res = await visitor.http.post(`${visitor.chats}/${chatId}/hand-over`, { language: 'ru' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toEqual({ requestId: expect.any(String), email: visitor.email });
    const [request] = (
      await t.db.pool.query(
        `SELECT r."payload", r."subjectId"::text AS "subjectId", r."language", r."status", f."slug"
         FROM crm_requests r JOIN crm_forms f ON f."id" = r."formId" WHERE r."id" = $1`,
        [res.body.data.requestId],
      )
    ).rows;
    expect(request).toMatchObject({
      slug: HAND_OVER_FORM_SLUG,
      subjectId: visitor.subjectId,
      language: 'ru',
      status: 'new',
    });
    expect(request.payload[HAND_OVER_INPUTS.email]).toBe(visitor.email);
    const conversation = request.payload[HAND_OVER_INPUTS.conversation] as string;
    // The whole exchange, each line by its author: the visitor's question and the assistant's answer.
    expect(conversation).toContain(`Visitor (ru): ${asked}`);
    expect(conversation).toContain(`Helper (ru): Здравствуйте! Вы спросили: «${asked}»`);
    const mails = await t.db.pool.query(
      `SELECT "recipient", "subject" FROM notification_notifications WHERE "payload"::text LIKE $1 OR "recipient" = $2`,
      [`%${res.body.data.requestId}%`, visitor.email.toLowerCase()],
    );
    expect(mails.rows.map((row) => row.subject)).toContain('Мы получили вашу заявку: Позвать человека');
    expect(mails.rows.some((row) => row.recipient !== visitor.email.toLowerCase())).toBe(true);
    const page = await visitor.http.get(`${visitor.chats}/${chatId}/messages`);
    expect(page.body.data.at(-1)).toMatchObject({
      profileId: assistantId,
      description: ASSISTANT_WORDS.get('ru')!.handedOver(visitor.email),
    });
  });

  it('refuses a hand-over of a chat without an assistant, another’s chat, and a bad language, changing nothing', async () => {
    const alice = await member(t, 'Alice');
    const bob = await member(t, 'Bob');
    const direct = await alice.http.post(`${alice.chats}/direct`, { profileId: bob.profileId });
    const requests = Number((await t.db.pool.query('SELECT count(*) FROM crm_requests')).rows[0].count);
    expectError(await alice.http.post(`${alice.chats}/${direct.body.data.id}/hand-over`, {}), 400, /assistant/);
    expectError(await alice.http.post(`${visitor.chats}/${chatId}/hand-over`, {}), 403);
    expectError(await visitor.http.post(`${visitor.chats}/${chatId}/hand-over`, { language: 'de' }), 400);
    expect(Number((await t.db.pool.query('SELECT count(*) FROM crm_requests')).rows[0].count)).toBe(requests);
  });

  it('says plainly, in the sender’s language, that it is offline when no service is configured', async () => {
    const key = t.config.AI_API_KEY;
    t.config.AI_API_KEY = undefined;
    try {
      const calls = fake.requests.length;
      const stream = await streamOf(visitor);
      expect((await send('Вы здесь?', 'ru')).status).toBe(201);
      const answer = await stream.next((e) => e.event === 'message' && messageOf(e).profileId === assistantId, 10_000);
      expect(messageOf(answer).description).toBe(ASSISTANT_WORDS.get('ru')!.offline);
      expect(ASSISTANT_WORDS.get('ru')!.offline).toMatch(/не в сети/);
      await idle();
      expect(fake.requests.length).toBe(calls);
    } finally {
      t.config.AI_API_KEY = key;
    }
  });
});
