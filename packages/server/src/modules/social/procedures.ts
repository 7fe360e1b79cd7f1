/**
 * The social procedures beyond the generic CRUD: `social.subjectChats.*`, a subject's chats through one of
 * its profiles (the routes under /api/rbac/subjects/{id}/social-module/profiles/{profileId}/chats).
 * Transport only: ids are checked here, the work is in the services, access is declared in meta.
 */
import { uuidSchema } from '@symbol/contracts';
import { z } from 'zod';
import type { HttpMethod } from '../../auth/authorize.ts';
import { procedure, router, run } from '../../trpc/init.ts';
import { requireAccess } from './access.ts';
import { createChat, getChat, listChats } from './chats.ts';
import { listMessages, react, sendMessage } from './messages.ts';
import { requireUuid } from './schemas.ts';

export const SUBJECT_CHATS = '/api/rbac/subjects/{id}/social-module/profiles/{profileId}/chats';

/** A route of one subject: its own token, a permitted role or the server key (then the profile and chat checks). */
const chatRoute = (method: HttpMethod, suffix = '') =>
  procedure.meta({ access: 'subject', action: { method, path: SUBJECT_CHATS + suffix } });

const input = z.object({
  subjectId: uuidSchema,
  profileId: z.unknown(),
  chatId: z.unknown().optional(),
  messageId: z.unknown().optional(),
  data: z.unknown().optional(),
});
type Input = z.infer<typeof input>;

const profileScope = (i: Input) => ({ subjectId: i.subjectId, profileId: requireUuid('profileId', i.profileId) });
const chatScope = (i: Input) => ({ ...profileScope(i), chatId: requireUuid('chatId', i.chatId) });
const messageScope = (i: Input) => ({ ...chatScope(i), messageId: requireUuid('messageId', i.messageId) });

export const socialProcedures = {
  subjectChats: router({
    list: chatRoute('GET')
      .input(input)
      .query(({ ctx, input: i }) => run(() => listChats(ctx, profileScope(i), i.data))),
    create: chatRoute('POST')
      .input(input)
      .mutation(({ ctx, input: i }) => run(() => createChat(ctx, profileScope(i), i.data))),
    get: chatRoute('GET', '/{chatId}')
      .input(input)
      .query(({ ctx, input: i }) => run(() => getChat(ctx, chatScope(i), i.data))),
    messages: chatRoute('GET', '/{chatId}/messages')
      .input(input)
      .query(({ ctx, input: i }) => run(() => listMessages(ctx, chatScope(i), i.data))),
    send: chatRoute('POST', '/{chatId}/messages')
      .input(input)
      .mutation(({ ctx, input: i }) => run(() => sendMessage(ctx, chatScope(i), i.data))),
    react: chatRoute('POST', '/{chatId}/messages/{messageId}/react')
      .input(input)
      .mutation(({ ctx, input: i }) => run(() => react(ctx, messageScope(i), i.data))),
    /** The check an event stream passes when it opens and again while it stays open. */
    events: chatRoute('GET', '/events')
      .input(input)
      .query(({ ctx, input: i }) =>
        run(async () => {
          const scope = profileScope(i);
          await requireAccess(ctx.db.prisma, scope);
          return scope;
        }),
      ),
  }),
};
