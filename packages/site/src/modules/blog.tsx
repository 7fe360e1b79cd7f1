/**
 * Blog: article and category cards, lists, the article of the url (`blog.articles.slug`, with its products
 * in one variant, or only its products as cards in another), and the category of the url (`blog.categories.slug`) with its articles.
 */
import { formatDate } from '@symbol/contracts/intl';
import type { PageNode } from '../api/types.ts';
import { RenderAll, type VariantProps, type VariantTable } from '../registry/registry.tsx';
import { RichText } from '../rich-text/rich-text.tsx';
import { Card, Grid } from '../ui/card.tsx';
import { useListed } from '../ui/latest-list.tsx';
import { children, text } from '../ui/node.ts';
import { Heading, Section } from '../ui/section.tsx';
import { useSite } from '../ui/site-context.tsx';
import { CurrencyProvider } from './billing.tsx';
import { CategoryButton, ProductGrid, useSegment } from './ecommerce.tsx';
import { ARTICLE_SIZES, CARD_SIZES } from '../ui/responsive-image.ts';
import { FileView } from './file-storage.tsx';

/** The article's publication date; one entered without it was published when it was created. */
const publishedOn = (article: PageNode): string | undefined =>
  [article.publishedAt, article.createdAt].find((date): date is string => typeof date === 'string');

const articleUrl = (node: PageNode) => `/blog/articles/${text(node, 'slug')}`;

function ArticleDefault({ node }: VariantProps) {
  const { words, language } = useSite();
  const [category] = children(node, 'categories');
  const published = publishedOn(node);
  return (
    <Card
      node={node}
      href={articleUrl(node)}
      action={words.readMore}
      summary="subtitle"
      kicker={category && text(category, 'title')}
      footer={
        published && (
          <time dateTime={published} className="text-sm text-stone-500">
            {formatDate(published, language)}
          </time>
        )
      }
    />
  );
}

function CategoryDefault({ node }: VariantProps) {
  const { words } = useSite();
  return <Card node={node} href={`/blog/categories/${text(node, 'slug')}`} action={words.more} summary="subtitle" />;
}

const CategoryButtons = ({ categories }: { categories: PageNode[] }) => (
  <div className="flex flex-wrap gap-2">
    <RenderAll entity="blog/categories" variant="button-default" nodes={categories} />
  </div>
);

/** A list of the widget's articles or categories (the latest ones when it links none). */
const list = (field: 'articles' | 'categories', entity: string) =>
  function List({ node }: VariantProps) {
    const { records, footer } = useListed(node, field, 'blog');
    return (
      <Section node={node}>
        <Heading node={node} />
        <Grid>
          <RenderAll entity={entity} nodes={records} />
        </Grid>
        {footer}
      </Section>
    );
  };

function CategoryListButtons({ node }: VariantProps) {
  const { records, footer } = useListed(node, 'categories', 'blog');
  return (
    <Section node={node} className="py-6! md:py-8!">
      {text(node, 'title') && <h2 className="mb-4 font-serif text-xl text-stone-900">{text(node, 'title')}</h2>}
      <CategoryButtons categories={records} />
      {footer}
    </Section>
  );
}

