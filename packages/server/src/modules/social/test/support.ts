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
  profileId: string;
  /** `/api/rbac/subjects/{id}/social-module/profiles/{profileId}/chats` */
  chats: string;
  http: ReturnType<typeof as>;
}

export const chatsPath = (subjectId: string, profileId: string) =>
  `${SUBJECTS}/${subjectId}/social-module/profiles/${profileId}/chats`;

let profiles = 0;

/** A registered subject owning one new profile titled `name`. */
export async function member(t: TestApp, name: string): Promise<Member> {
  const { jwt, subjectId } = await register(t);
  const server = (path: string) => t.http.post(path).set('x-rbac-secret-key', SECRET);
  const profile = await server('/api/social/profiles').send({
    data: { title: { en: name, ru: `${name} (ru)` }, slug: `${name.toLowerCase()}-${process.pid}-${++profiles}` },
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(201);
  const link = await server('/api/rbac/subjects-to-social-module-profiles').send({
    data: { subjectId, socialModuleProfileId: profile.body.data.id },
  });
  expect(link.status, JSON.stringify(link.body)).toBe(201);
  const profileId = profile.body.data.id as string;
  return { subjectId, jwt, profileId, chats: chatsPath(subjectId, profileId), http: as(t, jwt) };
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
