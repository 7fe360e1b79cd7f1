/**
 * Ecommerce: product, category and store cards and the widgets listing them or showing the record named by
 * the url (`ecommerce.products.slug`, `ecommerce.categories.slug`, `ecommerce.stores.slug`), with prices in
 * every currency and a currency toggle.
 */
import type { PageNode } from '../api/types.ts';
import { RenderAll, type VariantProps, type VariantTable } from '../registry/registry.tsx';
import { RichText } from '../rich-text/rich-text.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { Card, Grid } from '../ui/card.tsx';
import { useListed } from '../ui/latest-list.tsx';
import { children, text } from '../ui/node.ts';
import { Heading, Section } from '../ui/section.tsx';
import { useSite } from '../ui/site-context.tsx';
import { SiteLink } from '../ui/site-link.tsx';
import { useOnScreen } from '../ui/on-screen.ts';
import { CurrencyProvider, CurrencyToggle, PriceList, PriceTag, pricesOf } from './billing.tsx';
import { CARD_SIZES, HERO_SIZES } from '../ui/responsive-image.ts';
import { FileView } from './file-storage.tsx';
import { ProductOrderArea, ProjectDonationForm } from './shop.tsx';
import { goalsOf, ProjectProgress } from '../shop/progress.tsx';

/**
 * A project is a cause, not a good (issue 32): one with a goal is given to (a free amount, once or monthly), its
 * cards say "Help" with its progress; price, quantity and "add to cart" are for the shop's goods (no goal) only.
 */
export const isCause = (product: PageNode) => goalsOf(product).some((goal) => Number(goal.amount) > 0);

const productUrl = (node: PageNode) => `/ecommerce/products/${text(node, 'slug')}`;
const categoryUrl = (node: PageNode) => `/ecommerce/categories/${text(node, 'slug')}`;
const storeUrl = (node: PageNode) => `/ecommerce/stores/${text(node, 'slug')}`;

/** The record the page's url names, for the overview widgets. */
export function useSegment(name: string): PageNode | undefined {
  return useSite().page?.segments[name]?.record;
}

function ProductDefault({ node }: VariantProps) {
  const { words } = useSite();
  if (isCause(node))
    return (
      <Card
        node={node}
        href={`/projects/${text(node, 'slug')}`}
        action={words.help}
        footer={
          <div className="w-full">
            <ProjectProgress product={node} />
          </div>
        }
      />
    );
  return (
    <Card
      node={node}
      href={productUrl(node)}
      action={words.more}
      footer={<PriceTag product={node} className="text-lg font-semibold text-red-900" />}
    />
  );
}

function ProductNotFilled({ node }: VariantProps) {
  const { words } = useSite();
  return <Card node={node} href={productUrl(node)} action={words.more} muted />;
}

function CategoryDefault({ node }: VariantProps) {
  const { words } = useSite();
  return <Card node={node} href={categoryUrl(node)} action={words.more} summary="subtitle" />;
}

export function CategoryButton({ node, base }: VariantProps & { base: string }) {
  return (
    <SiteLink address={`${base}/${text(node, 'slug')}`} className={buttonClass('outline', 'sm')}>
      {text(node, 'title') || text(node, 'slug')}
    </SiteLink>
  );
}

function StoreDefault({ node }: VariantProps) {
  const { words } = useSite();
  return <Card node={node} href={storeUrl(node)} action={words.view} />;
}

/** A list of products in one currency choice (the toggle offers every currency they are priced in). */
export function ProductGrid({ products }: { products: PageNode[] }) {
  const currencies = new Map(products.flatMap(pricesOf).map((p) => [p.currency.slug, p]));
  return (
    <CurrencyProvider>
      {currencies.size > 1 && (
        <div className="mb-6">
          <CurrencyToggle prices={[...currencies.values()]} />
        </div>
      )}
      <Grid>
        <RenderAll entity="ecommerce/products" nodes={products} />
      </Grid>
    </CurrencyProvider>
  );
}

