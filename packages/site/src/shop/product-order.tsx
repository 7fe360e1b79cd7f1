/** A product's own order controls: the product page's order area and the one-step product checkout. */
import { useEffect, useState, type FormEvent } from 'react';
import type { Language } from '@symbol/contracts/constants';
import { formatMoney } from '@symbol/contracts/intl';
import { trpc } from '../api/client.ts';
import type { PageNode } from '../api/types.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { text } from '../ui/node.ts';
import { useSite } from '../ui/site-context.tsx';
import { EmailField, goToPayment, ProviderSelect, useProviders } from './checkout-fields.tsx';
import { openCart } from './drawer.tsx';
import { LineButtons, QuantityField, Status, useLineEditor, useStatus } from './order-lines.tsx';
import { useOrders, useRefreshOrders, type Currency, type Provider } from './orders.ts';
import { useSubject } from './subject.ts';
import { useShopWords } from './words.ts';
import { PROJECT_ATTRIBUTE, track } from '../analytics/beacon.ts';
import { useFormStarted } from '../analytics/form-started.ts';
import { ConsentCheckbox } from '../ui/consent.tsx';

/** The product's cart line, if any: add (pending 'Adding...') or update, delete and checkout (spec §2). */
export function ProductOrderArea({ product }: { product: PageNode }) {
  const { subject, carts, loading, ensureSubject } = useOrders();
  const { w } = useShopWords();
  const refresh = useRefreshOrders();
  const [starting, setStarting] = useState(false);
  const line = carts.flatMap((o) => o.ordersToProducts).find((l) => l.productId === product.id);
  const [said, say] = useStatus();
  const editor = useLineEditor(line, subject?.id, say);
  const { quantity, setQuantity } = editor;
  const add = trpc.ecommerce.cart.add.useMutation();
  // A guest may add too: the first add starts an anonymous session (its cart survives sign-up).
  if (loading) return <Skeleton className="h-24" />;
  const done = (message: string) => async () => {
    await refresh();
    say(message);
  };
  return (
    <div data-order-area className="space-y-3 rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200">
      {line && <p className="text-sm font-medium text-stone-700">{w.inYourCart}</p>}
      <QuantityField
        value={quantity}
        onChange={setQuantity}
        label={w.quantity}
        onCommit={line ? editor.commit : undefined}
      />
      {line ? (
        <div className="flex flex-wrap gap-2">
          <LineButtons editor={editor} remove={w.delete} />
          <button type="button" onClick={openCart} className={buttonClass('primary', 'sm')}>
            {w.checkout}
          </button>
        </div>
      ) : (
        <button
          type="button"
          disabled={add.isPending || starting}
          onClick={async () => {
            setStarting(true);
            try {
              const subjectId = subject?.id ?? (await ensureSubject());
              await add.mutateAsync(
                { subjectId, data: { productId: product.id, quantity } },
                { onSuccess: done(w.updatedSuccessfully) },
              );
            } catch {
              // The failed call's toast is already shown (the session's or the mutation's).
            } finally {
              setStarting(false);
            }
          }}
          className={`${buttonClass('primary')} w-full disabled:opacity-60`}
        >
          {add.isPending || starting ? w.adding : w.addToCart}
        </button>
      )}
      <Status said={said} />
    </div>
  );
}

// --- one-step product checkout, thank-you ----------------------------------------------------------------

export function ProductCheckout({ product }: { product: PageNode }) {
  const { subject, loading, ensureSubject } = useSubject();
  const { w, language } = useShopWords();
  const providers = useProviders('dummy');
  const prices = (Array.isArray(product.prices) ? product.prices : []) as { amount: string; currency: Currency }[];
  const [currencyId, setCurrencyId] = useState<string>();
  const currency =
    prices.find((p) => p.currency.id === currencyId) ?? prices.find((p) => p.currency.isDefault) ?? prices[0];
  const [quantity, setQuantity] = useState(1);
  const [provider, setProvider] = useState<string>();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  useEffect(() => setEmail((e) => e || subject?.emails[0] || ''), [subject]);
  const checkout = trpc.billing.checkout.product.useMutation();
  const started = useFormStarted(product.id);
  if (loading) return <Skeleton className="h-48" />;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A guest pays too: the checkout starts an anonymous session first.
    const subjectId = subject?.id ?? (await ensureSubject().catch(() => undefined));
    if (!subjectId) return;
    track('payment_started', product.id);
    checkout.mutate(
      {
        subjectId,
        productId: product.id,
        data: {
          provider: (provider ?? providers.first) as Provider,
          email,
          quantity,
          billingModule: currency ? { currency: { id: currency.currency.id } } : undefined,
          language: language as Language,
          consent,
        },
      },
      { onSuccess: goToPayment },
    );
  };
  return (
    <form
      onSubmit={submit}
      {...started}
      {...{ [PROJECT_ATTRIBUTE]: product.id }}
      className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h3 className="font-serif text-2xl text-stone-900">{text(product, 'title')}</h3>
      {prices.length > 1 && (
        <div
          role="group"
          aria-label={useSite().words.currency}
          className="inline-flex gap-1 rounded-lg bg-stone-100 p-1"
        >
          {prices.map((p) => (
            <button
              key={p.currency.id}
              type="button"
              aria-pressed={p.currency.id === currency?.currency.id}
              onClick={() => setCurrencyId(p.currency.id)}
              className={`rounded-md px-3 py-1 text-sm font-semibold ${p.currency.id === currency?.currency.id ? 'bg-white shadow' : 'text-stone-600'}`}
            >
              {p.currency.symbol} {p.currency.slug.toUpperCase()}
            </button>
          ))}
        </div>
      )}
      <QuantityField value={quantity} onChange={setQuantity} label={w.quantity} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ProviderSelect names={providers.names} value={provider ?? providers.first} onChange={setProvider} />
        <EmailField value={email} onChange={setEmail} />
      </div>
      <ConsentCheckbox checked={consent} onChange={setConsent} />
      <button
        type="submit"
        disabled={checkout.isPending || checkout.isSuccess || !providers.first}
        className={`${buttonClass('primary')} w-full disabled:opacity-50`}
      >
        {checkout.isPending || checkout.isSuccess
          ? w.checkingOut
          : currency
            ? `${w.payNow} · ${formatMoney(Number(currency.amount) * quantity, currency.currency, language)}`
            : w.payNow}
      </button>
    </form>
  );
}

/** Widgets: the product a widget is about (the url's, else its first linked one). */
export function useWidgetProduct(node: PageNode): PageNode | undefined {
  const page = useSite().page;
  return (
    page?.segments['ecommerce.products.slug']?.record ??
    (Array.isArray(node.products) ? (node.products as PageNode[])[0] : undefined)
  );
}
