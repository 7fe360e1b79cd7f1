/**
 * For every entity of the catalogue, generated from it: create → get → list with an eq filter → update →
 * delete through the tRPC caller. The same over REST is walked from the OpenAPI document: contract.test.ts.
 */
import { entities, type Entity } from '@symbol/contracts';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './helper.ts';
import { isGenericallyCreatable, probeColumn, sampleData, type CreateFn } from './samples.ts';

const t = await setupTestApp();
const creatable = entities.filter(isGenericallyCreatable);

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
  // Only module-managed records (hashed secrets) and the server's own record (read-only) are outside the
  // generic create.
  expect(entities.filter((e) => !isGenericallyCreatable(e)).map((e) => e.key)).toEqual([
    'crm/replies',
    'rbac/sessions',
    'rbac/wallet-messages',
    'rbac/api-tokens',
    'telegram/link-codes',
    'system/release-operations',
    'system/audit-entries',
  ]);
});

describe.each(creatable.map((e) => [e.key, e] as const))('%s', (_key, entity) => {
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
