/**
 * A page as the page builder shows it, in one call: the page, its layouts and its widgets in page order, each
 * widget with the first module widget it embeds (the record whose texts, buttons and pictures the editor edits).
 * The builder made five to eight requests in three rounds for it. With `X-Release-Id` it is read as the release
 * will make it (a release read, releases/call.ts). Rows are the generic API's, so the admin edits them as such.
 */
import { getEntity, type Entity } from '@symbol/contracts';
import { authorize } from '../../auth/authorize.ts';
import type { DbClient } from '../../db/index.ts';
import { getRow, list } from '../../entities/service.ts';
import type { Context } from '../../trpc/context.ts';
import { WIDGET_MODULES } from './plans.ts';

const PAGES = getEntity('host/pages');
const LAYOUT_LINKS = getEntity('host/pages-to-layouts');
const LAYOUTS = getEntity('host/layouts');
const WIDGET_LINKS = getEntity('host/pages-to-widgets');
const WIDGETS = getEntity('host/widgets');
const EXTERNAL_LINKS = getEntity('host/widgets-to-external-widgets');

/** As many links as the builder lists (the generic list's bound). */
const MAX_LINKS = 500;

type Row = Record<string, unknown> & { id: string };

export interface BuilderBlock {
  link: Row;
  widget: Row | null;
  embedded: { entity: string; record: Row } | null;
}

/** Reading each of the records it answers: the generic reads' own rights. */
export async function authorizeBuilderPage(ctx: Context) {
  const entities: Entity[] = [
    PAGES,
    LAYOUT_LINKS,
    LAYOUTS,
    WIDGET_LINKS,
    WIDGETS,
    EXTERNAL_LINKS,
    ...WIDGET_MODULES.map((module) => getEntity(`${module}/widgets`)),
  ];
  for (const entity of entities)
    await authorize(ctx, {
      access: entity.restricted ? 'restricted' : 'read',
      action: { method: 'GET', path: `/api/${entity.key}` },
    });
}

const byOrder = { and: [{ column: 'orderIndex', method: 'asc' as const }] };
const whereIn = (column: string, value: unknown) => ({ and: [{ column, method: 'inArray' as const, value }] });
const rowsOf = (client: DbClient, entity: Entity, column: string, value: unknown, ordered = false) =>
  list(client, entity, {
    filters: whereIn(column, value),
    ...(ordered ? { orderBy: byOrder } : {}),
    limit: MAX_LINKS,
  }) as Promise<Row[]>;

export async function loadBuilderPage(client: DbClient, pageId: string) {
  const page = (await getRow(client, PAGES, pageId)) as Row;
  const [layoutLinks, widgetLinks] = await Promise.all([
    rowsOf(client, LAYOUT_LINKS, 'pageId', [pageId], true),
    rowsOf(client, WIDGET_LINKS, 'pageId', [pageId], true),
  ]);
  const widgetIds = widgetLinks.map((link) => link.widgetId as string);
  const [layouts, widgets, externals] = await Promise.all([
    layoutLinks.length
      ? rowsOf(
          client,
          LAYOUTS,
          'id',
          layoutLinks.map((link) => link.layoutId),
        )
      : [],
    widgetIds.length ? rowsOf(client, WIDGETS, 'id', widgetIds) : [],
    widgetIds.length ? rowsOf(client, EXTERNAL_LINKS, 'widgetId', widgetIds, true) : [],
  ]);
  const firstExternal = new Map<string, Row>();
  for (const row of externals)
    if (!firstExternal.has(row.widgetId as string)) firstExternal.set(row.widgetId as string, row);
  const idsByModule = new Map<string, string[]>();
  for (const row of firstExternal.values()) {
    const module = row.externalModule as string;
    idsByModule.set(module, [...(idsByModule.get(module) ?? []), row.externalWidgetId as string]);
  }
  const embedded = new Map<string, Row>();
  await Promise.all(
    [...idsByModule]
      .filter(([module]) => (WIDGET_MODULES as readonly string[]).includes(module))
      .map(async ([module, ids]) => {
        for (const record of await rowsOf(client, getEntity(`${module}/widgets`), 'id', ids))
          embedded.set(`${module}:${record.id}`, record);
      }),
  );
  const layoutById = new Map(layouts.map((layout) => [layout.id, layout]));
  const widgetById = new Map(widgets.map((widget) => [widget.id, widget]));
  return {
    page,
    layouts: layoutLinks.flatMap((link) => layoutById.get(link.layoutId as string) ?? []),
    blocks: widgetLinks.map((link): BuilderBlock => {
      const external = firstExternal.get(link.widgetId as string);
      const record = external && embedded.get(`${external.externalModule}:${external.externalWidgetId}`);
      return {
        link,
        widget: widgetById.get(link.widgetId as string) ?? null,
        embedded: record ? { entity: `${external.externalModule}/widgets`, record } : null,
      };
    }),
  };
}
