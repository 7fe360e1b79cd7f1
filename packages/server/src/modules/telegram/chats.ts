/**
 * The chats linked to accounts, and the one-time codes that link them: the account page asks for a code
 * (`POST /api/telegram/link-code`), the person opens `t.me/<bot>?start=<code>`, the bot's `/start <code>` links
 * that private chat to the account. Only a code's SHA-256 is kept; it works once, for 15 minutes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { LANGUAGES, type Language } from '@symbol/contracts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db, DbClient } from '../../db/index.ts';
import { notFound } from '../../errors.ts';

export const LINK_CODE_TTL_MS = 15 * 60_000;
const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** Which notices a chat gets (each a switch on the chat). */
export type ChatNotice = 'staffNotices' | 'receipts' | 'giftNotices';

export interface LinkCode {
  code: string;
  url: string;
  expiresAt: string;
}

export async function issueLinkCode(
  deps: { db: { prisma: DbClient }; config: Config; clock: Clock },
  subjectId: string,
): Promise<LinkCode> {
  if (!deps.config.TELEGRAM_BOT_TOKEN || !deps.config.TELEGRAM_BOT_USERNAME)
    throw notFound('Telegram is not configured on this server');
  const now = deps.clock.now();
  const code = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_CODE_TTL_MS);
  await deps.db.prisma.telegramLinkCode.deleteMany({ where: { expiresAt: { lt: now } } });
  await deps.db.prisma.telegramLinkCode.create({ data: { codeHash: hashOf(code), subjectId, expiresAt } });
  return {
    code,
    url: `https://t.me/${deps.config.TELEGRAM_BOT_USERNAME}?start=${code}`,
    expiresAt: expiresAt.toISOString(),
  };
}

export interface ChatInfo {
  chatId: string;
  type: 'private' | 'group' | 'supergroup' | 'channel';
  username?: string | undefined;
  title?: string | undefined;
  languageCode?: string | undefined;
}

export const languageOf = (code: string | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(code?.slice(0, 2) ?? '') ? (code!.slice(0, 2) as Language) : 'ru';

/** Spends a code and links the chat to its account; false when the code is unknown, spent or expired. */
export async function spendLinkCode(db: Db, clock: Clock, code: string, chat: ChatInfo): Promise<boolean> {
  if (!/^[\w-]{1,64}$/.test(code)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ subjectId: string }[]>`
      DELETE FROM "telegram_link_codes" WHERE "codeHash" = ${hashOf(code)} AND "expiresAt" > ${clock.now()}
      RETURNING "subjectId"::text AS "subjectId"`;
    if (!row) return false;
    const data = {
      type: chat.type,
      subjectId: row.subjectId,
      username: chat.username ?? null,
      title: chat.title ?? null,
      language: languageOf(chat.languageCode),
    };
    await tx.telegramChat.upsert({
      where: { chatId: chat.chatId },
      create: { chatId: chat.chatId, ...data },
      update: data,
    });
    return true;
  });
}

/** Unlinks a chat (the bot's /stop, or Telegram saying the person blocked the bot). */
export async function unlinkChat(db: Db, chatId: string): Promise<boolean> {
  const { count } = await db.prisma.telegramChat.deleteMany({ where: { chatId } });
  return count > 0;
}

/** Switches one kind of notice of a chat on or off; false when the chat is not linked. */
export async function switchNotice(db: Db, chatId: string, notice: ChatNotice, on: boolean): Promise<boolean> {
  const { count } = await db.prisma.telegramChat.updateMany({ where: { chatId }, data: { [notice]: on } });
  return count > 0;
}

export async function chatOf(db: Db, chatId: string) {
  return db.prisma.telegramChat.findUnique({ where: { chatId } });
}

/** A subject's linked chats that take this kind of notice (none when Telegram is off). */
export async function chatsFor(tx: DbClient, subjectId: string, notice: ChatNotice) {
  return tx.telegramChat.findMany({
    where: { subjectId, [notice]: true },
    select: { chatId: true, language: true, subjectId: true },
    orderBy: { createdAt: 'asc' },
  });
}

/** The staff's chats: linked to an account with the admin role, staff notices on. */
export async function staffChats(tx: DbClient) {
  return tx.telegramChat.findMany({
    where: {
      staffNotices: true,
      subject: { RbacSubjectsToRoles_subjectId: { some: { role: { slug: 'admin' } } } },
    },
    select: { chatId: true, language: true, subjectId: true },
    orderBy: { createdAt: 'asc' },
  });
}
