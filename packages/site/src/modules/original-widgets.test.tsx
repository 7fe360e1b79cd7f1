/**
 * The original system's widgets on this site (issue 21), rendered as a page renders them: list widgets that link
 * nothing (the page's latest records, 'Show more', the empty state), the select input and the article's product
 * cards. The browser test (e2e/original-widgets.spec.ts) loads them from the server.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpLink } from '@trpc/client';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { trpc } from '../api/client.ts';
import type { PageData, PageNode } from '../api/types.ts';
import { Render } from '../registry/registry.tsx';
import '../registry/variants.ts';
import { renderInSite } from '../test-render.tsx';

function renderWithApi(element: ReactNode, language = 'en', page?: PageData) {
  const queryClient = new QueryClient();
  const client = trpc.createClient({ links: [httpLink({ url: 'http://127.0.0.1:1/api/trpc' })] });
  return renderInSite(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{element}</QueryClientProvider>
    </trpc.Provider>,
    language,
    page,
  );
}

const article = (n: number): PageNode => ({ id: `a${n}`, slug: `article-${n}`, title: `Article ${n}` });

describe('a list widget', () => {
  it('shows the latest records the page brought when it links none, and offers more', async () => {
    const widget = {
      id: 'w1',
      variant: 'article-list-card-default', // the original's name for article-list-default
      articles: [article(2), article(1)],
      latest: { articles: { hasMore: true } },
    };
    const html = await renderWithApi(<Render entity="blog/widgets" node={widget} />);
    expect(html).toContain('data-variant="article-list-default"');
    expect(html).toContain('Article 2');
    expect(html).toMatch(/<button type="button"[^>]*>Show more<\/button>/);
    expect(await renderWithApi(<Render entity="blog/widgets" node={widget} />, 'ru')).toContain('Показать ещё');
  });

  it('offers no more for its linked records or the last page, and says when it has none', async () => {
    const linked = { id: 'w2', variant: 'article-list-default', articles: [article(1)] };
    expect(await renderWithApi(<Render entity="blog/widgets" node={linked} />)).not.toContain('Show more');
    const last = { id: 'w3', variant: 'product-list-default', products: [], latest: { products: { hasMore: false } } };
    const html = await renderWithApi(<Render entity="ecommerce/widgets" node={last} />);
    expect(html).not.toContain('Show more');
    expect(html).toContain('Nothing here yet.');
  });
});

describe('a select input (select-option-default)', () => {
  const input = { id: 'i1', variant: 'select-option-default', slug: 'topic', label: 'Topic', isRequired: true };

  it('offers its options by title, sending their slugs', async () => {
    const options = [
      { id: 'o1', slug: 'restoration', title: 'Restoration' },
      { id: 'o2', slug: 'volunteering', title: 'Volunteering' },
    ];
    const html = await renderInSite(<Render entity="crm/inputs" node={{ ...input, options }} />);
    expect(html).toMatch(
      /<label for="([^"]+)"[^>]*>Topic<span aria-hidden="true"> \*<\/span><\/label><select id="\1" name="topic" required=""/,
    );
    expect(html).toContain('<option value="" disabled="" selected="">Choose…</option>');
    expect(html).toContain('<option value="restoration">Restoration</option>');
    expect(html).toContain('<option value="volunteering">Volunteering</option>');
  });

  it('is a text field while it has no options', async () => {
    const html = await renderInSite(<Render entity="crm/inputs" node={input} />, 'ru');
    expect(html).not.toContain('<select');
    expect(html).toMatch(/<input [^>]*type="text"[^>]*name="topic"/);
  });
});

describe("the url's article's products as cards", () => {
  const widget = {
    id: 'w4',
    variant: 'article-overview-ecommerce-module-product-list-card-default',
    title: 'Projects',
  };
  const pageOf = (products: PageNode[]): PageData => ({
    url: '/blog/articles/report',
    language: 'en',
    page: { id: 'p' },
    metadata: { title: '', description: '', keywords: '', canonical: '', alternates: {} },
    layouts: [],
    widgets: [],
    segments: { 'blog.articles.slug': { value: 'report', record: { id: 'a', slug: 'report', products } } },
  });

  it('shows them without the article', async () => {
    const product = { id: 'p1', slug: 'bell-tower', title: 'The bell tower', prices: [] };
    const html = await renderWithApi(<Render entity="blog/widgets" node={widget} />, 'en', pageOf([product]));
    expect(html).toContain('>Projects</h2>');
    expect(html).toContain('href="/en/ecommerce/products/bell-tower"');
    expect(html).not.toContain('<article class="px-4');
  });

  it('shows nothing under an article without products or on a page that names none', async () => {
    expect(await renderWithApi(<Render entity="blog/widgets" node={widget} />, 'en', pageOf([]))).not.toContain(
      'Projects',
    );
    expect(await renderWithApi(<Render entity="blog/widgets" node={widget} />)).not.toContain('Projects');
  });
});
