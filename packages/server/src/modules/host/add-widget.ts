/**
 * A widget added to a page in one call (the page builder's palette): the module's widget (`{module}/widgets`:
 * its variant and texts), the host widget showing it, the link between the two, and the page's link placing it
 * (last, unless a place is given): four writes in one transaction through the service, so each leaves its
 * version, or, with `X-Release-Id`, four operations staged together. A failure at any of them leaves nothing.
 */
import { getEntity, uuidSchema, type Entity } from '@symbol/contracts';
import { z } from 'zod';
import { authorize } from '../../auth/authorize.ts';
import { queryRows, type Db, type DbClient } from '../../db/index.ts';
import { insertRow, parseCreate, type Values } from '../../entities/service.ts';
import type { Context } from '../../trpc/context.ts';
import { input, parseAsInput } from '../../trpc/input.ts';
import { WIDGET_MODULES } from './plans.ts';

const HOST_WIDGETS = getEntity('host/widgets');
const EXTERNAL_LINKS = getEntity('host/widgets-to-external-widgets');
const PAGE_LINKS = getEntity('host/pages-to-widgets');

const keySchema = z.object({
  id: uuidSchema.describe('the page'),
  module: z.enum(WIDGET_MODULES as [string, ...string[]], {
    error: `module must be one of ${WIDGET_MODULES.join(', ')}`,
  }),
  orderIndex: z.number().int().min(0).optional().describe("the widget's place on the page; default: last"),
});

export const addWidgetInput = input(
  keySchema.extend({
    widget: z.record(z.string(), z.unknown()).describe("the module widget's fields (variant, title, ...)"),
  }),
  (raw) => {
    const key = parseAsInput(keySchema, raw);
    const widget = (raw as { widget?: unknown } | undefined)?.widget ?? {};
    return { ...key, widget: parseCreate(getEntity(`${key.module}/widgets`), widget) };
  },
);

/** The procedure's meta checks placing a widget on a page; the other three records need their own rights. */
export async function authorizeAddWidget(ctx: Context, module: string) {
  for (const key of [`${module}/widgets`, HOST_WIDGETS.key, EXTERNAL_LINKS.key])
    await authorize(ctx, { access: 'write', action: { method: 'POST', path: `/api/${key}` } });
}

export async function addWidget(
  db: Db,
  input: { id: string; module: string; orderIndex?: number; widget: Values<Entity> },
) {
  return db.transaction(async (tx) => {
    const moduleWidgets = getEntity(`${input.module}/widgets`);
    const embedded = await insertRow(tx, moduleWidgets, input.widget);
    const adminTitle = typeof embedded.adminTitle === 'string' ? embedded.adminTitle : undefined;
    const widget = await insertRow(tx, HOST_WIDGETS, parseCreate(HOST_WIDGETS, { adminTitle }));
    await insertRow(
      tx,
      EXTERNAL_LINKS,
      parseCreate(EXTERNAL_LINKS, { widgetId: widget.id, externalModule: input.module, externalWidgetId: embedded.id }),
    );
    const orderIndex = input.orderIndex ?? (await nextPlace(tx, input.id));
    // Last: a page that does not exist fails here (its foreign key), and the three writes before go with it.
    const link = await insertRow(
      tx,
      PAGE_LINKS,
      parseCreate(PAGE_LINKS, { pageId: input.id, widgetId: widget.id, orderIndex }),
    );
    return { link, widget, embedded: { entity: moduleWidgets.key, record: embedded } };
  });
}

async function nextPlace(client: DbClient, pageId: string): Promise<number> {
  const [row] = await queryRows<{ next: number }>(
    client,
    `SELECT coalesce(max("orderIndex") + 1, 0)::int AS "next" FROM "${PAGE_LINKS.table}" WHERE "pageId" = $1::uuid`,
    [pageId],
  );
  return row!.next;
}
