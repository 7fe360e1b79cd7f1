/**
 * Cart, orders and checkout in the browser (spec §2 "Cart drawer", "Product page order area", "Order
 * variants", "Cart checkout"). Loaded only on pages that place one of these widgets. Everything reads the
 * subject's orders from one call (`ecommerce.cart.list`: orders, lines, each line's and each order's totals
 * per currency); writes invalidate it.
 */
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { Language, PAYMENT_PROVIDERS } from '@symbol/contracts/constants';
import { formatMoney } from '@symbol/contracts/intl';
import { countWords } from '../i18n.ts';
import { trpc } from '../api/client.ts';
import type { Outputs, PageNode } from '../api/types.ts';
import { Render, type VariantProps } from '../registry/registry.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { Skeleton, SkeletonRows } from '../ui/skeleton.tsx';
import { text } from '../ui/node.ts';
import { useSite } from '../ui/site-context.tsx';
import { SiteLink } from '../ui/site-link.tsx';
import { toastSuccess } from '../ui/toast.ts';
import { useSubject } from './subject.ts';
import { localized, useShopWords } from './words.ts';

type Provider = (typeof PAYMENT_PROVIDERS)[number];

/** A subject's order as `ecommerce.cart.list` answers it: its lines, each line's and the order's totals. */
export type Order = Outputs['ecommerce']['cart']['list'][number];
export type Line = Order['ordersToProducts'][number];
/** An amount in one currency: an order's total or a line's. */
export type Amount = Order['totals'][number] | Line['totals'][number];
/** A currency as amounts name it; only a line's amount says whether it is the default one. */
export type Currency = Amount['billingModuleCurrency'] &
  Partial<Pick<Line['totals'][number]['billingModuleCurrency'], 'isDefault'>>;

const CONTROL =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:border-red-800 focus:ring-2 focus:ring-red-800/30 focus:outline-none';

const isCart = (order: Order) => order.type === 'cart' && order.status === 'new';

/** The subject's orders (one request), its open cart orders and the number of items in them. */
export function useOrders() {
  const { subject, loading, ensureSubject } = useSubject();
  const list = trpc.ecommerce.cart.list.useQuery({ subjectId: subject?.id ?? '' }, { enabled: !!subject });
  const orders = list.data ?? [];
  const carts = orders.filter(isCart);
  const quantity = carts.reduce((sum, o) => sum + o.ordersToProducts.reduce((s, l) => s + l.quantity, 0), 0);
  return {
    subject,
    ensureSubject,
    loading: loading || (!!subject && list.isPending),
    error: list.error,
    orders,
    carts,
    quantity,
  };
}

/**
 * Reads the orders again after a write. A read still in flight is cancelled first: TanStack Query reuses an
 * in-flight first read on invalidation, and a guest's first read can start beside the first add (the session
 * it makes enables it) and answer the cart as it was before the add.
 */
function useRefreshOrders() {
  const utils = trpc.useUtils();
  return async () => {
    await utils.ecommerce.cart.list.cancel();
    await utils.ecommerce.cart.list.invalidate();
  };
}

// --- currency choice: the currencies the cart's lines are priced in, the default one first chosen -------

const CartCurrency = createContext<{ currencies: Currency[]; chosen?: Currency; choose: (id: string) => void }>({
  currencies: [],
  choose: () => {},
});

