/**
 * The next pages of a list widget that links no record and so shows the latest records of its entity (issue 21):
 * the page build holds the first `LIST_PAGE_SIZE`, and 'More' asks here for the following ones, each record with
 * the same tree as on the page (a product with its prices, an article with its files and categories).
 */
import { LANGUAGES, listedEntity, LIST_PAGE_SIZE, MODULES, type ModuleName } from '@symbol/contracts';
import type pg from 'pg';
import { z } from 'zod';
import { badRequest } from '../../errors.ts';
import { latestPage, poolLoader, targetOf, type Node } from './graph.ts';
import { addPrices } from './page.ts';
import { MODULE_WIDGET_EDGES } from './plans.ts';

/** Deep enough for any real list, small enough that no one pages through a table with it. */
export const LATEST_MAX_OFFSET = 10_000;

export const latestInputSchema = z.object({
  /** The widget's module (`blog`) and its variant (ours or the original's alias). */
  module: z.enum(MODULES),
  variant: z.string().min(1).max(200),
  offset: z.coerce.number().int().min(LIST_PAGE_SIZE).max(LATEST_MAX_OFFSET),
  language: z.enum(LANGUAGES),
});
export type LatestInput = z.infer<typeof latestInputSchema>;

export async function loadLatest(pool: pg.Pool, input: LatestInput): Promise<{ records: Node[]; hasMore: boolean }> {
  const listed = listedEntity(`${input.module}/widgets`, input.variant);
  const edge = MODULE_WIDGET_EDGES[input.module as ModuleName]?.find((e) => e.latest && targetOf(e).key === listed);
  if (!listed || !edge) throw badRequest(`${input.module} widgets of variant ${input.variant} list no records`);
  const page = await latestPage(poolLoader(pool, input.language), edge, input.offset);
  addPrices(page.records);
  return page;
}
