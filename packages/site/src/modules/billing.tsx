/**
 * Currencies (default, toggle-group-default, symbol) and prices: a product's price list in every currency,
 * with a currency toggle when there is more than one. The chosen currency is kept for the visit.
 */
import { formatMoney } from '@symbol/contracts/intl';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLive } from '../ui/island.ts';
import type { PageNode } from '../api/types.ts';
import { Render, type VariantProps, type VariantTable } from '../registry/registry.tsx';
import { text } from '../ui/node.ts';
import { useSite } from '../ui/site-context.tsx';

export interface Price {
  amount: string;
  currency: { id: string; slug: string; symbol: string; title: string; isDefault: boolean };
}

export const pricesOf = (product: PageNode): Price[] =>
  Array.isArray(product.prices) ? (product.prices as Price[]) : [];

const CurrencyChoice = createContext<[string | undefined, (slug: string) => void]>([undefined, () => {}]);

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const state = useState<string>();
  return <CurrencyChoice.Provider value={[state[0], state[1]]}>{children}</CurrencyChoice.Provider>;
}

/** The price in the chosen currency (else the default one, else the first). */
export function PriceTag({ product, className = '' }: { product: PageNode; className?: string }) {
  const [chosen] = useContext(CurrencyChoice);
  const prices = pricesOf(product);
  const price = prices.find((p) => p.currency.slug === chosen) ?? prices.find((p) => p.currency.isDefault) ?? prices[0];
  if (!price) return null;
  return (
    <span className={className}>
      <Render
        entity="billing/currencies"
        variant="symbol"
        node={{ ...price.currency, amount: price.amount } as PageNode}
      />
    </span>
  );
}

/** The toggle group of the currencies a product is priced in (each a `toggle-group-default` currency). */
export function CurrencyToggle({ prices }: { prices: Price[] }) {
  const { words } = useSite();
  if (prices.length < 2) return null;
  return (
    <div role="group" aria-label={words.currency} className="inline-flex gap-1 rounded-lg bg-stone-100 p-1">
      {prices.map(({ currency }) => (
        <Render key={currency.slug} entity="billing/currencies" variant="toggle-group-default" node={currency} />
      ))}
    </div>
  );
}

/** Every price of a product, with the toggle. */
export function PriceList({ product }: { product: PageNode }) {
  const { words } = useSite();
  const prices = pricesOf(product);
  if (!prices.length) return null;
  return (
    <div className="space-y-3">
      <CurrencyToggle prices={prices} />
      <dl className="divide-y divide-stone-200 rounded-lg ring-1 ring-stone-200">
        {prices.map((p) => (
          <div key={p.currency.slug} className="flex justify-between px-4 py-2">
            <dt className="flex items-center gap-2 text-stone-600">
              {words.price}
              <Render entity="billing/currencies" node={p.currency} />
            </dt>
            <dd className="font-semibold">
              <Render
                entity="billing/currencies"
                variant="symbol"
                node={{ ...p.currency, amount: p.amount } as PageNode}
              />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function CurrencyDefault({ node }: VariantProps) {
  return (
    <span className="inline-flex items-center gap-2 rounded-md bg-stone-100 px-2 py-0.5 text-sm">
      <span className="font-semibold">{text(node, 'symbol')}</span>
      {text(node, 'title')}
    </span>
  );
}

/**
 * One currency of a toggle group: pressed when chosen (or, before any choice, when it is the default). A press
 * before the page is hydrated is made once it is (page/before-hydration.ts).
 */
function CurrencyToggleGroup({ node }: VariantProps) {
  useLive();
  const [chosen, choose] = useContext(CurrencyChoice);
  const slug = text(node, 'slug');
  const pressed = chosen ? chosen === slug : node.isDefault === true;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => choose(slug)}
      title={text(node, 'title')}
      className={`rounded-md px-3 py-1 text-sm font-semibold ${pressed ? 'bg-white text-stone-900 shadow' : 'text-stone-600 hover:bg-white/60'}`}
    >
      {text(node, 'symbol')} {slug.toUpperCase()}
    </button>
  );
}

/** The currency as its symbol; beside an amount it is given (a price), the amount written as the platform writes money. */
function CurrencySymbol({ node }: VariantProps) {
  const { language } = useSite();
  const amount = (node as { amount?: string }).amount;
  const currency = { slug: text(node, 'slug'), symbol: text(node, 'symbol') };
  return (
    <span title={text(node, 'title')}>
      {amount === undefined ? currency.symbol : formatMoney(amount, currency, language)}
    </span>
  );
}

export const billingVariants: Record<string, VariantTable> = {
  'billing/currencies': {
    default: CurrencyDefault,
    'toggle-group-default': CurrencyToggleGroup,
    symbol: CurrencySymbol,
  },
};
