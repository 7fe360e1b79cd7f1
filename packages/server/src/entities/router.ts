/**
 * The generic tRPC procedures of one entity, derived from the catalogue. Transport only: validation
 * and behaviour are in the service; access is declared in `meta` and checked by the one hook.
 */
import { countInputSchema, listInputSchema, type Entity } from '@symbol/contracts';
import { z } from 'zod';
import { procedure, router, run } from '../trpc/init.ts';
import * as service from './service.ts';

const read = procedure.meta({ access: 'read' });
const write = procedure.meta({ access: 'write' });

const byId = z.object({ id: z.unknown() });
const withData = z.object({ data: z.unknown() });
const byIdWithData = z.object({ id: z.unknown(), data: z.unknown() });

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
] as const;

export function entityRouter(entity: Entity) {
  return router({
    list: read
      .input(listInputSchema.default({}))
      .query(({ ctx, input }) => run(() => service.list(ctx.db.prisma, entity, input))),
    count: read
      .input(countInputSchema.default({}))
      .query(({ ctx, input }) => run(() => service.count(ctx.db.prisma, entity, input.filters))),
    get: read.input(byId).query(({ ctx, input }) => run(() => service.get(ctx.db.prisma, entity, input.id))),
    create: write
      .input(withData)
      .mutation(({ ctx, input }) => run(() => service.create(ctx.db.prisma, entity, input.data))),
    update: write
      .input(byIdWithData)
      .mutation(({ ctx, input }) => run(() => service.update(ctx.db.prisma, entity, input.id, input.data))),
    delete: write.input(byId).mutation(({ ctx, input }) => run(() => service.remove(ctx.db.prisma, entity, input.id))),
    findOrCreate: write
      .input(withData)
      .mutation(({ ctx, input }) => run(() => service.findOrCreate(ctx.db, entity, input.data))),
    bulkCreate: write
      .input(withData)
      .mutation(({ ctx, input }) => run(() => service.bulkCreate(ctx.db, entity, input.data))),
    bulkUpdate: write
      .input(withData)
      .mutation(({ ctx, input }) => run(() => service.bulkUpdate(ctx.db, entity, input.data))),
  });
}