function CurrencyChoiceProvider({ amounts, children }: { amounts: Amount[]; children: ReactNode }) {
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

function CurrencySwitch() {
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

function AmountIn({ amounts, className = '' }: { amounts: Amount[]; className?: string }) {
  const { chosen } = useContext(CartCurrency);
  const { language, w } = useShopWords();
  const amount = amounts.find((a) => a.billingModuleCurrency.id === chosen?.id);
  if (!amount) return <span className={`text-sm text-stone-500 italic ${className}`}>{w.noPrice}</span>;
  return <span className={className}>{formatMoney(amount.total, amount.billingModuleCurrency, language)}</span>;
}

// --- order variants ------------------------------------------------------------------------------------

/** orders-to-products-quantity-default: a line's quantity field. */
export function QuantityField({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (value: number) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-stone-600">
        {label}
      </label>
      <input
        id={id}
        type="number"
        min={1}
        max={10000}
        inputMode="numeric"
        value={Number.isFinite(value) ? value : ''}
        onChange={(e) => onChange(Math.max(1, Math.floor(Number(e.target.value) || 1)))}
        className="block w-20 rounded-md border border-stone-300 bg-white px-3 py-1 text-stone-900 focus:border-red-800 focus:ring-2 focus:ring-red-800/30 focus:outline-none"
      />
    </div>
  );
}

/** A cart line's quantity being edited, and its save (0 deletes the line) with the spec's success toasts. */
function useLineEditor(line: Line | undefined, subjectId: string | undefined) {
  const { w } = useShopWords();
  const refresh = useRefreshOrders();
  const [quantity, setQuantity] = useState(line?.quantity ?? 1);
  useEffect(() => setQuantity(line?.quantity ?? 1), [line?.quantity]);
  const update = trpc.ecommerce.cart.update.useMutation();
  const save = (next: number) =>
    line &&
    subjectId &&
    update.mutate(
      { subjectId, orderId: line.orderId, data: { ordersToProducts: [{ id: line.id, quantity: next }] } },
      {
        onSuccess: async () => {
          await refresh();
          toastSuccess(next === 0 ? w.deletedSuccessfully : w.updatedSuccessfully);
        },
      },
    );
  return { quantity, setQuantity, save, pending: update.isPending, unchanged: quantity === line?.quantity };
}

/** Update (when the quantity changed) and remove; `of` names the line in the buttons' accessible names. */
function LineButtons({
  editor,
  remove,
  of,
}: {
  editor: ReturnType<typeof useLineEditor>;
  remove: string;
  of?: string;
}) {
  const { w } = useShopWords();
  return (
    <>
      <button
        type="button"
        disabled={editor.pending || editor.unchanged}
        onClick={() => editor.save(editor.quantity)}
        className={`${buttonClass('outline', 'sm')} disabled:opacity-40`}
        aria-label={of ? `${w.update}: ${of}` : undefined}
      >
        {w.update}
      </button>
      <button
        type="button"
        disabled={editor.pending}
        onClick={() => editor.save(0)}
        className={`${buttonClass('ghost', 'sm')} text-red-800 ${of ? 'ml-auto' : ''}`}
        aria-label={of ? `${remove}: ${of}` : undefined}
      >
        {remove}
      </button>
    </>
  );
}

/** One cart line: product, quantity (with Update) and its total in the chosen currency, dimmed without one. */
function CartLine({ line, subjectId }: { line: Line; subjectId: string }) {
  const { language, w } = useShopWords();
  const { chosen } = useContext(CartCurrency);
  const editor = useLineEditor(line, subjectId);
  const priced = line.totals.some((a) => a.billingModuleCurrency.id === chosen?.id);
  const title = localized(line.product.title, language) || line.product.slug;
  return (
    <li
      data-line={line.product.slug}
      data-priced={priced ? 'true' : 'false'}
      className={`space-y-2 py-4 ${priced ? '' : 'opacity-50'}`}
    >
      <div className="flex items-start justify-between gap-4">
        <SiteLink
          address={`/ecommerce/products/${line.product.slug}`}
          className="font-medium text-stone-900 hover:underline"
        >
          {title}
        </SiteLink>
        <AmountIn amounts={line.totals} className="shrink-0 font-semibold whitespace-nowrap text-red-900" />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <QuantityField value={editor.quantity} onChange={editor.setQuantity} label={w.quantity} />
        <LineButtons editor={editor} remove={w.removeLine} of={title} />
      </div>
    </li>
  );
}

/** delete-from-order: deletes a whole open order. */
function DeleteOrderButton({ order, subjectId }: { order: Order; subjectId: string }) {
  const { w } = useShopWords();
  const refresh = useRefreshOrders();
  const remove = trpc.ecommerce.cart.delete.useMutation();
  return (
    <button
      type="button"
      disabled={remove.isPending}
      onClick={() =>
        remove.mutate(
          { subjectId, orderId: order.id },
          {
            onSuccess: async () => {
              await refresh();
              toastSuccess(w.deletedSuccessfully);
            },
          },
        )
      }
      className={`${buttonClass('ghost', 'sm')} text-red-800`}
    >
      {w.deleteOrder}
    </button>
  );
}

/** cart-default: an order of the cart, its lines and its total in the chosen currency. */
function OrderInCart({ order, subjectId }: { order: Order; subjectId: string }) {
  const { w } = useShopWords();
  const { chosen } = useContext(CartCurrency);
  const priced = order.totals.some((a) => a.billingModuleCurrency.id === chosen?.id);
  return (
    <section aria-label={w.order} data-order={order.id} className="rounded-lg ring-1 ring-stone-200">
      <ul className="divide-y divide-stone-200 px-4">
        {order.ordersToProducts.map((line) => (
          <CartLine key={line.id} line={line} subjectId={subjectId} />
        ))}
      </ul>
      <div
        className={`flex items-center justify-between gap-3 border-t border-stone-200 px-4 py-3 ${priced ? '' : 'opacity-50'}`}
      >
        <DeleteOrderButton order={order} subjectId={subjectId} />
        <p className="text-right">
          <span className="mr-2 text-sm text-stone-600">{w.total}</span>
          <AmountIn amounts={order.totals} className="font-semibold" />
        </p>
      </div>
    </section>
  );
}

// --- checkout -------------------------------------------------------------------------------------------

function useProviders(fallback: 'stripe' | 'dummy') {
  const providers = trpc.billing.providers.useQuery(undefined, { staleTime: 5 * 60_000 });
  const names = (providers.data ?? []).map((p) => p.name);
  const first = names.includes(fallback) ? fallback : names[0];
  return { names, first, loading: providers.isPending };
}

function ProviderSelect({
  names,
  value,
  onChange,
}: {
  names: string[];
  value?: string;
  onChange: (v: string) => void;
}) {
  const { w, provider: providerName } = useShopWords();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {w.provider}
      </label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)} className={`${CONTROL} mt-1`}>
        {names.map((name) => (
          <option key={name} value={name}>
            {providerName(name)}
          </option>
        ))}
      </select>
    </div>
  );
}

