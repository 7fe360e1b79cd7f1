/**
 * The REST contract, walked from the OpenAPI document the server serves (not from the catalogue, so the test
 * follows what third parties read): every generic resource it lists is created with a caller-chosen id and
 * dates, read back by that id, listed with a filter and its total, updated, found-or-created, bulk created,
 * updated and deleted, and deleted; every field sent is compared with the field read. Imports and syncs build
 * links by their own ids: an id that is not kept is a site that renders blank.
 */
import { randomUUID } from 'node:crypto';
import { entities, getEntity, publicFields, type Entity } from '@symbol/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { entityBasePath } from '../src/rest/entity-routes.ts';
import { ADMIN, loginAdmin, setupRbacApp } from '../src/modules/rbac/test/support.ts';
import { SECRET } from './helper.ts';
import { isGenericallyCreatable, sampleData, sampleValue, type CreateFn } from './samples.ts';

const t = await setupRbacApp();
const server = { 'x-rbac-secret-key': SECRET };
const HISTORY = { createdAt: '2020-01-02T03:04:05.006Z', updatedAt: '2021-02-03T04:05:06.007Z' };

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
}
const doc = (await t.http.get('/api/openapi.json')).body as OpenApi;

/** The generic resources the document lists: a collection path with its item, bulk and find-or-create paths. */
const documented = Object.keys(doc.paths).filter((path) => {
  const ops = (p: string) => Object.keys(doc.paths[p] ?? {});
  return (
    ops(path).includes('post') &&
    ['get', 'patch', 'delete'].every((m) => ops(`${path}/{id}`).includes(m)) &&
    ['post', 'patch', 'delete'].every((m) => ops(`${path}/bulk`).includes(m)) &&
    ops(`${path}/find-or-create`).includes('post')
  );
});
const entityAt = (path: string) => entities.find((e) => entityBasePath(e) === path);

/** Every target is created with an id of the caller's choosing too, as an import does. */
const createWithChosenId: CreateFn = async (entity, data) => {
  const id = randomUUID();
  const res = await t.http
    .post(entityBasePath(entity))
    .set(server)
    .send({ data: { id, ...data } });
  if (res.status !== 201) throw new Error(`${entity.key}: ${res.status} ${JSON.stringify(res.body)}`);
  expect(res.body.data.id, `${entity.key} keeps the chosen id`).toBe(id);
  return res.body.data;
};

/** Every field sent equals the field read (dates as instants). */
function expectSameFields(row: Record<string, unknown>, sent: Record<string, unknown>, what: string) {
  for (const [key, value] of Object.entries(sent)) {
    const got = row[key];
    if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value))
      expect(new Date(got as string).toISOString(), `${what}.${key}`).toBe(value);
    else expect(got, `${what}.${key}`).toEqual(value);
  }
}

it('lists every generic resource of the catalogue, and only those', () => {
  expect(documented.length).toBeGreaterThanOrEqual(100);
  expect(documented.filter((path) => !entityAt(path))).toEqual([]);
  const writable = entities.filter((e) => !e.readOnly);
  expect(writable.map(entityBasePath).filter((path) => !documented.includes(path))).toEqual([]);
});

