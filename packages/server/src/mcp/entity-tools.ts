/**
 * The compact catalogue toolset: one tool per verb, not per entity (a model reads ten tools, not a thousand),
 * each taking `entity` (the catalogue key, `blog/articles`) and `id`, `data`, `filters` as REST names them. Each
 * calls the entity's generic procedure; a write by a reviewed token is staged in its release (staging.ts).
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  entities,
  entityByKey,
  filtersSchema,
  FILTER_METHODS,
  orderBySchema,
  uuidSchema,
  type Entity,
} from '@symbol/contracts';
import { z } from 'zod';
import { isAuthorized } from '../auth/authorize.ts';
import { badRequest, notFound } from '../errors.ts';
import { schemas } from '../openapi.ts';
import type { Context } from '../trpc/context.ts';
import { callProcedure, tool } from './call.ts';
import { reviewLinks, writeTarget } from './staging.ts';

const MCP_LIST_LIMIT = 20;
const MCP_LIST_MAX = 100;

const entityKey = z
  .string()
  .min(3)
  .max(100)
  .describe('the catalogue key of the entity, `module/collection` as in the REST path: `blog/articles`, `host/pages`');
const id = uuidSchema.describe("the record's id (a uuid)");
const data = z.record(z.string(), z.unknown()).describe("the record's fields, as `describe` lists them for the entity");

function entityOf(key: string): Entity {
  const entity = entityByKey.get(key);
  if (!entity) throw notFound(`No entity ${key}: call describe for the entities you may use`);
  return entity;
}

const procedurePath = (entity: Entity, verb: string) => `${entity.router.module}.${entity.router.collection}.${verb}`;
const short = (value: string) => value.slice(0, 8);

/** Which entities the caller may read (and write): the access every generic procedure of each declares. */
async function usable(ctx: Context) {
  const subject = ctx.isServer ? null : await ctx.auth.optionalSubject();
  const modules = subject?.apiToken?.modules;
  const found = [];
  for (const entity of entities) {
    if (modules && !modules.includes(entity.module)) continue;
    const path = `/api/${entity.key}`;
    const read = await isAuthorized(ctx, {
      access: entity.restricted ? 'restricted' : 'read',
      action: { method: 'GET', path },
    });
    if (!read) continue;
    const write = !entity.readOnly && (await isAuthorized(ctx, { access: 'write', action: { method: 'POST', path } }));
    found.push({ entity, write });
  }
  return found;
}

function describeEntity(entity: Entity) {
  const json = schemas(entity);
  return {
    entity: entity.key,
    link: entity.link ? { joins: entity.link } : undefined,
    restricted: entity.restricted || undefined,
    readOnly: entity.readOnly || undefined,
    fields: json.create,
    row: json.row,
    filters: { columns: Object.keys((json.row as { properties?: object }).properties ?? {}), methods: FILTER_METHODS },
  };
}

/** A write: live, or staged in the token's release, with where a person reviews it. */
async function write(ctx: Context, entity: Entity, verb: string, what: string, input: unknown) {
  const target = await writeTarget(ctx, what);
  const record = await callProcedure(target.ctx, procedurePath(entity, verb), input);
  if (!target.release) return { record, live: true };
  const url = entity.key === 'host/pages' ? ((record as { url?: unknown }).url as string | undefined) : undefined;
  return {
    record,
    live: false,
    release: { ...target.release, ...(await reviewLinks(ctx, target.release.id, url?.startsWith('/') ? url : '/')) },
    note: 'Staged in the release, not live: a person previews and publishes it (or publish_release with the publish scope).',
  };
}

