/**
 * A page as the builder shows it: its layouts and its widgets in page order, each widget with the module widget
 * it embeds (the record whose texts, buttons and pictures the editor edits). Read and written through the data
 * provider, so inside the builder they go to its release.
 */
import { RELEASE_HEADER } from '@symbol/contracts/constants';
import type { RaRecord } from 'react-admin';
// The provider itself for its release: react-admin's proxy of it answers every method as a promise.
import { http, dataProvider as scopedProvider } from '../api/client.ts';
import type { AdminDataProvider } from '../data-provider.ts';
import { PALETTE_MODULE } from './variants.ts';

const ALL = { page: 1, perPage: 500 };
const BY_ORDER = { field: 'orderIndex', order: 'ASC' as const };

export interface Block {
  /** The page's link row (host/pages-to-widgets): its id, orderIndex. */
  link: RaRecord;
  widget: RaRecord | undefined;
  /** The module widget the host widget shows (first of its external widgets), and its entity key. */
  embedded?: { entity: string; record: RaRecord };
}

export interface PageBlocks {
  page: RaRecord;
  layouts: RaRecord[];
  blocks: Block[];
}

export async function loadBlocks(dataProvider: AdminDataProvider, pageId: string): Promise<PageBlocks> {
  const [{ data: page }, { data: layoutLinks }, { data: links }] = await Promise.all([
    dataProvider.getOne('host/pages', { id: pageId }),
    dataProvider.getList('host/pages-to-layouts', { filter: { pageId }, sort: BY_ORDER, pagination: ALL }),
    dataProvider.getList('host/pages-to-widgets', { filter: { pageId }, sort: BY_ORDER, pagination: ALL }),
  ]);
  const widgetIds = links.map((link) => link.widgetId as string);
  const [{ data: layouts }, { data: widgets }, externals] = await Promise.all([
    dataProvider.getMany('host/layouts', { ids: layoutLinks.map((link) => link.layoutId) }),
    dataProvider.getMany('host/widgets', { ids: widgetIds }),
    widgetIds.length
      ? dataProvider.getList('host/widgets-to-external-widgets', {
          filter: { widgetId: widgetIds },
          sort: BY_ORDER,
          pagination: ALL,
        })
      : Promise.resolve({ data: [] as RaRecord[] }),
  ]);
  const firstExternal = new Map<string, RaRecord>();
  for (const row of externals.data) if (!firstExternal.has(row.widgetId)) firstExternal.set(row.widgetId, row);
  const byModule = new Map<string, string[]>();
  for (const row of firstExternal.values()) {
    byModule.set(row.externalModule, [...(byModule.get(row.externalModule) ?? []), row.externalWidgetId]);
  }
  const embedded = new Map<string, RaRecord>();
  await Promise.all(
    [...byModule].map(async ([module, ids]) => {
      const { data } = await dataProvider.getMany(`${module}/widgets`, { ids });
      for (const record of data) embedded.set(`${module}:${record.id}`, record);
    }),
  );
  const layoutById = new Map(layouts.map((layout) => [layout.id, layout]));
  const widgetById = new Map(widgets.map((widget) => [widget.id, widget]));
  return {
    page,
    layouts: layoutLinks.flatMap((link) => layoutById.get(link.layoutId) ?? []),
    blocks: links.map((link) => {
      const external = firstExternal.get(link.widgetId);
      const record = external && embedded.get(`${external.externalModule}:${external.externalWidgetId}`);
      return {
        link,
        widget: widgetById.get(link.widgetId),
        embedded: record ? { entity: `${external.externalModule}/widgets`, record } : undefined,
      };
    }),
  };
}

/**
 * A new widget of the palette at the end of the page: the module widget with a placeholder headline, the host
 * widget showing it and the two links, made by one server call in one transaction (staged in the builder's
 * release when it has one).
 */
export async function addWidget(input: {
  pageId: string;
  variant: string;
  adminTitle: string;
  title: Record<string, string>;
}): Promise<Block> {
  const release = scopedProvider.release();
  const { data } = await http.request<{ link: RaRecord; widget: RaRecord; embedded: Block['embedded'] }>(
    'POST',
    `/api/host/pages/${encodeURIComponent(input.pageId)}/widgets`,
    {
      data: {
        module: PALETTE_MODULE,
        widget: { adminTitle: input.adminTitle, variant: input.variant, title: input.title },
      },
    },
    release ? { [RELEASE_HEADER]: release } : undefined,
  );
  return data;
}

/** Every link's place at once (one bulk write, one transaction). */
export const saveOrder = (dataProvider: AdminDataProvider, order: RaRecord['id'][]) =>
  dataProvider.updateEach(
    'host/pages-to-widgets',
    order.map((id, orderIndex) => ({ id, data: { orderIndex } })),
  );

/** Off the page: its link goes (the widget stays, reusable, in the widget lists). */
export const removeBlock = (dataProvider: AdminDataProvider, block: Block) =>
  dataProvider.delete('host/pages-to-widgets', { id: block.link.id, previousData: block.link });