describe("the server's own record (the audit trail, staged operations): read, never written", () => {
  const readOnly = entities.filter((e) => e.readOnly);
  it('is documented for reading only', () => {
    expect(readOnly.map((e) => e.key)).toEqual([
      'crm/replies',
      'rbac/api-tokens',
      'telegram/link-codes',
      'system/release-operations',
      'system/audit-entries',
    ]);
    // API tokens are created and revoked by their own procedures, documented by rbac's rows.
    const own: Record<string, [string[], string[]]> = {
      'rbac/api-tokens': [
        ['get', 'post'],
        ['get', 'delete'],
      ],
    };
    for (const entity of readOnly) {
      const path = entityBasePath(entity);
      const [base, one] = own[entity.key] ?? [['get'], ['get']];
      expect(Object.keys(doc.paths[path] ?? {}).sort(), path).toEqual(base.sort());
      expect(Object.keys(doc.paths[`${path}/{id}`] ?? {}).sort(), path).toEqual(one.sort());
      expect(doc.paths[`${path}/bulk`], path).toBeUndefined();
    }
  });

  it("refuses every write, the server key's too, and changes nothing", async () => {
    // A write leaves an audit entry: there is one to try to change.
    const category = await t.http
      .post('/api/blog/categories')
      .set(server)
      .send({ data: { adminTitle: 'audited' } });
    expect(category.status).toBe(201);
    const path = entityBasePath(getEntity('system/audit-entries'));
    const listed = await t.http.get(path).set(server).query({
      'filters[and][0][column]': 'recordId',
      'filters[and][0][method]': 'eq',
      'filters[and][0][value]': category.body.data.id,
    });
    const entry = listed.body.data[0] as { id: string };
    expect(entry).toBeDefined();
    const attempts = [
      t.http
        .post(path)
        .set(server)
        .send({ data: { action: 'create', actorKind: 'server' } }),
      t.http
        .patch(`${path}/${entry.id}`)
        .set(server)
        .send({ data: { actorKind: 'anonymous' } }),
      t.http.delete(`${path}/${entry.id}`).set(server),
      t.http
        .delete(`${path}/bulk`)
        .set(server)
        .send({ data: [entry.id] }),
      t.http
        .post(`${path}/find-or-create`)
        .set(server)
        .send({ data: { action: 'create', actorKind: 'server' } }),
    ];
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.status, JSON.stringify(attempt.body)).toBe(405);
      expect(attempt.body.message).toMatch(/written only by the server/);
    }
    expect((await t.http.get(`${path}/${entry.id}`).set(server)).body.data).toEqual(entry);
  });
});

/** The record's two versions (create, update); restoring the create's brings its values back as a third. */
async function expectHistory(path: string, id: string, field: string | undefined, created: Res, updated: Res) {
  const history = await t.http.get(`${path}/${id}/versions`).set(server);
  expect(history.status, JSON.stringify(history.body)).toBe(200);
  expect(history.body.data.map((v: { action: string }) => v.action)).toEqual(['update', 'create']);
  const restored = await t.http.post(`${path}/${id}/versions/${history.body.data[1].id}/restore`).set(server);
  expect(restored.status, JSON.stringify(restored.body)).toBe(200);
  if (!field) return;
  expect(restored.body.data[field], 'restored').toEqual(created.body.data[field]);
  const differed = JSON.stringify(updated.body.data[field]) !== JSON.stringify(created.body.data[field]);
  expect((await t.http.get(`${path}/${id}/versions`).set(server)).body.data).toHaveLength(differed ? 3 : 2);
}
type Res = { body: { data: Record<string, unknown> } };

const walked = documented.map((path) => [path, entityAt(path)!] as const).filter(([, e]) => isGenericallyCreatable(e));

describe.each(walked)('%s', (path, entity: Entity) => {
  const reader = entity.restricted ? server : {};
  const fresh = async () => ({ id: randomUUID(), ...(await sampleData(entity, createWithChosenId)) });

  it('keeps chosen ids and dates through create, read, list, update, find-or-create, bulk and delete', async () => {
    const sent = { ...(await fresh()), ...HISTORY };
    const created = await t.http.post(path).set(server).send({ data: sent });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expectSameFields(created.body.data, sent, 'create');

    const got = await t.http.get(`${path}/${sent.id}`).set(reader);
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(created.body.data);

    const listed = await t.http.get(path).set(reader).query({
      'filters[and][0][column]': 'id',
      'filters[and][0][method]': 'eq',
      'filters[and][0][value]': sent.id,
      withTotal: 'true',
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data).toEqual([created.body.data]);
    expect(listed.headers['x-total-count']).toBe('1');

    // A field only its module's service writes (what a visitor sent) is refused by the generic update.
    const changed = publicFields(entity).find(
      ([, f]) => f.kind !== 'ref' && !f.unique && f.kind !== 'slug' && !f.serviceSet,
    );
    const patch = changed ? { [changed[0]]: sampleValue(changed[1]) } : {};
    const updated = await t.http.patch(`${path}/${sent.id}`).set(server).send({ data: patch });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expectSameFields(updated.body.data, { ...patch, id: sent.id }, 'update');

    // History: both writes are versions; restoring the create's brings its values back as a new version.
    await expectHistory(path, sent.id, changed?.[0], created, updated);

    const wanted = await fresh();
    const found = await t.http.post(`${path}/find-or-create`).set(server).send({ data: wanted });
    expect([200, 201], JSON.stringify(found.body)).toContain(found.status);
    expectSameFields(found.body.data, wanted, 'find-or-create');
    const again = await t.http.post(`${path}/find-or-create`).set(server).send({ data: wanted });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.id).toBe(wanted.id);

    const items = [await fresh(), await fresh()];
    const bulk = await t.http
      .post(`${path}/bulk`)
      .set(server)
      .send({ data: items.map((data) => ({ data })) });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(201);
    bulk.body.data.forEach((row: Record<string, unknown>, i: number) => expectSameFields(row, items[i]!, 'bulk'));
    const bulkUpdated = await t.http
      .patch(`${path}/bulk`)
      .set(server)
      .send({ data: items.map(({ id }) => ({ id, data: patch })) });
    expect(bulkUpdated.status, JSON.stringify(bulkUpdated.body)).toBe(200);
    expect(bulkUpdated.body.data.map((r: { id: string }) => r.id)).toEqual(items.map((i) => i.id));

    const bulkDeleted = await t.http
      .delete(`${path}/bulk`)
      .set(server)
      .send({ data: [...items.map((i) => i.id), wanted.id] });
    expect(bulkDeleted.status, JSON.stringify(bulkDeleted.body)).toBe(200);
    const deleted = await t.http.delete(`${path}/${sent.id}`).set(server);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.id).toBe(sent.id);
    for (const id of [sent.id, wanted.id, ...items.map((i) => i.id)])
      expect((await t.http.get(`${path}/${id}`).set(reader)).status).toBe(404);
  });
});

