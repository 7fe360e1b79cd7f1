/**
 * Files attached to an order (receipts) or a subject are private: their records and their bytes reach only
 * the owner, admins and the server key. Public files stay public (and cacheable). Staff never see them in the
 * media library's lists (nor its pickers); they read them by id and on their order's sheet.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET } from '../../../../test/helper.ts';
import { createShop } from '../../ecommerce/test/fixtures.ts';
import { as, loginAdmin, register, setupRbacApp } from '../../rbac/test/support.ts';
import { png } from './fixtures.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'symbol-private-files-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const t = await setupRbacApp({ FILE_STORAGE_DIR: dir });
const FILES = '/api/file-storage/files';

let owner: Awaited<ReturnType<typeof register>>;
let receipt: { id: string; file: string };
let picture: { id: string; file: string };

beforeAll(async () => {
  const shop = await createShop(t.db);
  owner = await register(t);
  const http = as(t, owner.jwt);
  const cart = `/api/rbac/subjects/${owner.subjectId}/ecommerce-module/orders`;
  await http.post(cart, { productId: shop.bell });
  const checkout = await http.post(`${cart}/checkout`, {
    consent: true,
    provider: 'dummy',
    email: owner.email,
    billingModule: { currency: { id: shop.rub } },
  });
  const link = new URL(checkout.body.data.billingModule.invoices[0].paymentUrl as string);
  expect((await t.http.post(`${link.pathname}/succeeded${link.search}`)).status).toBe(303);
  const [order] = (await http.get(cart)).body.data;
  const linked = await t.db.prisma.ecommerceOrdersToFileStorageModuleFiles.findFirstOrThrow({
    where: { orderId: order.id },
    include: { fileStorageModuleFile: true },
  });
  receipt = linked.fileStorageModuleFile;
  const uploaded = await t.http
    .post(FILES)
    .set('x-rbac-secret-key', SECRET)
    .attach('file', png(2, 2), { filename: 'bell.png', contentType: 'image/png' });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  picture = uploaded.body.data;
});

const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((f) => f.id);
const download = (file: string) => `/public${file}`;

describe('a receipt file', () => {
  it("is left out of anonymous and other subjects' lists, counts and gets", async () => {
    const stranger = await register(t);
    for (const caller of [as(t), as(t, stranger.jwt)]) {
      const list = await caller.get(`${FILES}?limit=1000`);
      expect(list.status).toBe(200);
      expect(ids(list)).toContain(picture.id);
      expect(ids(list)).not.toContain(receipt.id);
      const filtered = await caller.get(
        `${FILES}?filters[and][0][column]=id&filters[and][0][method]=eq&filters[and][0][value]=${receipt.id}`,
      );
      expect(filtered.body.data).toEqual([]);
      expect((await caller.get(`${FILES}/count`)).body.data).toBe(1);
      expect((await caller.get(`${FILES}/${receipt.id}`)).status).toBe(404);
      expect((await caller.get(`${FILES}/${picture.id}`)).status).toBe(200);
    }
    const anonymous = t.procedures('file-storage/files', { isServer: false });
    expect((await anonymous.list({})).map((f: { id: string }) => f.id)).not.toContain(receipt.id);
  });

  it('is not downloadable by anyone but its owner and admins', async () => {
    const stranger = await register(t);
    expect((await as(t).get(download(receipt.file))).status).toBe(404);
    expect((await as(t, stranger.jwt).get(download(receipt.file))).status).toBe(404);
    const admin = await loginAdmin(t);
    for (const caller of [as(t, owner.jwt), as(t, admin.jwt)]) {
      const res = await caller.get(download(receipt.file));
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      // The owner's browser sends the access cookie rather than a bearer token.
    }
    const byCookie = await t.http.get(download(receipt.file)).set('cookie', `rbac.subject.jwt=${owner.jwt}`);
    expect(byCookie.status).toBe(200);
    const publicFile = await as(t).get(download(picture.file));
    expect(publicFile.status).toBe(200);
    expect(publicFile.headers['cache-control']).toMatch(/public/);
  });

  it('is listed and read by its owner and the server key, and read by admins', async () => {
    const admin = await loginAdmin(t);
    expect(ids(await as(t, owner.jwt).get(`${FILES}?limit=1000`))).toContain(receipt.id);
    for (const caller of [as(t, owner.jwt), as(t, admin.jwt)]) {
      expect((await caller.get(`${FILES}/${receipt.id}`)).status).toBe(200);
      const byId = await caller.get(
        `${FILES}?filters[and][0][column]=id&filters[and][0][method]=inArray&filters[and][0][value][0]=${receipt.id}`,
      );
      expect(ids(byId)).toEqual([receipt.id]);
    }
    const server = await t.http.get(`${FILES}/${receipt.id}`).set('x-rbac-secret-key', SECRET);
    expect(server.status).toBe(200);
    expect(ids(await t.http.get(`${FILES}?limit=1000`).set('x-rbac-secret-key', SECRET))).toContain(receipt.id);
    expect((await as(t, owner.jwt).get(`${FILES}/count`)).body.data).toBe(2);
  });

  it("never shows in the staff's media library nor its pickers (the list, its search, its images-only view)", async () => {
    const admin = as(t, (await loginAdmin(t)).jwt);
    const library = await admin.get(
      `${FILES}?limit=1000&orderBy[and][0][column]=createdAt&orderBy[and][0][method]=desc`,
    );
    expect(library.status).toBe(200);
    expect(ids(library)).toContain(picture.id);
    expect(ids(library)).not.toContain(receipt.id);
    expect((await admin.get(`${FILES}/count`)).body.data).toBe(1);
    const anyPdf = await admin.get(
      `${FILES}?filters[and][0][column]=mimeType&filters[and][0][method]=eq&filters[and][0][value]=application/pdf`,
    );
    expect(ids(anyPdf)).not.toContain(receipt.id);
    const images = await admin.get(
      `${FILES}?filters[and][0][column]=mimeType&filters[and][0][method]=like&filters[and][0][value]=image/%25`,
    );
    expect(ids(images)).toEqual([picture.id]);
  });
});
