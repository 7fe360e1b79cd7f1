/**
 * The generic tRPC procedures of one entity, derived from the catalogue. Transport only: validation
 * and behaviour are in the service; access is declared in `meta` and checked by the one hook.
 */
import { countInputSchema, listInputSchema, type Entity } from '@symbol/contracts';
import { z } from 'zod';
import type { HttpMethod } from '../auth/authorize.ts';
import { procedure, router, run } from '../trpc/init.ts';
import * as service from './service.ts';

/**
 * The access of an entity's generic procedures: reads are public unless the entity is restricted; writes
 * need the permission for their REST method on the collection path (`POST /api/blog/categories`).
 */
export function entityAccess(entity: Entity) {
  const path = `/api/${entity.key}`;
  return {
    read: procedure.meta({ access: entity.restricted ? 'restricted' : 'read', action: { method: 'GET', path } }),
    write: (method: HttpMethod) => procedure.meta({ access: 'write', action: { method, path } }),
  };
}

const noFiles = z.undefined({ error: 'This resource takes no file fields' }).optional();
const byId = z.object({ id: z.unknown() });
const withData = z.object({ data: z.unknown(), files: noFiles });
const byIdWithData = z.object({ id: z.unknown(), data: z.unknown(), files: noFiles });

export const ENTITY_PROCEDURES = [
  'list',
  'count',
  'get',
  'create',
  'update',
  'delete',
  'findOrCreate',
  'bulkCreate',
  'bulkUpdate',
  'bulkDelete',
] as const;

/**
 * The procedures as a record, so a module can replace one (e.g. file-storage's create takes uploads):
 * `router({ ...entityProcedures(entity), create: ownCreate })` under the same collection key.
 */
export function entityProcedures(entity: Entity) {
  const { read, write } = entityAccess(entity);
  return {
    list: read
      .input(listInputSchema.default({}))
      .query(({ ctx, input }) => run(() => service.list(ctx.db.prisma, entity, input))),
    count: read
      .input(countInputSchema.default({}))
      .query(({ ctx, input }) => run(() => service.count(ctx.db.prisma, entity, input.filters))),
    get: read.input(byId).query(({ ctx, input }) => run(() => service.get(ctx.db.prisma, entity, input.id))),
    create: write('POST')
      .input(withData)
      .mutation(({ ctx, input }) => run(() => service.create(ctx.db.prisma, entity, input.data))),
    update: write('PATCH')
      .input(byIdWithData)
      .mutation(({ ctx, input }) => run(() => service.update(ctx.db.prisma, entity, input.id, input.data))),
    delete: write('DELETE')
      .input(byId)
      .mutation(({ ctx, input }) => run(() => service.remove(ctx.db.prisma, entity, input.id))),
    findOrCreate: write('POST')
      .input(withData)
      .mutation(({ ctx, input }) => run(() => service.findOrCreate(ctx.db, entity, input.data))),
    bulkCreate: write('POST')
      .input(withData)
      .mutation(({ ctx, input }) => run(() => service.bulkCreate(ctx.db, entity, input.data))),
    bulkUpdate: write('PATCH')
      .input(withData)
      .mutation(({ ctx, input }) => run(() => service.bulkUpdate(ctx.db, entity, input.data))),
    bulkDelete: write('DELETE')
      .input(withData)
      .mutation(({ ctx, input }) => run(() => service.bulkRemove(ctx.db, entity, input.data))),
  };
}

export const entityRouter = (entity: Entity) => router(entityProcedures(entity));
