/**
 * A page of N widgets on top of the demo content, for the query-count tests and the benchmark. Each host
 * widget embeds its own module widget, in turn a website-builder widget (features, a slider with slides,
 * a buttons array), an ecommerce widget (products with prices) and a blog widget (articles), so the data
 * grows with N while the shape of the page stays the same.
 */
import { getEntity } from '@symbol/contracts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Db } from '../../db/index.ts';
import * as service from '../../entities/service.ts';

type Tx = Prisma.TransactionClient;

const create = async (tx: Tx, key: string, data: Record<string, unknown>) =>
  (await service.create(tx, getEntity(key), data)).id as string;

async function idsBySlug(tx: Tx, key: string, slugs: string[]): Promise<string[]> {
  const rows = await service.list(tx, getEntity(key), {
    filters: { and: [{ column: 'slug', method: 'inArray', value: slugs }] },
  });
  const ids = slugs.map((slug) => rows.find((r) => r.slug === slug)?.id as string | undefined);
  if (ids.some((id) => !id)) throw new Error(`demo content missing in ${key}: ${slugs.join(', ')} (seed it first)`);
  return ids as string[];
}

export const WIDGET_PAGE_KINDS = ['website-builder', 'ecommerce', 'blog'] as const;

/** Creates the page at `url` with `widgets` host widgets under the demo's main layout; answers its id. */
export async function createWidgetPage(db: Db, options: { url: string; widgets: number }): Promise<string> {
  return db.transaction(async (tx) => {
    const [layoutId] = await idsBySlug(tx, 'host/layouts', ['main']);
    const features = await idsBySlug(tx, 'website-builder/features', ['we-restore', 'we-preserve']);
    const [sliderId] = await idsBySlug(tx, 'website-builder/sliders', ['home-hero']);
    const [arrayId] = await idsBySlug(tx, 'website-builder/buttons-arrays', ['navbar-links']);
    const products = await idsBySlug(tx, 'ecommerce/products', ['pokrovskoye-bell-tower', 'summer-volunteer-camp']);
    const articles = await idsBySlug(tx, 'blog/articles', ['annual-report-2024']);

    const pageId = await create(tx, 'host/pages', {
      url: options.url,
      title: `Widgets ×${options.widgets}`,
      adminTitle: `Widget page ${options.url}`,
    });
    await create(tx, 'host/pages-to-layouts', { pageId, layoutId });
    for (let i = 0; i < options.widgets; i++) {
      const kind = WIDGET_PAGE_KINDS[i % WIDGET_PAGE_KINDS.length]!;
      const name = `${options.url} #${i}`;
      const moduleWidgetId = await create(tx, `${kind}/widgets`, {
        adminTitle: name,
        title: { en: `Widget ${i}`, ru: `Виджет ${i}` },
      });
      if (kind === 'website-builder') {
        for (const [index, featureId] of features.entries())
          await create(tx, 'website-builder/widgets-to-features', {
            widgetId: moduleWidgetId,
            featureId,
            orderIndex: index,
          });
        await create(tx, 'website-builder/widgets-to-sliders', { widgetId: moduleWidgetId, sliderId });
        await create(tx, 'website-builder/widgets-to-buttons-arrays', {
          widgetId: moduleWidgetId,
          buttonsArrayId: arrayId,
        });
      } else if (kind === 'ecommerce') {
        for (const [index, productId] of products.entries())
          await create(tx, 'ecommerce/widgets-to-products', { widgetId: moduleWidgetId, productId, orderIndex: index });
      } else {
        for (const articleId of articles)
          await create(tx, 'blog/widgets-to-articles', { widgetId: moduleWidgetId, articleId });
      }
      const widgetId = await create(tx, 'host/widgets', { adminTitle: name, title: { en: name, ru: name } });
      await create(tx, 'host/widgets-to-external-widgets', {
        widgetId,
        externalModule: kind,
        externalWidgetId: moduleWidgetId,
      });
      await create(tx, 'host/pages-to-widgets', { pageId, widgetId, orderIndex: i });
    }
    return pageId;
  });
}
