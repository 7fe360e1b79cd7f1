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
import { badRequest, methodNotAllowed } from '../errors.ts';
import { input, parsedOnce } from '../trpc/input.ts';
import { procedure, router, run } from '../trpc/init.ts';
import * as service from './service.ts';
import { listVersions, restoreVersion, VERSIONS_MAX_LIMIT } from './versions.ts';

/**
 * The access of an entity's generic procedures: reads are public unless the entity is restricted; writes
 * need the permission for their REST method on the collection path (`POST /api/blog/categories`).
 */
export function entityAccess(entity: Entity) {
  const path = `/api/${entity.key}`;
  return {
    read: procedure.meta({ access: entity.restricted ? 'restricted' : 'read', action: { method: 'GET', path } }),
    // The release machinery's own tables are never staged in a release.
    write: (method: HttpMethod) =>
      procedure.meta({ access: 'write', action: { method, path }, stage: entity.module !== 'system' }),
    /** A record's history and its restore: the rights of writing the record. */
    history: (stage: boolean) =>
      procedure.meta({
        access: 'write',
        action: { method: 'PATCH', path },
        stage: stage && entity.module !== 'system',
      }),
  };
}

const NO_FILES = 'This resource takes no file fields';
const noFiles = z.undefined({ error: NO_FILES }).optional();
const fields = (raw: unknown) => (raw ?? {}) as { id?: unknown; data?: unknown; files?: unknown };
function refuseFiles(raw: unknown) {
  if (fields(raw).files !== undefined) throw badRequest(NO_FILES, [`files: ${NO_FILES}`]);
}

const versionsInput = z.object({
  id: uuidSchema,
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(VERSIONS_MAX_LIMIT).optional(),
});

function parseVersions(raw: unknown) {
  const id = service.requireId(fields(raw).id);
  const result = versionsInput.safeParse({ ...(raw as object), id });
  if (!result.success) throw badRequest(`offset and limit must be whole numbers (limit 1 to ${VERSIONS_MAX_LIMIT})`);
  return result.data;
}

/** The inputs of an entity's procedures: zod shapes for types and documents, the service's parsers at run time. */
export function entityInputs<E extends Entity>(entity: E) {
  // The zod shapes are for documents (built when first read); the parsers below build what they use on first call.
  const create = () => entitySchemas(entity).create;
  const update = () => entitySchemas(entity).update;
  const byId = z.object({ id: uuidSchema });
  return {
    list: parsedOnce(listInputSchema.default({})),
    count: parsedOnce(countInputSchema.default({})),
    byId: input(byId, (raw) => ({ id: service.requireId(fields(raw).id) })),
    create: input(
      () => z.object({ data: create(), files: noFiles }),
      (raw) => {
        refuseFiles(raw);
        const data = fields(raw).data;
        return { data: service.parseCreate(entity, data), timestamps: service.givenTimestamps(data) };
      },
    ),
    /** findOrCreate compares the data as given: nothing generated. */
    find: input(
      () => z.object({ data: create(), files: noFiles }),
      (raw) => {
        refuseFiles(raw);
        const data = fields(raw).data;
        return { data: service.parseData(entity, data), timestamps: service.givenTimestamps(data) };
      },
    ),
    update: input(
      () => z.object({ id: uuidSchema, data: update(), files: noFiles }),
      (raw) => {
        const id = service.requireId(fields(raw).id);
        refuseFiles(raw);
        return { id, data: service.parseUpdate(entity, fields(raw).data) };
      },
    ),
    bulkCreate: input(
      () => z.object({ data: z.array(z.object({ data: create() })), files: noFiles }),
      (raw) => {
        refuseFiles(raw);
        const items = fields(raw).data;
        return {
          data: service.parseBulkCreate(entity, items),
          timestamps: (items as { data?: unknown }[]).map((item) => service.givenTimestamps(item?.data)),
        };
      },
    ),
    bulkUpdate: input(
      () => z.object({ data: z.array(z.object({ id: uuidSchema, data: update() })), files: noFiles }),
      (raw) => {
        refuseFiles(raw);
        return { data: service.parseBulkUpdate(entity, fields(raw).data) };
      },
    ),
    versions: input(versionsInput, (raw) => parseVersions(raw)),
    restore: input(z.object({ id: uuidSchema, versionId: uuidSchema }), (raw) => {
      const { id, versionId } = (raw ?? {}) as { id?: unknown; versionId?: unknown };
      if (!uuidSchema.safeParse(versionId).success) throw badRequest('versionId must be a uuid');
      return { id: service.requireId(id), versionId: versionId as string };
    }),
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
  'versions',
  'restore',
] as const;

/**
 * The procedures as a record, so a module can replace one (e.g. file-storage's create takes uploads):
 * `router({ ...entityProcedures(entity), create: ownCreate })` under the same collection key.
 */
export function entityProcedures<E extends Entity>(entity: E) {
  const { read, write, history } = entityAccess(entity);
  const inputs = entityInputs(entity);
  // A read-only entity's rows are the server's own record (the audit trail): no caller writes them.
  const written = <T>(write: () => Promise<T>) =>
    run(
      entity.readOnly
        ? () =>
            Promise.reject(methodNotAllowed(`${entity.key} is written only by the server: it can be read, not changed`))
        : write,
    );
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
        written(() =>
          service.insertRow(ctx.db.prisma, entity, service.withTimestamps(input.data, input.timestamps, ctx.isServer)),
        ),
      ),
    update: write('PATCH')
      .input(inputs.update)
      .mutation(({ ctx, input }) => written(() => service.updateRow(ctx.db.prisma, entity, input.id, input.data))),
    delete: write('DELETE')
      .input(inputs.byId)
      .mutation(({ ctx, input }) => written(() => service.deleteRow(ctx.db.prisma, entity, input.id))),
    findOrCreate: write('POST')
      .input(inputs.find)
      .mutation(({ ctx, input }) =>
        written(() =>
          service.findOrCreate(ctx.db, entity, input.data, service.withTimestamps({}, input.timestamps, ctx.isServer)),
        ),
      ),
    bulkCreate: write('POST')
      .input(inputs.bulkCreate)
      .mutation(({ ctx, input }) =>
        written(() =>
          service.bulkCreate(
            ctx.db,
            entity,
            input.data.map((values, i) => service.withTimestamps(values, input.timestamps[i], ctx.isServer)),
          ),
        ),
      ),
    bulkUpdate: write('PATCH')
      .input(inputs.bulkUpdate)
      .mutation(({ ctx, input }) => written(() => service.bulkUpdate(ctx.db, entity, input.data))),
    bulkDelete: write('DELETE')
      .input(inputs.bulkDelete)
      .mutation(({ ctx, input }) => written(() => service.bulkDelete(ctx.db, entity, input.data))),
    versions: history(false)
      .input(inputs.versions)
      .query(({ ctx, input }) => run(() => listVersions(ctx.db.prisma, entity, input.id, input))),
    restore: history(true)
      .input(inputs.restore)
      .mutation(({ ctx, input }) => written(() => restoreVersion(ctx.db, entity, input.id, input.versionId))),
  };
}

export const entityRouter = <E extends Entity>(entity: E) => router(entityProcedures(entity));
