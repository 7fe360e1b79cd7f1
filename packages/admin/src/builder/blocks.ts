/**
 * A page as the builder shows it: its layouts and its widgets in page order, each widget with the module widget
 * it embeds (the record whose texts, buttons and pictures the editor edits). Read in one server call and
 * written through the data provider, both in the builder's release when it has one.
 */
import { RELEASE_HEADER } from '@symbol/contracts/constants';
import type { RaRecord } from 'react-admin';
// The provider itself for its release: react-admin's proxy of it answers every method as a promise.
import { http, dataProvider as scopedProvider } from '../api/client.ts';
import type { AdminDataProvider } from '../data-provider.ts';
import { PALETTE_MODULE } from './variants.ts';

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

type Nullable<T> = { [K in keyof T]-?: NonNullable<T[K]> | null };

/** One call (`GET /api/host/pages/{id}/blocks`), in `release` when given: the builder made eight in three rounds. */
export async function loadBlocks(pageId: string, release: string | null): Promise<PageBlocks> {
  const { data } = await http.request<Omit<PageBlocks, 'blocks'> & { blocks: Nullable<Block>[] }>(
    'GET',
    `/api/host/pages/${encodeURIComponent(pageId)}/blocks`,
    undefined,
    release ? { [RELEASE_HEADER]: release } : undefined,
  );
  return {
    ...data,
    blocks: data.blocks.map((block) => ({
      link: block.link!,
      widget: block.widget ?? undefined,
      embedded: block.embedded ?? undefined,
    })),
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
