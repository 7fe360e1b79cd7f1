/**
 * "Talk to a person" in a chat with an assistant profile (issue 39): the conversation goes to the operators' inbox as
 * a request of the assistant's hand-over form (the ask widget's), with the visitor's account e-mail for the answer,
 * so staff are told as of any request and the visitor gets the acknowledgement in their language; the operators see
 * the whole conversation on the request and answer from it (their reply is mailed, its thread kept on the request).
 * The assistant then says so in the chat. An account without an e-mail gets a 400 saying to add one: nobody could
 * answer it.
 */
import { HAND_OVER_FORM_SLUG, HAND_OVER_INPUTS, getEntity, type Language } from '@symbol/contracts';
import { queryRows } from '../../../db/index.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { consume, type RateLimit } from '../../../rate-limit.ts';
import type { Context } from '../../../trpc/context.ts';
import { submitRequest } from '../../crm/index.ts';
import { pickText } from '../../notification/index.ts';
import { requireAccess, type ChatScope } from '../access.ts';
import { postMessage } from '../messages.ts';
import { profileCardColumns, messagePage, type ProfileCard } from '../views.ts';
import { AI_VARIANT } from './answer.ts';
import { ASSISTANT_WORDS } from './words.ts';

/** Hand-overs one profile may ask for: a person reads each. */
export const HAND_OVER_LIMIT: RateLimit = { max: 5, windowMs: 60 * 60_000 };
/** The conversation the operators get: the latest messages, within the request's text limit. */
const MESSAGES = 50;
const CHARS = 9_000;

const FORMS = getEntity('crm/forms').table;

export async function handOverChat(
  ctx: Context,
  scope: ChatScope & { chatId: string },
  { language }: { language: Language },
): Promise<{ requestId: string; email: string }> {
  await requireAccess(ctx.db.prisma, scope);
  const members = await queryRows<ProfileCard>(
    ctx.db.prisma,
    `SELECT ${profileCardColumns('p')} FROM "social_profiles" p
     JOIN "social_profiles_to_chats" l ON l."profileId" = p."id" WHERE l."chatId" = $1::uuid`,
    [scope.chatId],
  );
  const assistant = members.find((member) => member.variant === AI_VARIANT);
  if (!assistant) throw badRequest('Only a chat with the assistant is handed over to a person');
  const [account] = await queryRows<{ email: string }>(
    ctx.db.prisma,
    `SELECT i."email" FROM "rbac_subjects_to_identities" si JOIN "rbac_identities" i ON i."id" = si."identityId"
     WHERE si."subjectId" = $1::uuid AND i."email" IS NOT NULL
     ORDER BY i."verifiedAt" IS NULL, i."createdAt" LIMIT 1`,
    [scope.subjectId],
  );
  if (!account) throw badRequest('Add an e-mail to your account first: the team answers by e-mail');
  if (!ctx.isServer) await consume(ctx.rateLimits, `social:hand-over:${scope.profileId}`, HAND_OVER_LIMIT, ctx.log);
  const [form] = await queryRows<{ id: string }>(
    ctx.db.prisma,
    `SELECT "id"::text AS id FROM "${FORMS}" WHERE "slug" = $1`,
    [HAND_OVER_FORM_SLUG],
  );
  if (!form) throw notFound(`crm/forms ${HAND_OVER_FORM_SLUG} not found`);

  const page = await messagePage(ctx.db.prisma, scope.profileId, scope.chatId, { limit: MESSAGES });
  const lines: string[] = [];
  let total = 0;
  for (const message of [...page].reverse()) {
    const line = `${pickText(message.profile?.title, language) || '?'}: ${message.description}`;
    if (total + line.length + 2 > CHARS) break;
    total += line.length + 2;
    lines.unshift(line);
  }
  // Through the form's own path: validated, stored, staff told and the visitor acknowledged, in one transaction.
  const request = await submitRequest(
    { ...ctx, isServer: true },
    {
      formId: form.id,
      values: {
        [HAND_OVER_INPUTS.email]: account.email,
        [HAND_OVER_INPUTS.conversation]: lines.join('\n\n') || '—',
      },
      subjectId: scope.subjectId,
      language,
    },
  );
  await postMessage(ctx, {
    chatId: scope.chatId,
    authorId: assistant.id,
    description: ASSISTANT_WORDS.get(language)!.handedOver(account.email),
  });
  return { requestId: String(request.id), email: account.email };
}