function EmailField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { w } = useShopWords();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {w.invoiceEmail}
      </label>
      <input
        id={id}
        type="email"
        required
        autoComplete="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${CONTROL} mt-1`}
      />
    </div>
  );
}

/** Goes to the provider's payment page: `billingModule.invoices[0].paymentUrl` (spec §4). */
function goToPayment(answer: unknown) {
  const url = (answer as { billingModule?: { invoices?: { paymentUrl?: string }[] } }).billingModule?.invoices?.[0]
    ?.paymentUrl;
  if (url) window.location.assign(url);
}

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
  const checkout = trpc.billing.checkout.cart.useMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
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

// --- the drawer -----------------------------------------------------------------------------------------

const OPEN_CART = 'symbol:open-cart';
export const openCart = () => window.dispatchEvent(new Event(OPEN_CART));

/** cart-default widget: a round cart icon with the item count; it opens the drawer titled 'Cart'. */
export function CartDrawerWidget() {
  const { subject, quantity } = useOrders();
  const { w, language } = useShopWords();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_CART, onOpen);
    return () => window.removeEventListener(OPEN_CART, onOpen);
  }, []);
  if (!subject) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        data-floating-cart
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={quantity ? `${w.openCart} (${countWords(language, 'itemsInCart', quantity)})` : w.openCart}
        className="fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-red-800 text-white shadow-lg hover:bg-red-900 focus-visible:ring-4 focus-visible:ring-red-800/40 focus-visible:outline-none"
      >
        <CartIcon />
        {quantity > 0 && (
          <span
            data-cart-badge
            className="absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs font-bold text-stone-900 ring-2 ring-white"
          >
            {quantity}
          </span>
        )}
      </button>
      {open && (
        <Drawer
          title={w.cart}
          closeLabel={w.closeCart}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        >
          <CartCheckout />
        </Drawer>
      )}
    </>
  );
}

function Drawer({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-black/40" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="absolute top-0 right-0 flex h-full w-[400px] max-w-full flex-col bg-white shadow-xl outline-none sm:w-[540px]"
      >
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
          <h2 id={titleId} className="font-serif text-2xl text-stone-900">
            {title}
          </h2>
          <button type="button" onClick={onClose} className={buttonClass('ghost', 'sm')} aria-label={closeLabel}>
            <span aria-hidden="true" className="text-2xl leading-none">
              ×
            </span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
      </div>
    </div>
  );
}

function CartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path
        d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h7.7a2 2 0 0 0 2-1.6L21 8H6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="20" r="1.5" />
      <circle cx="17" cy="20" r="1.5" />
    </svg>
  );
}

// --- the product page's order area ---------------------------------------------------------------------

