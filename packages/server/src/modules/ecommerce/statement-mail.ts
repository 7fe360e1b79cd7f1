/**
 * The yearly statement's January mail (issue 32 §1): in January (UTC) each donor who gave the year before gets that
 * year's statement (statement.ts) as a PDF attached, at the addresses their payments gave (else their account's), in
 * the language of their last checkout. A row of `ecommerce.statement_mails` per donor and year, written in the same
 * transaction as the mail, makes every instance's pass mail each donor once. The PDF travels in the mail's row
 * (base64): a statement is no stored file, so no record could ever make it public.
 */
import { languageOr } from '@symbol/contracts';
import { queryRows } from '../../db/index.ts';
import type { Clock } from '../../clock.ts';
import { FailureLog } from '../../failure-log.ts';
import { queueNotification, TEMPLATE } from '../notification/index.ts';
import type { Context } from '../../trpc/context.ts';
import { foundationRequisites } from './receipt.ts';
import { readStatement, renderStatementPdf, statementTitle } from './statement.ts';

type StatementMailDeps = Pick<Context, 'db' | 'config' | 'log'> & { clock: Clock };

/** Donors mailed per pass: the rest follow on the next passes (January is long). */
const STATEMENT_MAIL_BATCH = 20;
/** Between passes: a donor's statement leaves within the hour after New Year, or after a start. */
export const STATEMENT_MAIL_INTERVAL_MS = 60 * 60_000;

/**
 * One pass: in January, the next donors of last year not mailed yet get their statement. Answers how many were
 * mailed; outside January, none. A donor whose mail fails is logged and tried on the next pass.
 */
export async function mailYearlyStatements(
  deps: StatementMailDeps,
  failures = new FailureLog(deps.log),
): Promise<number> {
  const now = deps.clock.now();
  if (now.getUTCMonth() !== 0) return 0;
  const year = now.getUTCFullYear() - 1;
  // Last year's donors: a subject with an order not canceled, paid (lines stamped) by a payment made that year.
  const due = await queryRows<{ subjectId: string; language: string | null }>(
    deps.db.prisma,
    `SELECT so."subjectId",
            (SELECT pi."metadata"->>'language'
               FROM "rbac_subjects_to_ecommerce_module_orders" so2
               JOIN "ecommerce_orders_to_billing_module_payment_intents" op ON op."orderId" = so2."ecommerceModuleOrderId"
               JOIN "billing_payment_intents" pi ON pi."id" = op."billingModulePaymentIntentId" AND pi."status" = 'succeeded'
              WHERE so2."subjectId" = so."subjectId" ORDER BY pi."updatedAt" DESC LIMIT 1) AS "language"
       FROM "rbac_subjects_to_ecommerce_module_orders" so
       JOIN "ecommerce_orders" o ON o."id" = so."ecommerceModuleOrderId" AND o."status" <> 'canceled'
      WHERE EXISTS (SELECT 1 FROM "ecommerce_orders_to_products" l WHERE l."orderId" = o."id" AND l."paidAmount" IS NOT NULL)
        AND EXISTS (SELECT 1 FROM "ecommerce_orders_to_billing_module_payment_intents" op
                      JOIN "billing_payment_intents" pi ON pi."id" = op."billingModulePaymentIntentId"
                     WHERE op."orderId" = o."id" AND pi."status" = 'succeeded' AND pi."updatedAt" >= $1 AND pi."updatedAt" < $2)
        AND NOT EXISTS (SELECT 1 FROM ecommerce.statement_mails m WHERE m.subject_id = so."subjectId" AND m.year = $3)
      GROUP BY so."subjectId"
      ORDER BY so."subjectId"
      LIMIT ${STATEMENT_MAIL_BATCH}`,
    [new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1)), year],
  );
  if (due.length === 0) return 0;
  const requisites = await foundationRequisites(deps);
  let mailed = 0;
  for (const { subjectId, language: asked } of due) {
    try {
      const language = languageOr(asked);
      const statement = await readStatement(deps.db.prisma, subjectId, year, language, requisites);
      const pdf = statement.gifts.length > 0 ? await renderStatementPdf(statement) : undefined;
      const filename = `${statementTitle(language, year).toLowerCase().replace(/\s+/g, '-')}.pdf`;
      const sent = await deps.db.transaction(async (tx) => {
        // Taken by another instance meanwhile: its row says so, and this pass leaves the donor.
        const [taken] = await queryRows<{ year: number }>(
          tx,
          `INSERT INTO ecommerce.statement_mails (subject_id, year, mailed_at) VALUES ($1::uuid, $2, $3)
           ON CONFLICT DO NOTHING RETURNING year`,
          [subjectId, year, now],
        );
        // A year whose gifts were all refunded meanwhile: marked, nothing to send.
        if (!taken || !pdf) return false;
        for (const recipient of statement.emails)
          await queueNotification(tx, {
            template: TEMPLATE.yearlyStatement,
            language,
            recipient,
            subjectId,
            payload: {
              year,
              count: statement.gifts.length,
              totals: statement.totals.map((total) => ({ total })),
              attachments: [{ content: pdf.toString('base64'), filename, contentType: 'application/pdf' }],
            },
          });
        return statement.emails.length > 0;
      });
      if (sent) mailed += 1;
    } catch (error) {
      failures.record('statement', 'yearly statement not mailed: tried again on the next pass', error);
    }
  }
  return mailed;
}
