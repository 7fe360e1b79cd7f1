/**
 * Every foreign id of the catalogue, pointed at nothing, answers 400 naming its field: the constraint names that
 * were shortened past PostgreSQL's 63 characters (a hash in the middle) included.
 */
import { entities, publicFields, type Entity } from '@symbol/contracts';
import { describe, expect, it } from 'vitest';
import { entityBasePath } from '../src/rest/entity-routes.ts';
import { SECRET, setupTestApp } from './helper.ts';
import { isGenericallyCreatable, sampleData, type CreateFn } from './samples.ts';

const t = await setupTestApp();

const create: CreateFn = async (entity, data) => {
  const res = await t.http.post(entityBasePath(entity)).set('x-rbac-secret-key', SECRET).send({ data });
  if (res.status !== 201) throw new Error(`${entity.key}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

const refsOf = (entity: Entity) =>
  publicFields(entity)
    .filter(([, field]) => field.kind === 'ref')
    .map(([name]) => name);

const withRefs = entities.filter((e) => isGenericallyCreatable(e) && refsOf(e).length > 0);

it('covers the foreign keys of the catalogue', () => {
  expect(withRefs.flatMap(refsOf).length).toBeGreaterThanOrEqual(100);
});

describe.each(withRefs.map((e) => [e.key, e] as const))('%s', (_key, entity) => {
  it.each(refsOf(entity))('%s pointing nowhere: 400 naming the field', async (name) => {
    const data = { ...(await sampleData(entity, create)), [name]: crypto.randomUUID() };
    const res = await t.http.post(entityBasePath(entity)).set('x-rbac-secret-key', SECRET).send({ data });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(`${name} references a record that does not exist`);
  });
});
