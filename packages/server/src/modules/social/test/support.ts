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

/** The message of a `message` event. */
export const messageOf = (event: SseEvent) => event.data.message as Record<string, unknown>;
