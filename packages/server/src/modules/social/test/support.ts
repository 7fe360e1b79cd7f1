/**
 * Shared by the social tests: subjects with a profile each (registered over HTTP, the profile made and
 * linked with the server key), chat paths, and a server-sent events client that sends headers.
 */
import { expect } from 'vitest';
import { SECRET, type TestApp } from '../../../../test/helper.ts';
import { as, register, SUBJECTS } from '../../rbac/test/support.ts';

export interface Member {
  subjectId: string;
  jwt: string;
  /** The account's e-mail. */
  email: string;
  profileId: string;
  /** `/api/rbac/subjects/{id}/social-module/profiles/{profileId}/chats` */
  chats: string;
  http: ReturnType<typeof as>;
}

export const chatsPath = (subjectId: string, profileId: string) =>
  `${SUBJECTS}/${subjectId}/social-module/profiles/${profileId}/chats`;

let profiles = 0;

/** A registered subject with the profile registration gave it, renamed `name` (with the server key). */
export async function member(t: TestApp, name: string): Promise<Member> {
  const { jwt, subjectId, email } = await register(t);
  const own = await as(t, jwt).get(`${SUBJECTS}/${subjectId}/social-module/profiles`);
  expect(own.status, JSON.stringify(own.body)).toBe(200);
  const profileId = own.body.data[0].id as string;
  const renamed = await t.http
    .patch(`/api/social/profiles/${profileId}`)
    .set('x-rbac-secret-key', SECRET)
    .send({
      data: { title: { en: name, ru: `${name} (ru)` }, slug: `${name.toLowerCase()}-${process.pid}-${++profiles}` },
    });
  expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  return { subjectId, jwt, email, profileId, chats: chatsPath(subjectId, profileId), http: as(t, jwt) };
}

/** A profile with no subject (the seed's assistant is one): `variant` artificial-intelligence for an assistant. */
export async function standaloneProfile(t: TestApp, name: string, variant = 'default'): Promise<string> {
  const res = await t.http
    .post('/api/social/profiles')
    .set('x-rbac-secret-key', SECRET)
    .send({
      data: {
        title: { en: name, ru: `${name} (ru)` },
        subtitle: { en: 'Answers questions', ru: 'Отвечает на вопросы' },
        slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${process.pid}-${++profiles}`,
        variant,
      },
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

/** A chat started by `from` with the other members; answers its id. */
export async function startChat(from: Member, others: Member[], description = 'A chat'): Promise<string> {
  const res = await from.http.post(from.chats, { profileIds: others.map((o) => o.profileId), description });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

export async function post(from: Member, chatId: string, description: string) {
  const res = await from.http.post(`${from.chats}/${chatId}/messages`, { description });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; createdAt: string; description: string };
}

export { connectSse, type SseClient, type SseEvent } from '../../../../test/sse.ts';
import type { SseEvent } from '../../../../test/sse.ts';

/** The message of a `message` event. */
export const messageOf = (event: SseEvent) => event.data.message as Record<string, unknown>;