describe('dates given on create', () => {
  const path = entityBasePath(getEntity('blog/categories'));
  let adminJwt = '';
  beforeAll(async () => {
    adminJwt = (await loginAdmin(t)).jwt;
    expect(adminJwt, ADMIN.email).toBeTruthy();
  });

  it('are kept from the server key, ignored from anyone else, and refused when they are not dates', async () => {
    const fromServer = await t.http
      .post(path)
      .set(server)
      .send({ data: { adminTitle: 'Imported', ...HISTORY } });
    expect(fromServer.body.data).toMatchObject(HISTORY);

    const fromAdmin = await t.http
      .post(path)
      .set('authorization', `Bearer ${adminJwt}`)
      .send({ data: { adminTitle: 'Typed in', ...HISTORY } });
    expect(fromAdmin.status, JSON.stringify(fromAdmin.body)).toBe(201);
    expect(new Date(fromAdmin.body.data.createdAt).getFullYear()).toBeGreaterThanOrEqual(2026);

    const bad = await t.http
      .post(path)
      .set(server)
      .send({ data: { adminTitle: 'Bad date', createdAt: 'yesterday' } });
    expect(bad.status).toBe(400);
    expect(bad.body.cause.join(' ')).toMatch(/createdAt/);
  });
});

describe("a button's url (issue 35): one plain address, as the specs and the original write it", () => {
  const model = getEntity('website-builder/buttons').model;
  const schemasOf = (
    doc as unknown as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } }
  ).components.schemas;

  it('is a string in the document: the row, the create and the update', () => {
    for (const suffix of ['', 'Create', 'Update']) {
      const url = schemasOf[`${model}${suffix}`]!.properties.url as { type?: unknown; anyOf?: { type: string }[] };
      const types = url.anyOf ? url.anyOf.map((s) => s.type) : [url.type].flat();
      expect(types, `${model}${suffix}.url`).toContain('string');
      expect(types, `${model}${suffix}.url`).not.toContain('object');
    }
  });

  it('is read back as the string sent, through REST and after an update; a map is a 400 naming it', async () => {
    const created = await t.http
      .post('/api/website-builder/buttons')
      .set(server)
      .send({ data: { url: '/ecommerce', title: { en: 'Shop' } } });
    expect(created.status).toBe(201);
    expect(created.body.data.url).toBe('/ecommerce');
    const id = created.body.data.id as string;
    expect((await t.http.get(`/api/website-builder/buttons/${id}`).set(server)).body.data.url).toBe('/ecommerce');
    const updated = await t.http
      .patch(`/api/website-builder/buttons/${id}`)
      .set(server)
      .send({ data: { url: 'https://example.org/x' } });
    expect(updated.body.data.url).toBe('https://example.org/x');
    const map = await t.http
      .patch(`/api/website-builder/buttons/${id}`)
      .set(server)
      .send({ data: { url: { en: '/x', ru: '/x' } } });
    expect(map.status).toBe(400);
    expect(map.body.cause.join(' ')).toMatch(/url/);
    expect((await t.http.get(`/api/website-builder/buttons/${id}`).set(server)).body.data.url).toBe(
      'https://example.org/x',
    );
  });
});