const listWidget = (field: 'products' | 'categories' | 'stores') =>
  function ListWidget({ node }: VariantProps) {
    const { records: nodes, footer } = useListed(node, field, 'ecommerce');
    return (
      <Section node={node}>
        <Heading node={node} />
        {field === 'products' ? (
          <ProductGrid products={nodes} />
        ) : (
          <Grid>
            <RenderAll entity={`ecommerce/${field}`} nodes={nodes} />
          </Grid>
        )}
        {footer}
      </Section>
    );
  };

/** The foundation's projects: cards with their progress, the price and a 'View' (Посмотреть) link to /projects/{slug}. */
function ProjectList({ node }: VariantProps) {
  const { words } = useSite();
  const { records, footer } = useListed(node, 'products', 'ecommerce');
  return (
    <Section node={node} className="bg-stone-50">
      <Heading node={node} />
      <CurrencyProvider>
        <Grid>
          {records.map((product) => (
            <div
              key={product.id}
              className="contents"
              data-entity="ecommerce/products"
              data-variant="symbol-faith-project-card"
            >
              <Card
                node={product}
                href={`/projects/${text(product, 'slug')}`}
                action={isCause(product) ? words.help : words.view}
                kicker={
                  children(product, 'categories')[0] ? text(children(product, 'categories')[0], 'title') : undefined
                }
                footer={
                  <>
                    <div className="w-full">
                      <ProjectProgress product={product} />
                    </div>
                    {!isCause(product) && <PriceTag product={product} className="text-lg font-semibold text-red-900" />}
                  </>
                }
              />
            </div>
          ))}
        </Grid>
      </CurrencyProvider>
      {footer}
    </Section>
  );
}

/** The product of the url as a full-screen hero, its description, prices and categories. */
const stickyDonate = `${buttonClass('primary')} fixed bottom-[calc(1.25rem+var(--consent-offset,0px))] left-4 z-30 shadow-lg lg:hidden`;

/** The page's own widgets place a donation form (the project page does, under the overview). */
const placesDonationForm = (widgets: PageNode[] | undefined) =>
  (widgets ?? []).some((widget) =>
    children(widget, 'externalWidgets').some((external) => external.variant === 'donation-form-default'),
  );

function ProductOverview({ node }: VariantProps) {
  const { words, page } = useSite();
  const product = useSegment('ecommerce.products.slug') ?? children(node, 'products')[0];
  const placed = placesDonationForm(page?.widgets);
  // A cause's page gives first: its own donation form heads the aside unless the page places one of its own.
  // A project's own page (/projects/…) shows it as a cause; the shop's page of the product (/ecommerce/products/…)
  // keeps the shop's view (price, quantity, cart).
  const cause = !!product && isCause(product) && !!page?.url.startsWith('/projects/');
  const ownForm = cause && !placed;
  const hasDonationForm = placed || ownForm;
  // Once the form is on screen the button has done its work, and it would cover the form's fields and its submit.
  const formOnScreen = useOnScreen('donate', hasDonationForm);
  if (!product) return null;
  const [image, ...gallery] = children(product, 'files');
  return (
    <CurrencyProvider>
      <article>
        <div className="relative isolate flex min-h-[60vh] items-end overflow-hidden bg-stone-900">
          {image && (
            <FileView
              node={image}
              eager
              sizes={HERO_SIZES}
              className="absolute inset-0 -z-10 h-full w-full object-cover"
            />
          )}
          <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/85 via-black/40 to-transparent" />
          <div className="mx-auto w-full max-w-6xl px-4 pt-24 pb-12 text-white md:px-8">
            <div className="mb-4 flex flex-wrap gap-2">
              <RenderAll
                entity="ecommerce/categories"
                variant="button-default"
                nodes={children(product, 'categories')}
              />
            </div>
            <h1 className="max-w-4xl font-serif text-3xl leading-tight md:text-5xl">{text(product, 'title')}</h1>
            <p className="mt-4 max-w-2xl text-lg text-stone-200">{text(product, 'shortDescription')}</p>
            <div className="mt-6 max-w-xl">
              <ProjectProgress product={product} tone="dark" />
            </div>
          </div>
        </div>
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:px-8 lg:grid-cols-[2fr_1fr]">
          <div>
            <RichText
              value={text(product, 'description')}
              className="prose-site text-lg leading-relaxed text-stone-800"
            />
            {gallery.length > 0 && (
              <div className="mt-8 grid gap-4 sm:grid-cols-2">
                {gallery.map((file) => (
                  <FileView key={file.id} node={file} sizes={CARD_SIZES} className="rounded-lg" />
                ))}
              </div>
            )}
          </div>
          <aside
            className={`space-y-6 ${cause ? 'order-first lg:order-none' : ''} ${ownForm ? '' : 'lg:sticky lg:top-24 lg:self-start'}`}
          >
            {ownForm ? (
              <ProjectDonationForm node={product} />
            ) : cause ? (
              // The page places the project's donation form below: the aside's first action leads there.
              <a href="#donate" className={`${buttonClass('primary')} w-full text-lg`}>
                {words.donate}
              </a>
            ) : (
              <>
                <PriceList product={product} />
                {pricesOf(product).length > 0 && <ProductOrderArea node={product} />}
                {placed && (
                  <a href="#donate" className={`${buttonClass('outline')} w-full`}>
                    {words.donateAnyAmount}
                  </a>
                )}
              </>
            )}
            {children(product, 'stores').map((store) => (
              <SiteLink
                key={store.id}
                address={storeUrl(store)}
                className="block text-red-900 underline underline-offset-4"
              >
                {text(store, 'title')}
              </SiteLink>
            ))}
          </aside>
        </div>
        {/* On phones the project's donation form (#donate, a widget below, else its /donate page) stays one tap away. */}
        {hasDonationForm ? (
          !formOnScreen && (
            <a href="#donate" className={stickyDonate}>
              {words.donateToProject}
            </a>
          )
        ) : (
          <SiteLink address={`/projects/${text(product, 'slug')}/donate`} className={stickyDonate}>
            {words.donateToProject}
          </SiteLink>
        )}
      </article>
    </CurrencyProvider>
  );
}

