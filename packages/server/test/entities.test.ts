/**
 * For every entity of the catalogue, generated from it: create → get → list with an eq filter → update →
 * delete, over REST (real HTTP) and through the tRPC caller.
 */
import { entities, publicFields, type Entity } from '@symbol/contracts';
import { describe, expect, it } from 'vitest';
import { entityBasePath } from '../src/rest/entity-routes.ts';
import { SECRET, setupTestApp } from './helper.ts';
import { isGenericallyCreatable, probeColumn, sampleData, sampleValue, type CreateFn } from './samples.ts';

const t = await setupTestApp();
const creatable = entities.filter(isGenericallyCreatable);

const restCreate: CreateFn = async (entity, data) => {
  const res = await t.http.post(entityBasePath(entity)).set('x-rbac-secret-key', SECRET).send({ data });
  if (res.status !== 201) throw new Error(`${entity.key}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

const callerOf = (entity: Entity) => t.procedures(entity.key);
const trpcCreate: CreateFn = (entity, data) => callerOf(entity).create({ data });

/** The value to filter by in a query string: what the API returned, as text. */
const queryValue = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

function expectSubset(row: Record<string, unknown>, data: Record<string, unknown>) {
  for (const [key, value] of Object.entries(data)) {
    if (key === 'id') continue;
    const got = row[key];
    if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value))
      expect(new Date(got as string).toISOString(), key).toBe(value);
    else expect(got, key).toEqual(value);
  }
}

it('covers every entity of the catalogue', () => {
  expect(entities.length).toBeGreaterThanOrEqual(100);
  // Only module-managed records (hashed secrets) are outside the generic create.
  expect(entities.filter((e) => !isGenericallyCreatable(e)).map((e) => e.key)).toEqual([
    'rbac/sessions',
    'rbac/wallet-messages',
  ]);
});

describe.each(creatable.map((e) => [e.key, e] as const))('%s', (_key, entity) => {
  const base = entityBasePath(entity);
  // Restricted entities (personal data) are read with the server key; the others anonymously.
  const reader = entity.restricted ? { 'x-rbac-secret-key': SECRET } : {};

  it('create → get → list(eq) → update → delete over REST', async () => {
    const data = await sampleData(entity, restCreate);
    const created = await t.http.post(base).set('x-rbac-secret-key', SECRET).send({ data });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const row = created.body.data;
    expectSubset(row, data);
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);

    const got = await t.http.get(`${base}/${row.id}`).set(reader);
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(row);

    const probe = probeColumn(entity, row);
    if (probe) {
      const column = probe;
      const listed = await t.http
        .get(base)
        .set(reader)
        .query({
          'filters[and][0][column]': column,
          'filters[and][0][method]': 'eq',
          'filters[and][0][value]': queryValue(row[column]),
        });
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect(listed.body.data.map((r: { id: string }) => r.id)).toContain(row.id);
      for (const r of listed.body.data) expect(r[column]).toEqual(row[column]);
    }

    const changed = publicFields(entity).find(([, f]) => f.kind !== 'ref' && !f.unique && f.kind !== 'slug');
    const patch = changed ? { [changed[0]]: sampleValue(changed[1]) } : {};
    const updated = await t.http.patch(`${base}/${row.id}`).set('x-rbac-secret-key', SECRET).send({ data: patch });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expectSubset(updated.body.data, patch);

    const deleted = await t.http.delete(`${base}/${row.id}`).set('x-rbac-secret-key', SECRET);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.id).toBe(row.id);
    expect((await t.http.get(`${base}/${row.id}`).set(reader)).status).toBe(404);
  });

  it('create → get → list(eq) → update → delete through the tRPC caller', async () => {
    const procedures = callerOf(entity);
    const data = await sampleData(entity, trpcCreate);
    const row = await procedures.create({ data });
    expectSubset(row, data);
    expect(await procedures.get({ id: row.id })).toEqual(row);
    const probe = probeColumn(entity, row);
    if (probe) {
      const column = probe;
      const listed = await procedures.list({
        filters: { and: [{ column, method: 'eq', value: queryValue(row[column]) }] },
      });
      expect(listed.map((r: { id: string }) => r.id)).toContain(row.id);
    }
    const updated = await procedures.update({ id: row.id, data: 'variant' in row ? { variant: row.variant } : {} });
    expect(updated.id).toBe(row.id);
    await procedures.delete({ id: row.id });
    await expect(procedures.get({ id: row.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
