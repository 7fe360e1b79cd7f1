/**
 * The mails of a recurring gift (named by its interval: "weekly gift", "ежемесячное пожертвование"), to the address the donor gave (no account needed), in the language they gave
 * in: started, renewed, a renewal failed (when it is tried again), cancelled. Each but the last carries a fresh
 * signed cancel link (./links.ts). Queued in the caller's transaction: a mail leaves only if its change commits.
 */
import { languageOr, type Language } from '@symbol/contracts';
import { formatDate, formatMoney } from '@symbol/contracts/intl';
import { intervalWords, type SubscriptionInterval } from '@symbol/contracts/recurring';
import { queryRows, type DbClient } from '../../../db/index.ts';
import { pickText, queueNotification, TEMPLATE } from '../../notification/index.ts';
import { cancelLink, type LinkDeps } from './links.ts';

export type SubscriptionMail = 'started' | 'renewed' | 'failed' | 'cancelled';

/**
 * A date inside a mail's sentence: Russian's "28 декабря 2026 г." ends with its own period, which the sentence's
 * full stop doubled ("2026 г.."); written out as "28 декабря 2026 года" the sentence ends once (issue 32).
 */
export const sentenceDate = (date: Date | string, language: Language) => {
  const text = formatDate(date, language);
  return language === 'ru' ? text.replace(/\s*г\.$/, ' года') : text;
};

const TEMPLATES = {
  started: TEMPLATE.subscriptionStarted,
  renewed: TEMPLATE.subscriptionRenewed,
  failed: TEMPLATE.subscriptionFailed,
  cancelled: TEMPLATE.subscriptionCancelled,
} as const;

interface MailRow {
  id: string;
  email: string;
  language: string | null;
  subjectId: string;
  amount: string;
  interval: SubscriptionInterval;
  nextChargeAt: Date | null;
  lastError: string | null;
  title: unknown;
  currency: { slug: string; symbol: string };
}

export async function mailSubscription(
  deps: LinkDeps & { clock: { now(): Date } },
  tx: DbClient,
  id: string,
  kind: SubscriptionMail,
): Promise<void> {
  const [row] = await queryRows<MailRow>(
    tx,
    `SELECT s."id"::text AS "id", s."email", s."language", s."subjectId"::text AS "subjectId",
            trim_scale(s."amount")::text AS "amount", s."interval", s."nextChargeAt", s."lastError", p."title",
            jsonb_build_object('slug', c."slug", 'symbol', c."symbol") AS "currency"
     FROM "billing_subscriptions" s JOIN "ecommerce_products" p ON p."id" = s."productId"
     JOIN "billing_currencies" c ON c."id" = s."currencyId" WHERE s."id" = $1::uuid`,
    [id],
  );
  if (!row?.email) return;
  const language = languageOr(row.language);
  await queueNotification(tx, {
    template: TEMPLATES[kind],
    recipient: row.email,
    subjectId: row.subjectId,
    language,
    payload: {
      subscriptionId: row.id,
      project: pickText(row.title, language),
      amount: formatMoney(row.amount, row.currency, language),
      gift: intervalWords(row.interval, language).gift,
      every: intervalWords(row.interval, language).every,
      ...(row.nextChargeAt && { nextChargeAt: sentenceDate(row.nextChargeAt, language) }),
      ...(row.lastError && { reason: row.lastError }),
      ...(kind !== 'cancelled' && { cancelUrl: cancelLink(deps, row.id, deps.clock.now()) }),
    },
  });
}
