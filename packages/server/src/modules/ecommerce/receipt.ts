/**
 * The order receipt: the 1500×1500 receipt template rendered to an image (SVG: text stays text, any
 * language renders without embedding fonts), stored as a file, linked to the order and mailed to the
 * subject. Issued after the payment is committed; a failure is logged, the payment itself stands, and the
 * receipt outbox (`retryMissingReceipts`, run by the instances' background loop) issues it again until the order
 * has one. Amounts are written as the site writes them (@symbol/contracts/intl), in the mail's language: the
 * site's default one.
 */
import { DEFAULT_LANGUAGE } from '@symbol/contracts';
import { formatMoney } from '@symbol/contracts/intl';
import { pickText, queueNotification, subjectEmails, TEMPLATE } from '../notification/index.ts';
import { absoluteFileUrl, storageOf, storeGeneratedFile } from '../file-storage/index.ts';
import { queryRows } from '../../db/index.ts';
import { plainDecimal } from '../../entities/serialize.ts';
import { orderTotals, PRODUCT_PRICES } from './totals.ts';
import type { Clock } from '../../clock.ts';
import { FailureLog } from '../../failure-log.ts';
import type { Context } from '../../trpc/context.ts';

type ReceiptDeps = Pick<Context, 'db' | 'config' | 'log'>;

const SIZE = 1500;
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A line with its amounts already written with their currency ("1 500 ₽"). */
export interface ReceiptLine {
  title: string;
  quantity: number;
  price: string;
  total: string;
}

export interface Receipt {
  siteTitle: string;
  orderId: string;
  paidAt: Date;
  provider: string;
  lines: ReceiptLine[];
  total: string;
}

export function renderReceiptSvg(receipt: Receipt): string {
  const rows = receipt.lines.slice(0, 20).map((line, i) => {
    const y = 520 + i * 56;
    return `<text x="120" y="${y}" class="row">${escape(line.title.slice(0, 48))}</text><text x="960" y="${y}" class="row" text-anchor="end">${line.quantity} × ${escape(line.price)}</text><text x="1380" y="${y}" class="row" text-anchor="end">${escape(line.total)}</text>`;
  });
  const more =
    receipt.lines.length > 20
      ? `<text x="120" y="${520 + 20 * 56}" class="small">+ ${receipt.lines.length - 20} more</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<style>text{font-family:'DejaVu Sans','Noto Sans',Arial,sans-serif;fill:#1f2328}.title{font-size:64px;font-weight:700}.head{font-size:34px;fill:#57606a}.row{font-size:32px}.small{font-size:28px;fill:#57606a}.total{font-size:48px;font-weight:700}</style>
<rect width="${SIZE}" height="${SIZE}" fill="#ffffff"/><rect x="60" y="60" width="${SIZE - 120}" height="${SIZE - 120}" fill="none" stroke="#d0d7de" stroke-width="4" rx="24"/>
<text x="120" y="200" class="title">${escape(receipt.siteTitle)}</text>
<text x="120" y="280" class="head">Receipt · Чек</text>
<text x="120" y="340" class="small">Order ${escape(receipt.orderId)}</text>
<text x="120" y="390" class="small">${escape(receipt.paidAt.toISOString().replace('T', ' ').slice(0, 16))} UTC · ${escape(receipt.provider)}</text>
<line x1="120" y1="440" x2="1380" y2="440" stroke="#d0d7de" stroke-width="3"/>
${rows.join('\n')}${more}
<line x1="120" y1="1300" x2="1380" y2="1300" stroke="#d0d7de" stroke-width="3"/>
<text x="120" y="1380" class="total">Total · Итого</text><text x="1380" y="1380" class="total" text-anchor="end">${escape(receipt.total)}</text>
</svg>`;
}

