/**
 * The Telegram channel (issue 40): a notice queued for a subject by mail is also queued, as text, to each of the
 * subject's linked Telegram chats that takes that kind (a donor's receipt and monthly-gift notices, the staff's new
 * requests), in the same transaction and the same language; staff chats also hear of new gifts and of orders put
 * in review. The rows are the same outbox's (channel `telegram`, recipient the chat id), sent and retried by the
 * same worker. With no bot token no chat is ever linked, so nothing is queued.
 */
import { getEntity, type Language } from '@symbol/contracts';
import { orderNumber } from '@symbol/contracts/intl';
import type { DbClient } from '../../db/index.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { chatsFor, staffChats, type ChatNotice } from '../telegram/index.ts';
import { htmlToText, renderLine } from './render.ts';
import { TEMPLATE } from './templates.ts';

/** Which mails a chat hears of, and under which switch. */
const MIRRORED = new Map<string, ChatNotice>([
  [TEMPLATE.orderReceipt, 'receipts'],
  [TEMPLATE.subscriptionStarted, 'giftNotices'],
  [TEMPLATE.subscriptionRenewed, 'giftNotices'],
  [TEMPLATE.subscriptionFailed, 'giftNotices'],
  [TEMPLATE.subscriptionCancelled, 'giftNotices'],
  [TEMPLATE.crmRequestReceived, 'staffNotices'],
]);

/** One chat hears of one thing once, though a subject with two addresses gets two mails. */
const queuedIn = new WeakMap<object, Set<string>>();

export async function queueTelegram(
  tx: DbClient,
  row: { chatId: string; subjectId: string | null; subject: string; text: string; payload: Record<string, unknown> },
): Promise<void> {
  const seen = queuedIn.get(tx) ?? new Set<string>();
  queuedIn.set(tx, seen);
  const key = `${row.chatId}\n${row.subject}\n${row.text}`;
  if (seen.has(key)) return;
  seen.add(key);
  await tx.notificationNotification.create({
    data: {
      channel: 'telegram',
      recipient: row.chatId,
      subjectId: row.subjectId,
      subject: row.subject || '(no subject)',
      body: row.text,
      payload: row.payload as Prisma.InputJsonObject,
      status: 'queued',
    },
  });
}

export async function mirrorToTelegram(
  tx: DbClient,
  input: { template: string; subjectId: string; language?: Language | undefined; payload?: Record<string, unknown> },
  content: { subject: string; body: string },
): Promise<void> {
  const notice = MIRRORED.get(input.template);
  if (!notice) return;
  const { attachments: _files, ...payload } = input.payload ?? {};
  for (const chat of await chatsFor(tx, input.subjectId, notice)) {
    await queueTelegram(tx, {
      chatId: chat.chatId,
      subjectId: input.subjectId,
      subject: content.subject,
      text: `${content.subject}\n\n${htmlToText(content.body)}`,
      payload: { ...payload, template: input.template },
    });
  }
}

const STAFF_TEXTS = {
  en: {
    gift: 'New gift: order {{orderNumber}} is paid.',
    review: 'Order {{orderNumber}} is in review: what was paid does not match the order.',
  },
  ru: {
    gift: 'Новое пожертвование: заказ {{orderNumber}} оплачен.',
    review: 'Заказ {{orderNumber}} на проверке: оплата не совпадает с заказом.',
  },
} satisfies Record<Language, Record<string, string>>;

const ORDERS = getEntity('ecommerce/orders');

/** A paid order (a gift) or one put in review: each staff chat is told, in its language. */
export async function tellStaffOfOrder(
  tx: DbClient,
  change: { orderId: string; from: string; to: string },
): Promise<void> {
  const kind =
    change.to === 'approving' && change.from === 'paying' ? 'gift' : change.to === 'reviewing' ? 'review' : null;
  if (!kind) return;
  const number = orderNumber(change.orderId);
  for (const chat of await staffChats(tx)) {
    const language = chat.language as Language;
    const text = renderLine(STAFF_TEXTS[language][kind], { orderNumber: number });
    await queueTelegram(tx, {
      chatId: chat.chatId,
      subjectId: chat.subjectId,
      subject: text,
      text,
      payload: { orderId: change.orderId, entity: ORDERS.key, kind },
    });
  }
}
