/**
 * Nothing stuck after a crash (issue 23 §5). The dummy pay link's claim and the payment it applies commit
 * together: an instance that dies between them (its connection ends mid-transaction, as the test does here with
 * pg_terminate_backend while the payment waits on a lock the test holds) leaves the link unspent and the intent
 * open, and the same link pays afterwards. A receipt whose store fails is issued again by the receipt outbox
 * until the order has one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getEntity } from '@symbol/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../src/modules/file-storage/local-storage.ts';
import type { FileStorage } from '../../src/modules/file-storage/storage.ts';
import { retryMissingReceipts } from '../../src/modules/ecommerce/receipt.ts';
import { createShop, type Shop } from '../../src/modules/ecommerce/test/fixtures.ts';
import { as, register } from '../../src/modules/rbac/test/support.ts';
import type { Context } from '../../src/trpc/context.ts';
import { setupTestApp } from '../helper.ts';

const filesDir = await mkdtemp(path.join(tmpdir(), 'symbol-receipts-'));
afterAll(() => rm(filesDir, { recursive: true, force: true }));
/** Local files whose next `put` fails when told (a full disk): the outside edge the test controls. */
class FlakyStorage extends LocalFileStorage implements FileStorage {
  failNextPut = false;
  override async put(...args: Parameters<LocalFileStorage['put']>) {
    if (this.failNextPut) {
      this.failNextPut = false;
      throw new Error('ENOSPC: no space left on device');
    }
    return super.put(...args);
  }
}
const storage = new FlakyStorage(filesDir);
const t = await setupTestApp({ TRUST_PROXY: 'true' }, { storage });
let shop: Shop;
beforeAll(async () => {
  shop = await createShop(t.db);
});

const cartOf = (subjectId: string) => `/api/rbac/subjects/${subjectId}/ecommerce-module/orders`;

async function dummyCheckout() {
  const me = await register(t);
  const http = as(t, me.jwt);
  await http.post(cartOf(me.subjectId), { productId: shop.bell });
  const res = await http.post(`${cartOf(me.subjectId)}/checkout`, {
    consent: true,
    provider: 'dummy',
    email: me.email,
    billingModule: { currency: { id: shop.rub } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const link = new URL(res.body.data.billingModule.invoices[0].paymentUrl as string);
  return {
    pay: `${link.pathname}/succeeded${link.search}`,
    intentId: res.body.data.billingModule.paymentIntent.id as string,
    orderId: res.body.data.ecommerceModule.orders[0].id as string,
  };
}

async function state(intentId: string, orderId: string) {
  const intent = await t.db.prisma.billingPaymentIntent.findUniqueOrThrow({ where: { id: intentId } });
  const order = await t.db.prisma.ecommerceOrder.findUniqueOrThrow({ where: { id: orderId } });
  const paidInvoices = await t.db.prisma.billingInvoice.count({ where: { paymentIntentId: intentId, status: 'paid' } });
  const receipts = await t.db.prisma.ecommerceOrdersToFileStorageModuleFiles.count({ where: { orderId } });
  return { intent: intent.status, order: order.status, paidInvoices, receipts, receipt: order.receipt };
}

describe('an instance dies between the pay link claim and the payment', () => {
  it('leaves the link unspent: paying again pays the order once, with its receipt', async () => {
    const { pay, intentId, orderId } = await dummyCheckout();
    const locker = new pg.Client({ connectionString: t.databaseUrl });
    await locker.connect();
    let paying: Promise<{ status: number }> | undefined;
    try {
      // The payment's last write waits on this lock: the claim (if it commits on its own) is done by then.
      await locker.query('BEGIN');
      await locker.query(
        `SELECT 1 FROM "${getEntity('billing/invoices').table}" WHERE "paymentIntentId" = $1 FOR UPDATE`,
        [intentId],
      );
      paying = t.http.post(pay).then(
        (res) => res,
        () => ({ status: 0 }),
      );
      let waiting: number | undefined;
      for (let i = 0; i < 100 && !waiting; i++) {
        const { rows } = await locker.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        );
        waiting = rows[0]?.pid;
        if (!waiting) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(waiting, 'the payment reached the locked invoice').toBeDefined();
      // The crash, as the database sees it: the connection ends in the middle of the transaction.
      await locker.query('SELECT pg_terminate_backend($1)', [waiting]);
    } finally {
      await locker.query('ROLLBACK').catch(() => {});
      await locker.end();
    }
    expect((await paying)?.status).toBeGreaterThanOrEqual(500);
    expect(await state(intentId, orderId)).toMatchObject({ intent: 'open', order: 'paying', paidInvoices: 0 });

    const again = await t.http.post(pay);
    expect(again.status, again.text).toBe(303);
    const after = await state(intentId, orderId);
    expect(after).toMatchObject({ intent: 'succeeded', order: 'approving', paidInvoices: 1, receipts: 1 });
    expect(after.receipt).toMatch(/^https?:\/\/.+\.pdf$/);
    expect((await t.http.post(pay)).status).toBe(409);
  });
});

describe('a receipt store that fails once', () => {
  it('the payment stands, and the receipt outbox issues the receipt once', async () => {
    const { pay, intentId, orderId } = await dummyCheckout();
    storage.failNextPut = true;
    expect((await t.http.post(pay)).status).toBe(303);
    expect(await state(intentId, orderId)).toMatchObject({ intent: 'succeeded', order: 'approving', receipts: 0 });

    // Not at once: the request that paid may still be issuing it.
    const deps = { db: t.db, config: t.config, clock: t.clock, log: t.app.log as Context['log'] };
    expect(await retryMissingReceipts(deps)).toBe(0);
    t.clock.advance(60_000);
    expect(await retryMissingReceipts(deps)).toBe(1);
    expect(await retryMissingReceipts(deps)).toBe(0);
    const after = await state(intentId, orderId);
    expect(after).toMatchObject({ intent: 'succeeded', order: 'approving', paidInvoices: 1, receipts: 1 });
    expect(after.receipt).toMatch(/^https?:\/\/.+\.pdf$/);
  });

  it('two outboxes retrying at once issue one receipt', async () => {
    const { pay, intentId, orderId } = await dummyCheckout();
    storage.failNextPut = true;
    expect((await t.http.post(pay)).status).toBe(303);
    t.clock.advance(60_000);
    const deps = { db: t.db, config: t.config, clock: t.clock, log: t.app.log as Context['log'] };
    await Promise.all([retryMissingReceipts(deps), retryMissingReceipts(deps)]);
    expect(await state(intentId, orderId)).toMatchObject({ receipts: 1 });
  });
});