export function registerEntityTools(server: McpServer, ctx: Context): void {
  server.registerTool(
    'describe',
    {
      title: 'Describe the data',
      description:
        'Without `entity`: the entities you may use (catalogue keys), each with whether you may write it. With `entity`: its fields as JSON Schema (what create and update take), a record as answered, and the columns and methods `filters` takes.',
      inputSchema: { entity: entityKey.optional() },
      annotations: { readOnlyHint: true },
    },
    ({ entity }) =>
      tool(async () => {
        if (entity) return describeEntity(entityOf(entity));
        const found = await usable(ctx);
        return {
          entities: found.map(({ entity: e, write: w }) => ({
            entity: e.key,
            ...(e.link ? { link: e.link } : {}),
            write: w,
          })),
        };
      }),
  );

  server.registerTool(
    'list',
    {
      title: 'List records',
      description: `Records of an entity: \`filters\` ({ and: [{ column, method, value }], or: [...] }, methods ${FILTER_METHODS.join(', ')}), \`orderBy\` ({ and: [{ column, method: asc|desc }] }), \`offset\`, \`limit\` (default ${MCP_LIST_LIMIT}, at most ${MCP_LIST_MAX}). Answers the records and the total matching.`,
      inputSchema: {
        entity: entityKey,
        filters: filtersSchema.optional(),
        orderBy: orderBySchema.optional(),
        offset: z.number().int().min(0).max(1_000_000).optional(),
        limit: z.number().int().min(1).max(MCP_LIST_MAX).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    ({ entity, filters, orderBy, offset = 0, limit = MCP_LIST_LIMIT }) =>
      tool(async () => {
        const e = entityOf(entity);
        const [records, total] = await Promise.all([
          callProcedure(ctx, procedurePath(e, 'list'), { filters, orderBy, offset, limit }),
          callProcedure(ctx, procedurePath(e, 'count'), { filters }),
        ]);
        return { total, offset, limit, records };
      }),
  );

  server.registerTool(
    'get',
    {
      title: 'Get a record',
      description: 'One record of an entity by its id.',
      inputSchema: { entity: entityKey, id },
      annotations: { readOnlyHint: true },
    },
    ({ entity, id: recordId }) =>
      tool(() => {
        const e = entityOf(entity);
        return callProcedure(ctx, procedurePath(e, 'get'), { id: recordId });
      }),
  );

  server.registerTool(
    'create',
    {
      title: 'Create a record',
      description:
        'Creates a record of an entity from `data` (its fields: see describe). Without the publish scope it is staged in your release for a person to publish; the answer says where.',
      inputSchema: { entity: entityKey, data },
    },
    ({ entity, data: values }) =>
      tool(() => {
        const e = entityOf(entity);
        return write(ctx, e, 'create', `create ${e.key}`, { data: values });
      }),
  );

  server.registerTool(
    'update',
    {
      title: 'Update a record',
      description:
        'Changes the fields `data` gives of one record, and only those. Without the publish scope it is staged in your release for a person to publish; the answer says where.',
      inputSchema: { entity: entityKey, id, data },
    },
    ({ entity, id: recordId, data: values }) =>
      tool(() => {
        const e = entityOf(entity);
        return write(ctx, e, 'update', `update ${e.key} ${short(recordId)}`, { id: recordId, data: values });
      }),
  );

  server.registerTool(
    'delete',
    {
      title: 'Delete a record',
      description:
        'Deletes one record. Without the publish scope the deletion is staged in your release for a person to publish.',
      inputSchema: { entity: entityKey, id },
      annotations: { destructiveHint: true },
    },
    ({ entity, id: recordId }) =>
      tool(() => {
        const e = entityOf(entity);
        return write(ctx, e, 'delete', `delete ${e.key} ${short(recordId)}`, { id: recordId });
      }),
  );

  const linkEntity = (key: string) => {
    const e = entityOf(key);
    if (!e.link) throw badRequest(`${key} is not a link entity: describe lists links with the two fields they join`);
    return e;
  };

  server.registerTool(
    'link',
    {
      title: 'Link two records',
      description:
        'Creates a link record (a link entity joins two others, e.g. `host/pages-to-widgets` with `{ pageId, widgetId }`; `orderIndex` and `variant` where it has them).',
      inputSchema: { entity: entityKey, data },
    },
    ({ entity, data: values }) =>
      tool(() => {
        const e = linkEntity(entity);
        return write(ctx, e, 'create', `link ${e.key}`, { data: values });
      }),
  );

  server.registerTool(
    'unlink',
    {
      title: 'Unlink two records',
      description:
        'Deletes a link record: by its `id`, or every link of the entity whose two joined fields equal `data` (`{ pageId, widgetId }`).',
      inputSchema: { entity: entityKey, id: id.optional(), data: data.optional() },
      annotations: { destructiveHint: true },
    },
    ({ entity, id: recordId, data: values }) =>
      tool(async () => {
        const e = linkEntity(entity);
        if (recordId) return write(ctx, e, 'delete', `unlink ${e.key} ${short(recordId)}`, { id: recordId });
        const [a, b] = e.link!;
        if (!values || typeof values[a] !== 'string' || typeof values[b] !== 'string')
          throw badRequest(`Give the link's id, or data with both ${a} and ${b}`);
        const filters = { and: [a, b].map((column) => ({ column, method: 'eq' as const, value: values[column] })) };
        const links = (await callProcedure(ctx, procedurePath(e, 'list'), { filters, limit: 100 })) as { id: string }[];
        if (!links.length) throw notFound(`No ${e.key} joins ${values[a]} and ${values[b]}`);
        const removed = [];
        for (const link of links)
          removed.push(await write(ctx, e, 'delete', `unlink ${e.key} ${short(link.id)}`, { id: link.id }));
        return removed.length === 1 ? removed[0] : removed;
      }),
  );
}