const overview = (segment: string, field: 'products', heading: 'h1') =>
  function Overview({ node }: VariantProps) {
    const record = useSegment(segment);
    if (!record) return null;
    const Title = heading;
    return (
      <Section node={node}>
        <header className="mb-10 max-w-3xl">
          <Title className="font-serif text-3xl text-stone-900 md:text-5xl">{text(record, 'title')}</Title>
          {text(record, 'subtitle') && <p className="mt-3 text-lg text-stone-600">{text(record, 'subtitle')}</p>}
          <RichText
            value={text(record, 'shortDescription') || text(record, 'description')}
            className="mt-4 text-lg text-stone-700"
          />
        </header>
        <ProductGrid products={children(record, field)} />
      </Section>
    );
  };

function WidgetDefault({ node }: VariantProps) {
  return (
    <Section node={node}>
      <Heading node={node} />
      {['products', 'categories', 'stores'].map((field) => {
        const nodes = children(node, field);
        return nodes.length ? (
          <div key={field} className="mb-10">
            {field === 'products' ? (
              <ProductGrid products={nodes} />
            ) : (
              <Grid>
                <RenderAll entity={`ecommerce/${field}`} nodes={nodes} />
              </Grid>
            )}
          </div>
        ) : null;
      })}
    </Section>
  );
}

export const ecommerceVariants: Record<string, VariantTable> = {
  'ecommerce/widgets': {
    default: WidgetDefault,
    'category-list-default': listWidget('categories'),
    'category-overview-default': overview('ecommerce.categories.slug', 'products', 'h1'),
    'product-list-default': listWidget('products'),
    'product-overview-default': ProductOverview,
    'store-list-default': listWidget('stores'),
    'store-overview-default': overview('ecommerce.stores.slug', 'products', 'h1'),
    'symbol-faith-project-list-default': ProjectList,
  },
  'ecommerce/products': { default: ProductDefault, 'not-filled': ProductNotFilled },
  'ecommerce/categories': {
    default: CategoryDefault,
    'button-default': ({ node }) => <CategoryButton node={node} base="/ecommerce/categories" />,
  },
  'ecommerce/stores': { default: StoreDefault },
};
