/**
 * The generic tRPC procedures of one entity, derived from the catalogue and typed from its field map: each
 * declares its input (the entity's create/update schemas, uuid ids, the list grammar) and returns typed rows.
 * Transport only: behaviour is in the service; access is declared in `meta` and checked by the one hook.
 */
import {
  countInputSchema,
  entitySchemas,
  listInputSchema,
  uuidSchema,
  type Entity,
  type ListInput,
} from '@symbol/contracts';
import { z } from 'zod';
import type { HttpMethod } from '../auth/authorize.ts';
import { badRequest } from '../errors.ts';
import { input, parsedOnce } from '../trpc/input.ts';
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

const NO_FILES = 'This resource takes no file fields';
const noFiles = z.undefined({ error: NO_FILES }).optional();
const fields = (raw: unknown) => (raw ?? {}) as { id?: unknown; data?: unknown; files?: unknown };
function refuseFiles(raw: unknown) {
  if (fields(raw).files !== undefined) throw badRequest(NO_FILES, [`files: ${NO_FILES}`]);
}

/** The inputs of an entity's procedures: zod shapes for types and documents, the service's parsers at run time. */
export function entityInputs<E extends Entity>(entity: E) {
  const { create, update } = entitySchemas(entity);
  const byId = z.object({ id: uuidSchema });
  return {
    list: parsedOnce(listInputSchema.default({})),
    count: parsedOnce(countInputSchema.default({})),
    byId: input(byId, (raw) => ({ id: service.requireId(fields(raw).id) })),
    create: input(z.object({ data: create, files: noFiles }), (raw) => {
      refuseFiles(raw);
      const data = fields(raw).data;
      return { data: service.parseCreate(entity, data), timestamps: service.givenTimestamps(data) };
    }),
    /** findOrCreate compares the data as given: nothing generated. */
    find: input(z.object({ data: create, files: noFiles }), (raw) => {
      refuseFiles(raw);
      const data = fields(raw).data;
      return { data: service.parseData(entity, data), timestamps: service.givenTimestamps(data) };
    }),
    update: input(z.object({ id: uuidSchema, data: update, files: noFiles }), (raw) => {
      const id = service.requireId(fields(raw).id);
      refuseFiles(raw);
      return { id, data: service.parseUpdate(entity, fields(raw).data) };
    }),
    bulkCreate: input(z.object({ data: z.array(z.object({ data: create })), files: noFiles }), (raw) => {
      refuseFiles(raw);
      const items = fields(raw).data;
      return {
        data: service.parseBulkCreate(entity, items),
        timestamps: (items as { data?: unknown }[]).map((item) => service.givenTimestamps(item?.data)),
      };
    }),
    bulkUpdate: input(
      z.object({ data: z.array(z.object({ id: uuidSchema, data: update })), files: noFiles }),
      (raw) => {
        refuseFiles(raw);
        return { data: service.parseBulkUpdate(entity, fields(raw).data) };
      },
    ),
    bulkDelete: input(
      z.object({ data: z.array(z.union([uuidSchema, z.object({ id: uuidSchema })])), files: noFiles }),
      (raw) => {
        refuseFiles(raw);
        return { data: service.parseBulkDelete(fields(raw).data) };
      },
    ),
  };
}

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
export function entityProcedures<E extends Entity>(entity: E) {
  const { read, write } = entityAccess(entity);
  const inputs = entityInputs(entity);
  return {
    list: read
      .input(inputs.list)
      .query(({ ctx, input }) => run(() => service.list(ctx.db.prisma, entity, input as ListInput))),
    count: read
      .input(inputs.count)
      .query(({ ctx, input }) => run(() => service.count(ctx.db.prisma, entity, input.filters))),
    get: read.input(inputs.byId).query(({ ctx, input }) => run(() => service.getRow(ctx.db.prisma, entity, input.id))),
    create: write('POST')
      .input(inputs.create)
      .mutation(({ ctx, input }) =>
        run(() =>
          service.insertRow(ctx.db.prisma, entity, service.withTimestamps(input.data, input.timestamps, ctx.isServer)),
        ),
      ),
    update: write('PATCH')
      .input(inputs.update)
      .mutation(({ ctx, input }) => run(() => service.updateRow(ctx.db.prisma, entity, input.id, input.data))),
    delete: write('DELETE')
      .input(inputs.byId)
      .mutation(({ ctx, input }) => run(() => service.deleteRow(ctx.db.prisma, entity, input.id))),
    findOrCreate: write('POST')
      .input(inputs.find)
      .mutation(({ ctx, input }) =>
        run(() =>
          service.findOrCreate(ctx.db, entity, input.data, service.withTimestamps({}, input.timestamps, ctx.isServer)),
        ),
      ),
    bulkCreate: write('POST')
      .input(inputs.bulkCreate)
      .mutation(({ ctx, input }) =>
        run(() =>
          service.bulkCreate(
            ctx.db,
            entity,
            input.data.map((values, i) => service.withTimestamps(values, input.timestamps[i], ctx.isServer)),
          ),
        ),
      ),
    bulkUpdate: write('PATCH')
      .input(inputs.bulkUpdate)
      .mutation(({ ctx, input }) => run(() => service.bulkUpdate(ctx.db, entity, input.data))),
    bulkDelete: write('DELETE')
      .input(inputs.bulkDelete)
      .mutation(({ ctx, input }) => run(() => service.bulkDelete(ctx.db, entity, input.data))),
  };
}

export const entityRouter = <E extends Entity>(entity: E) => router(entityProcedures(entity));
