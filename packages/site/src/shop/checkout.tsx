/** The cart checkout (spec §2 "Cart checkout"): the cart's orders, totals per currency, provider, email. */
import { useContext, useMemo, useState, type FormEvent } from 'react';
import type { Language } from '@symbol/contracts/constants';
import { formatMoney } from '@symbol/contracts/intl';
import { trpc } from '../api/client.ts';
import { Render } from '../registry/registry.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { SkeletonRows } from '../ui/skeleton.tsx';
import { EmailField, goToPayment, ProviderSelect, useProviders } from './checkout-fields.tsx';
import { CartCurrency, CurrencyChoiceProvider, CurrencySwitch } from './currency-choice.tsx';
import { useOrders, type Currency, type Order, type Provider } from './orders.ts';
import { useShopWords } from './words.ts';
import { track } from '../analytics/beacon.ts';
import { ConsentCheckbox } from '../ui/consent.tsx';

/** The cart checkout: cart orders with update and delete, totals per currency, currency, provider, email. */
export function CartCheckout() {
  const { subject, carts, loading, error } = useOrders();
  const { w } = useShopWords();
  const amounts = useMemo(
    () => carts.flatMap((o) => [...o.totals, ...o.ordersToProducts.flatMap((l) => l.totals)]),
    [carts],
  );
  if (error) throw error;
  if (loading) return <SkeletonRows heights={['h-16', 'h-16', 'h-10']} />;
  // A visitor with no session yet has no cart either.
  if (!subject || !carts.some((o) => o.ordersToProducts.length))
    return <p className="py-8 text-center text-stone-600">{w.cartEmpty}</p>;
  return (
    <CurrencyChoiceProvider amounts={amounts}>
      <CheckoutForm subjectId={subject.id} email={subject.emails[0] ?? ''} orders={carts} />
    </CurrencyChoiceProvider>
  );
}

function CheckoutForm({
  subjectId,
  email: initialEmail,
  orders,
}: {
  subjectId: string;
  email: string;
  orders: Order[];
}) {
  const { w, language } = useShopWords();
  const { chosen } = useContext(CartCurrency);
  const providers = useProviders('stripe');
  const [provider, setProvider] = useState<string>();
  const [email, setEmail] = useState(initialEmail);
  const [consent, setConsent] = useState(false);
  const checkout = trpc.billing.checkout.cart.useMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    track('payment_started');
    checkout.mutate(
      {
        subjectId,
        data: {
          provider: (provider ?? providers.first) as Provider,
          email,
          billingModule: { currency: { id: chosen?.id ?? '' } },
          ecommerceModule: { orders: orders.map((o) => ({ id: o.id })) },
          // The payment comes back to the thank-you page in this language.
          language: language as Language,
          consent,
        },
      },
      { onSuccess: goToPayment },
    );
  };
  const sum = orders.flatMap((o) => o.totals).filter((a) => a.billingModuleCurrency.id === chosen?.id);
  const complete = orders.every((o) => o.totals.some((a) => a.billingModuleCurrency.id === chosen?.id));
  const total = sum.reduce((s, a) => s + Number(a.total), 0);
  return (
    <form onSubmit={submit} className="space-y-5">
      <CurrencySwitch />
      <div className="space-y-4">
        {orders.map((order) => (
          <Render key={order.id} entity="ecommerce/orders" variant="cart-default" node={{ ...order, subjectId }} />
        ))}
      </div>
      <CartTotals orders={orders} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ProviderSelect names={providers.names} value={provider ?? providers.first} onChange={setProvider} />
        <EmailField value={email} onChange={setEmail} />
      </div>
      <ConsentCheckbox checked={consent} onChange={setConsent} />
      <button
        type="submit"
        disabled={checkout.isPending || !complete || !providers.first || checkout.isSuccess}
        className={`${buttonClass('primary')} w-full disabled:opacity-50`}
      >
        {checkout.isPending || checkout.isSuccess
          ? w.checkingOut
          : complete && chosen
            ? `${w.checkout} · ${formatMoney(total, chosen, language)}`
            : w.checkout}
      </button>
    </form>
  );
}

/** The cart's totals in every currency, the chosen one marked. */
function CartTotals({ orders }: { orders: Order[] }) {
  const { w, language } = useShopWords();
  const { chosen } = useContext(CartCurrency);
  const perCurrency = new Map<string, { currency: Currency; total: number; orders: number }>();
  for (const o of orders)
    for (const a of o.totals) {
      const entry = perCurrency.get(a.billingModuleCurrency.id) ?? {
        currency: a.billingModuleCurrency,
        total: 0,
        orders: 0,
      };
      entry.total += Number(a.total);
      entry.orders += 1;
      perCurrency.set(a.billingModuleCurrency.id, entry);
    }
  const rows = [...perCurrency.values()].filter((r) => r.orders === orders.length);
  if (!rows.length) return null;
  return (
    <dl aria-label={w.totals} className="divide-y divide-stone-200 rounded-lg bg-stone-50 ring-1 ring-stone-200">
      {rows.map((r) => (
        <div
          key={r.currency.id}
          className={`flex justify-between px-4 py-2 ${r.currency.id === chosen?.id ? 'font-semibold text-stone-900' : 'text-stone-500'}`}
        >
          <dt>
            {w.total} {r.currency.slug.toUpperCase()}
          </dt>
          <dd>{formatMoney(r.total, r.currency, language)}</dd>
        </div>
      ))}
    </dl>
  );
}
