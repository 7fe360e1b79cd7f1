/**
 * The social procedures beyond the generic CRUD: `social.subjectChats.*`, a subject's chats through one of
 * its profiles (the routes under /api/rbac/subjects/{id}/social-module/profiles/{profileId}/chats).
 * Transport only: ids are checked here, the work is in the services, access is declared in meta.
 */
import { uuidSchema } from '@symbol/contracts';
import { z } from 'zod';
import type { HttpMethod } from '../../auth/authorize.ts';
import { procedure, router, run } from '../../trpc/init.ts';
import { input, keyedInput, parseAsInput, subjectKey } from '../../trpc/input.ts';
import { requireAccess } from './access.ts';
import { createChat, getChat, listChats } from './chats.ts';
import { openDirectChat } from './direct.ts';
import { listMessages, react, sendMessage } from './messages.ts';
import { handOverChat } from './assistant/hand-over.ts';
import { queryRows } from '../../db/index.ts';
import { profileCardColumns, type ProfileCard } from './views.ts';
import {
  chatListQuery,
  chatQuery,
  createChatSchema,
  createMessageSchema,
  directChatSchema,
  handOverSchema,
  messageListQuery,
  parseData,
  reactSchema,
  requireUuid,
} from './schemas.ts';

export const SUBJECT_CHATS = '/api/rbac/subjects/{id}/social-module/profiles/{profileId}/chats';

/** A route of one subject: its own token, a permitted role or the server key (then the profile and chat checks). */
const chatRoute = (method: HttpMethod, suffix = '') =>
  procedure.meta({ access: 'subject', action: { method, path: SUBJECT_CHATS + suffix } });

const profileKey = subjectKey.extend({ profileId: uuidSchema });
const chatKey = profileKey.extend({ chatId: uuidSchema });
const messageKey = chatKey.extend({ messageId: uuidSchema });

/** The key's ids as the paths answer, in order: '<name> is required', '<name> must be a uuid'. */
const idsOf = <K extends z.ZodRawShape>(key: z.ZodObject<K>, raw: Record<string, unknown>) => {
  const ids = (['profileId', 'chatId', 'messageId'] as const).filter((name) => Object.hasOwn(key.shape, name));
  return {
    ...parseAsInput(subjectKey, raw),
    ...Object.fromEntries(ids.map((name) => [name, requireUuid(name, raw[name])])),
  } as unknown as z.output<z.ZodObject<K>>;
};

/**
 * `{ subjectId, <ids>, data }` of a chat route: typed and documented by the schemas, parsed as the REST paths
 * answer (the ids, then the data: 'description is required', 'Invalid data' with one cause per field).
 */
const chatInput = <K extends z.ZodRawShape, D extends z.ZodType>(key: z.ZodObject<K>, data: D) =>
  keyedInput(key, data, { key: (raw) => idsOf(key, raw), data: (raw) => parseData(data, raw) as z.output<D> });
/** The same for a query: `data` may be left out (its defaults then). */
const queryInput = <K extends z.ZodRawShape, D extends z.ZodType>(key: z.ZodObject<K>, data: D) =>
  keyedInput(key, data.optional(), {
    key: (raw) => idsOf(key, raw),
    data: (raw) => parseData(data, raw) as z.output<D>,
  });

/** Profiles one subject owns, at most this many (the chat widget's profile choice). */
export const SUBJECT_PROFILES_MAX = 20;

export const socialProcedures = {
  /** The subject's own profiles (`GET /api/rbac/subjects/{id}/social-module/profiles`): one query. */
  subjectProfiles: procedure
    .meta({ access: 'subject', action: { method: 'GET', path: '/api/rbac/subjects/{id}/social-module/profiles' } })
    .input(subjectKey)
    .query(({ ctx, input: i }) =>
      run(() =>
        queryRows<ProfileCard>(
          ctx.db.prisma,
          `SELECT ${profileCardColumns('p')}
           FROM "social_profiles" p
           JOIN "rbac_subjects_to_social_module_profiles" l ON l."socialModuleProfileId" = p."id"
           WHERE l."subjectId" = $1::uuid ORDER BY l."orderIndex", l."createdAt" LIMIT ${SUBJECT_PROFILES_MAX}`,
          [i.subjectId],
        ),
      ),
    ),
  subjectChats: router({
    list: chatRoute('GET')
      .input(queryInput(profileKey, chatListQuery))
      .query(({ ctx, input: { data, ...key } }) => run(() => listChats(ctx, key, data))),
    create: chatRoute('POST')
      .input(chatInput(profileKey, createChatSchema))
      .mutation(({ ctx, input: { data, ...key } }) => run(() => createChat(ctx, key, data))),
    direct: chatRoute('POST', '/direct')
      .input(chatInput(profileKey, directChatSchema))
      .mutation(({ ctx, input: { data, ...key } }) => run(() => openDirectChat(ctx, key, data))),
    get: chatRoute('GET', '/{chatId}')
      .input(queryInput(chatKey, chatQuery))
      .query(({ ctx, input: { data, ...key } }) => run(() => getChat(ctx, key, data))),
    messages: chatRoute('GET', '/{chatId}/messages')
      .input(queryInput(chatKey, messageListQuery))
      .query(({ ctx, input: { data, ...key } }) => run(() => listMessages(ctx, key, data))),
    send: chatRoute('POST', '/{chatId}/messages')
      .input(chatInput(chatKey, createMessageSchema))
      .mutation(({ ctx, input: { data, ...key } }) => run(() => sendMessage(ctx, key, data))),
    react: chatRoute('POST', '/{chatId}/messages/{messageId}/react')
      .input(chatInput(messageKey, reactSchema))
      .mutation(({ ctx, input: { data, ...key } }) => run(() => react(ctx, key, data))),
    handOver: chatRoute('POST', '/{chatId}/hand-over')
      .input(chatInput(chatKey, handOverSchema))
      .mutation(({ ctx, input: { data, ...key } }) => run(() => handOverChat(ctx, key, data))),
    /** The check an event stream passes when it opens and again while it stays open. */
    events: chatRoute('GET', '/events')
      .input(input(profileKey, (raw) => idsOf(profileKey, (raw ?? {}) as Record<string, unknown>)))
      .query(({ ctx, input: scope }) =>
        run(async () => {
          await requireAccess(ctx.db.prisma, scope);
          return scope;
        }),
      ),
  }),
};