/** The product's cart line, if any: add (pending 'Adding...') or update, delete and checkout (spec §2). */
export function ProductOrderArea({ product }: { product: PageNode }) {
  const { subject, carts, loading, ensureSubject } = useOrders();
  const { w } = useShopWords();
  const refresh = useRefreshOrders();
  const [starting, setStarting] = useState(false);
  const line = carts.flatMap((o) => o.ordersToProducts).find((l) => l.productId === product.id);
  const editor = useLineEditor(line, subject?.id);
  const { quantity, setQuantity } = editor;
  const add = trpc.ecommerce.cart.add.useMutation();
  // A guest may add too: the first add starts an anonymous session (its cart survives sign-up).
  if (loading) return <Skeleton className="h-24" />;
  const done = (message: string) => async () => {
    await refresh();
    toastSuccess(message);
  };
  return (
    <div data-order-area className="space-y-3 rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200">
      {line && <p className="text-sm font-medium text-stone-700">{w.inYourCart}</p>}
      <QuantityField value={quantity} onChange={setQuantity} label={w.quantity} />
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
  useEffect(() => setEmail((e) => e || subject?.emails[0] || ''), [subject]);
  const checkout = trpc.billing.checkout.product.useMutation();
  if (loading) return <Skeleton className="h-48" />;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A guest pays too: the checkout starts an anonymous session first.
    const subjectId = subject?.id ?? (await ensureSubject().catch(() => undefined));
    if (!subjectId) return;
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
        },
      },
      { onSuccess: goToPayment },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
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

/** The thank-you page: the payment named by `?paymentIntentId=` and its orders. */
export function ThankYou() {
  const { subject, loading } = useSubject();
  const { w, status, language } = useShopWords();
  const intentId = new URLSearchParams(window.location.search).get('paymentIntentId') ?? '';
  const payment = trpc.billing.paymentIntent.useQuery(
    { subjectId: subject?.id ?? '', intentId },
    { enabled: !!subject && !!intentId },
  );
  if (!intentId) return <p className="text-stone-600">{w.noPayment}</p>;
  if (!subject) return loading ? <Skeleton className="h-48" /> : <p className="text-stone-600">{w.signInFirst}</p>;
  if (payment.error) throw payment.error;
  if (!payment.data) return <Skeleton className="h-48" />;
  const paid = payment.data.status === 'succeeded';
  const orders = payment.data.orders;
  return (
    <div data-payment-status={payment.data.status} className="space-y-6">
      <div className={`rounded-xl p-6 ring-1 ${paid ? 'bg-green-50 ring-green-200' : 'bg-amber-50 ring-amber-200'}`}>
        <h2 className="font-serif text-3xl text-stone-900">{paid ? w.thankYou : w.paymentStatus}</h2>
        <p className="mt-2 text-lg text-stone-700">{paid ? w.paymentReceived : w.paymentNotReceived}</p>
        <p className="mt-4 text-2xl font-semibold text-stone-900">
          {formatMoney(payment.data.amount, payment.data.currency, language)}
        </p>
      </div>
      {orders.map((order) => (
        <section key={order.id} aria-label={w.order} className="rounded-lg ring-1 ring-stone-200">
          <p className="flex justify-between border-b border-stone-200 px-4 py-3 text-sm">
            <span className="text-stone-600">{w.orderStatus}</span>
            <span data-order-status={order.status} className="font-semibold text-stone-900">
              {status(order.status)}
            </span>
          </p>
          <ul className="divide-y divide-stone-200 px-4">
            {order.ordersToProducts.map((line) => (
              <li key={line.id} className="flex justify-between gap-4 py-3">
                <span>
                  {localized(line.product.title, language)} × {line.quantity}
                </span>
                <span className="text-stone-700">
                  {line.totals
                    .filter((a) => a.billingModuleCurrency.id === payment.data.currency.id)
                    .map((a) => formatMoney(a.total, a.billingModuleCurrency, language))}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

// --- the registry's order variants (registered lazily by ../modules/shop.tsx) -----------------------------

const orderOf = (node: PageNode) => node as Order & { subjectId: string };

/** cart-default (and default): an order of the cart; the node is the order with its subject's id. */
export const OrderVariant = ({ node }: VariantProps) => (
  <OrderInCart order={orderOf(node)} subjectId={orderOf(node).subjectId} />
);
/** delete-from-order: the order's delete button. */
export const DeleteFromOrderVariant = ({ node }: VariantProps) => (
  <DeleteOrderButton order={orderOf(node)} subjectId={orderOf(node).subjectId} />
);
/** orders-to-products-quantity-default: one line with its quantity (the node is the line with its subject's id). */
export const LineQuantityVariant = ({ node }: VariantProps) => (
  <ul>
    <CartLine line={node as Line} subjectId={String(node.subjectId)} />
  </ul>
);
/** create: the add-to-cart control of a product (the node is the product). */
export const CreateOrderVariant = ({ node }: VariantProps) => <ProductOrderArea product={node} />;

/** Widgets: the product a widget is about (the url's, else its first linked one). */
export function useWidgetProduct(node: PageNode): PageNode | undefined {
  const page = useSite().page;
  return (
    page?.segments['ecommerce.products.slug']?.record ??
    (Array.isArray(node.products) ? (node.products as PageNode[])[0] : undefined)
  );
}
