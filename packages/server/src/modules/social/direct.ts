/**
 * "Write" on a profile: the chat of two, the caller's profile and that one. The chat they already share is
 * reused (a second click must not start a second chat); otherwise a new one is made like any chat.
 */
import { queryRows } from '../../db/index.ts';
import { badRequest } from '../../errors.ts';
import { consume } from '../../rate-limit.ts';
import type { Context } from '../../trpc/context.ts';
import { requireAccess, type ChatScope } from './access.ts';
import { CHAT_CREATE_LIMIT, newChat, readChats, type ChatView } from './chats.ts';
import { socialRuntimeOf } from './runtime.ts';
import type { DirectChat } from './schemas.ts';

/** The oldest chat whose members are exactly the two profiles. $1, $2 the profiles. */
const SHARED_SQL = `SELECT pc."chatId" AS "id" FROM "social_profiles_to_chats" pc
  JOIN "social_chats" c ON c."id" = pc."chatId"
  WHERE pc."profileId" = $1::uuid
    AND EXISTS (SELECT 1 FROM "social_profiles_to_chats" o WHERE o."chatId" = pc."chatId" AND o."profileId" = $2::uuid)
    AND (SELECT COUNT(*) FROM "social_profiles_to_chats" a WHERE a."chatId" = pc."chatId") = 2
  ORDER BY c."createdAt", c."id" LIMIT 1`;

export async function openDirectChat(ctx: Context, scope: ChatScope, { profileId }: DirectChat): Promise<ChatView> {
  await requireAccess(ctx.db.prisma, scope);
  if (profileId === scope.profileId) throw badRequest('A profile cannot write to itself', ['profileId: your own']);
  const [exists] = await queryRows<{ id: string }>(
    ctx.db.prisma,
    `SELECT "id" FROM "social_profiles" WHERE "id" = $1::uuid`,
    [profileId],
  );
  if (!exists)
    throw badRequest('profileId names a profile that does not exist', [`profileId: ${profileId} does not exist`]);

  const pair = [scope.profileId, profileId].sort().join(':');
  const { chatId, created } = await ctx.db.transaction(async (tx) => {
    // Two quick clicks (or two tabs) on any instance: the second waits and finds the first one's chat.
    await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', `social:direct:${pair}`);
    const [shared] = await queryRows<{ id: string }>(tx, SHARED_SQL, [scope.profileId, profileId]);
    if (shared) return { chatId: shared.id, created: false };
    if (!ctx.isServer) await consume(ctx.rateLimits, `social:chat:${scope.subjectId}`, CHAT_CREATE_LIMIT, ctx.log);
    const chat = await tx.socialChat.create({ data: newChat(null) });
    await tx.socialProfilesToChats.createMany({
      data: [scope.profileId, profileId].map((member, orderIndex) => ({
        profileId: member,
        chatId: chat.id,
        orderIndex,
      })),
    });
    return { chatId: chat.id, created: true };
  });
  const [chat] = await readChats(ctx.db.prisma, scope.profileId, { chatId, limit: 1, offset: 0, messagesLimit: 20 });
  const view = chat!;
  if (created)
    await socialRuntimeOf(ctx).bus.publish({
      kind: 'chat',
      chatId,
      profileIds: [scope.profileId, profileId],
      chat: view,
    });
  return view;
}
