/** The currency a cart is shown and paid in: the currencies its lines are priced in, the default one first. */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { formatMoney } from '@symbol/contracts/intl';
import { useSite } from '../ui/site-context.tsx';
import type { Amount, Currency } from './orders.ts';
import { useShopWords } from './words.ts';

export const CartCurrency = createContext<{ currencies: Currency[]; chosen?: Currency; choose: (id: string) => void }>({
  currencies: [],
  choose: () => {},
});

export function CurrencyChoiceProvider({ amounts, children }: { amounts: Amount[]; children: ReactNode }) {
  const currencies = useMemo(() => {
    const map = new Map<string, Currency>();
    for (const a of amounts)
      if (!map.has(a.billingModuleCurrency.id)) map.set(a.billingModuleCurrency.id, a.billingModuleCurrency);
    return [...map.values()];
  }, [amounts]);
  const [id, choose] = useState<string>();
  const chosen = currencies.find((c) => c.id === id) ?? currencies.find((c) => c.isDefault) ?? currencies[0];
  return <CartCurrency.Provider value={{ currencies, chosen, choose }}>{children}</CartCurrency.Provider>;
}

export function CurrencySwitch() {
  const { currencies, chosen, choose } = useContext(CartCurrency);
  const { words } = useSite();
  if (currencies.length < 2) return null;
  return (
    <div role="group" aria-label={words.currency} className="inline-flex gap-1 rounded-lg bg-stone-100 p-1">
      {currencies.map((c) => (
        <button
          key={c.id}
          type="button"
          aria-pressed={c.id === chosen?.id}
          onClick={() => choose(c.id)}
          className={`rounded-md px-3 py-1 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-red-800 focus-visible:outline-none ${c.id === chosen?.id ? 'bg-white text-stone-900 shadow' : 'text-stone-600 hover:bg-white/60'}`}
        >
          {c.symbol} {c.slug.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

export function AmountIn({ amounts, className = '' }: { amounts: Amount[]; className?: string }) {
  const { chosen } = useContext(CartCurrency);
  const { language, w } = useShopWords();
  const amount = amounts.find((a) => a.billingModuleCurrency.id === chosen?.id);
  if (!amount) return <span className={`text-sm text-stone-500 italic ${className}`}>{w.noPrice}</span>;
  return <span className={className}>{formatMoney(amount.total, amount.billingModuleCurrency, language)}</span>;
}