/** Issues the receipt of every order an intent paid that has none yet; answers the files made. */
export async function issueReceipts(ctx: ReceiptDeps, intentId: string): Promise<string[]> {
  const intent = await ctx.db.prisma.billingPaymentIntent.findUnique({
    where: { id: intentId },
    include: { currency: true },
  });
  if (!intent || intent.status !== 'succeeded') return [];
  const orders = await queryRows<{ orderId: string; receipt: string }>(
    ctx.db.prisma,
    `SELECT o."id" AS "orderId", o."receipt" FROM "ecommerce_orders_to_billing_module_payment_intents" l
     JOIN "ecommerce_orders" o ON o."id" = l."orderId" WHERE l."billingModulePaymentIntentId" = $1::uuid`,
    [intentId],
  );
  const made: string[] = [];
  for (const { orderId } of orders.filter((o) => !o.receipt)) {
    const lines = await queryRows<{ title: unknown; quantity: number; price: string | null; total: string | null }>(
      ctx.db.prisma,
      `SELECT p."title", l."quantity", trim_scale(price."number")::text AS "price", trim_scale(price."number" * l."quantity")::text AS "total"
       FROM "ecommerce_orders_to_products" l JOIN "ecommerce_products" p ON p."id" = l."productId"
       LEFT JOIN LATERAL (
         SELECT l."price" AS "number" WHERE l."price" IS NOT NULL AND l."billingModuleCurrencyId" = $2::uuid
         UNION ALL
         (SELECT pp."price" FROM (${PRODUCT_PRICES}) pp
          WHERE l."price" IS NULL AND pp."productId" = l."productId" AND pp."currencyId" = $2::uuid
          ORDER BY pp."orderIndex" LIMIT 1)) price ON TRUE
       WHERE l."orderId" = $1::uuid ORDER BY l."orderIndex", l."createdAt"`,
      [orderId, intent.currencyId],
    );
    // This order's own total in the paid currency (exact, from SQL): an intent may pay several orders.
    const total =
      (await orderTotals(ctx.db.prisma, [orderId])).find((t) => t.billingModuleCurrency.id === intent.currencyId)
        ?.total ?? plainDecimal(intent.amount);
    const money = (amount: string | null) =>
      amount === null ? '—' : formatMoney(amount, intent.currency, DEFAULT_LANGUAGE);
    const written = lines.map((l) => ({
      title: pickText(l.title) || '—',
      quantity: l.quantity,
      price: money(l.price),
      total: money(l.total),
    }));
    const svg = renderReceiptSvg({
      siteTitle: ctx.config.SITE_TITLE,
      orderId,
      paidAt: intent.updatedAt,
      provider: intent.provider,
      total: money(total),
      lines: written,
    });
    const storage = storageOf(ctx);
    // The file record and its link to the order commit together: a receipt is never, even briefly, an
    // unattached (public) file.
    const file = await ctx.db.transaction(async (tx) => {
      // The order locked and read again: of two instances issuing it at once, the later finds it issued.
      const [locked] = await queryRows<{ receipt: string | null }>(
        tx,
        `SELECT "receipt" FROM "ecommerce_orders" WHERE "id" = $1::uuid FOR UPDATE`,
        [orderId],
      );
      if (!locked || locked.receipt) return undefined;
      const file = await storeGeneratedFile(
        { db: ctx.db, config: ctx.config, log: ctx.log, storage },
        {
          bytes: Buffer.from(svg),
          mimeType: 'image/svg+xml',
          extension: 'svg',
          data: { adminTitle: `Receipt ${orderId}`, width: SIZE, height: SIZE, variant: 'order-receipt' },
        },
        tx,
      );
      const url = absoluteFileUrl(ctx.config, String(file.file));
      await tx.ecommerceOrdersToFileStorageModuleFiles.create({
        data: { orderId, fileStorageModuleFileId: String(file.id) },
      });
      await tx.ecommerceOrder.update({ where: { id: orderId }, data: { receipt: url } });
      const owners = await tx.rbacSubjectsToEcommerceModuleOrders.findMany({
        where: { ecommerceModuleOrderId: orderId },
        select: { subjectId: true },
      });
      for (const { subjectId } of owners) {
        for (const recipient of await subjectEmails(tx, subjectId)) {
          await queueNotification(tx, {
            template: TEMPLATE.orderReceipt,
            language: DEFAULT_LANGUAGE,
            recipient,
            subjectId,
            payload: {
              orderId,
              receiptUrl: url,
              items: written.map(({ title, quantity, total }) => ({ title, quantity, total })),
              totals: [{ total: money(total) }],
            },
          });
        }
      }
      return file;
    });
    if (file) made.push(String(file.id));
  }
  return made;
}

/** A receipt is retried once its payment is this old: younger, the request that paid may still be issuing it. */
export const RECEIPT_RETRY_AFTER_MS = 30_000;
/** Payments older than this are not retried any more (a receipt failing for a week needs a person). */
const RECEIPT_RETRY_WINDOW_MS = 7 * 24 * 60 * 60_000;
const RECEIPT_RETRY_BATCH = 20;

/**
 * The receipt outbox's pass: the payments that succeeded (between a week and RECEIPT_RETRY_AFTER_MS ago) with an
 * order still without its receipt get them issued. Answers how many payments were done; a failure is logged
 * (once per interval) and retried on the next pass.
 */
export async function retryMissingReceipts(
  deps: ReceiptDeps & { clock: Clock },
  failures = new FailureLog(deps.log),
): Promise<number> {
  const now = deps.clock.now().getTime();
  const due = await queryRows<{ intentId: string }>(
    deps.db.prisma,
    `SELECT DISTINCT i."id" AS "intentId"
     FROM "billing_payment_intents" i
     JOIN "ecommerce_orders_to_billing_module_payment_intents" l ON l."billingModulePaymentIntentId" = i."id"
     JOIN "ecommerce_orders" o ON o."id" = l."orderId"
     WHERE i."status" = 'succeeded' AND i."updatedAt" < $1 AND i."updatedAt" > $2 AND COALESCE(o."receipt", '') = ''
     LIMIT ${RECEIPT_RETRY_BATCH}`,
    [new Date(now - RECEIPT_RETRY_AFTER_MS), new Date(now - RECEIPT_RETRY_WINDOW_MS)],
  );
  let done = 0;
  for (const { intentId } of due) {
    try {
      await issueReceipts(deps, intentId);
      done += 1;
    } catch (error) {
      failures.record('receipt', 'receipt not issued again: retried on the next pass', error);
    }
  }
  return done;
}