/** The article of the url; `extra` adds its linked products, `privateNote` the members-only notice. */
const articleOverview = ({ products, privateNote }: { products: boolean; privateNote: boolean }) =>
  function ArticleOverview({ node }: VariantProps) {
    const { words, language } = useSite();
    const article = useSegment('blog.articles.slug') ?? children(node, 'articles')[0];
    if (!article) return null;
    const [image, ...gallery] = children(article, 'files');
    const published = publishedOn(article);
    return (
      <article className="px-4 py-12 md:px-8 md:py-16">
        <header className="mx-auto max-w-3xl">
          <CategoryButtons categories={children(article, 'categories')} />
          <h1 className="mt-4 font-serif text-3xl leading-tight text-stone-900 md:text-5xl">
            {text(article, 'title')}
          </h1>
          {text(article, 'subtitle') && <p className="mt-4 text-xl text-stone-600">{text(article, 'subtitle')}</p>}
          {published && (
            <time dateTime={published} className="mt-4 block text-sm text-stone-500">
              {formatDate(published, language)}
            </time>
          )}
        </header>
        {image && (
          <FileView node={image} eager sizes={ARTICLE_SIZES} className="mx-auto mt-8 w-full max-w-5xl rounded-xl" />
        )}
        <RichText
          value={text(article, 'description')}
          className="prose-site mx-auto mt-10 max-w-3xl text-lg leading-relaxed text-stone-800"
        />
        {privateNote && (
          <p className="mx-auto mt-8 max-w-3xl rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
            {words.privateContent}
          </p>
        )}
        {gallery.length > 0 && (
          <div className="mx-auto mt-10 grid max-w-5xl gap-4 sm:grid-cols-2">
            {gallery.map((file) => (
              <FileView key={file.id} node={file} sizes={CARD_SIZES} className="rounded-lg" />
            ))}
          </div>
        )}
        {products && children(article, 'products').length > 0 && (
          <section className="mx-auto mt-12 max-w-6xl">
            <h2 className="mb-6 font-serif text-2xl text-stone-900">{words.projects}</h2>
            <CurrencyProvider>
              <Grid>
                <RenderAll entity="ecommerce/products" nodes={children(article, 'products')} />
              </Grid>
            </CurrencyProvider>
          </section>
        )}
      </article>
    );
  };

/**
 * The products of the url's article as cards, without the article (the original's
 * `article-overview-ecommerce-module-product-list-card-default`): nothing on a page that names no article or
 * under an article without products.
 */
function ArticleProductCards({ node }: VariantProps) {
  const article = useSegment('blog.articles.slug');
  const products = children(article, 'products');
  if (!products.length) return null;
  return (
    <Section node={node}>
      <Heading node={node} />
      <ProductGrid products={products} />
    </Section>
  );
}

function CategoryOverview({ node }: VariantProps) {
  const category = useSegment('blog.categories.slug') ?? children(node, 'categories')[0];
  if (!category) return null;
  return (
    <Section node={node}>
      <header className="mb-10 max-w-3xl">
        <h1 className="font-serif text-3xl text-stone-900 md:text-5xl">{text(category, 'title')}</h1>
        <RichText
          value={text(category, 'subtitle') || text(category, 'description')}
          className="mt-4 text-lg text-stone-700"
        />
      </header>
      <Grid>
        <RenderAll entity="blog/articles" nodes={children(category, 'articles')} />
      </Grid>
    </Section>
  );
}

function WidgetDefault({ node }: VariantProps) {
  return (
    <Section node={node}>
      <Heading node={node} />
      <CategoryButtons categories={children(node, 'categories')} />
      <div className="mt-8">
        <Grid>
          <RenderAll entity="blog/articles" nodes={children(node, 'articles')} />
        </Grid>
      </div>
    </Section>
  );
}

export const blogVariants: Record<string, VariantTable> = {
  'blog/widgets': {
    default: WidgetDefault,
    'article-list-default': list('articles', 'blog/articles'),
    'article-overview-default': articleOverview({ products: false, privateNote: false }),
    'article-overview-with-private-content-default': articleOverview({ products: false, privateNote: true }),
    'article-overview-ecommerce-module-product-list-default': articleOverview({ products: true, privateNote: false }),
    'article-overview-ecommerce-module-product-list-card-default': ArticleProductCards,
    'category-overview-default': CategoryOverview,
    'category-list-button-default': CategoryListButtons,
    'category-list-default': list('categories', 'blog/categories'),
  },
  'blog/articles': { default: ArticleDefault },
  'blog/categories': {
    default: CategoryDefault,
    'button-default': ({ node }) => <CategoryButton node={node} base="/blog/categories" />,
  },
};
