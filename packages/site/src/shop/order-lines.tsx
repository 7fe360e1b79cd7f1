/** The spec's order variants: a cart order, its lines with their quantity, update and delete. */
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { trpc } from '../api/client.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { SiteLink } from '../ui/site-link.tsx';
import { toastSuccess } from '../ui/toast.ts';
import { AmountIn, CartCurrency } from './currency-choice.tsx';
import { useRefreshOrders, type Line, type Order } from './orders.ts';
import { localized, useShopWords } from './words.ts';

/**
 * orders-to-products-quantity-default: a line's quantity field. With `onCommit` (a cart line's), Enter and leaving
 * the field save at once, and Enter never submits the form around it (the cart's checkout).
 */
export function QuantityField({
  value,
  onChange,
  label,
  onCommit,
}: {
  value: number;
  onChange: (value: number) => void;
  label: string;
  onCommit?: () => void;
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
        onKeyDown={
          onCommit &&
          ((e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            onCommit();
          })
        }
        onBlur={onCommit}
        className="block w-20 rounded-md border border-stone-300 bg-white px-3 py-1 text-stone-900 focus:border-red-800 focus:ring-2 focus:ring-red-800/30 focus:outline-none"
      />
    </div>
  );
}

/** How long a typed quantity waits for the next keystroke before it is saved. */
const SAVE_AFTER_MS = 700;

/**
 * A short-lived status beside the controls that changed ('Updated successfully'): said where the change was made,
 * in an aria-live region, never over other controls as a toast was (it covered the cart's close button).
 */
export function useStatus() {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(''), 5000);
    return () => clearTimeout(timer);
  }, [said]);
  return [said, setSaid] as const;
}

export function Status({ said }: { said: string }) {
  return (
    <p role="status" className="min-h-5 text-sm text-green-800">
      {said}
    </p>
  );
}

/**
 * A cart line's quantity being edited and its save (0 deletes the line), with the spec's success messages told by
 * `say`. A typed quantity is saved once typing pauses, at once on Enter or when the field is left; Update saves now.
 */
export function useLineEditor(line: Line | undefined, subjectId: string | undefined, say: (said: string) => void) {
  const { w } = useShopWords();
  const refresh = useRefreshOrders();
  const [quantity, setQuantity] = useState(line?.quantity ?? 1);
  useEffect(() => setQuantity(line?.quantity ?? 1), [line?.quantity]);
  const update = trpc.ecommerce.cart.update.useMutation();
  // The quantity last sent: a pause after Update (or Enter) sends nothing more.
  const sent = useRef(line?.quantity);
  useEffect(() => {
    sent.current = line?.quantity;
  }, [line?.quantity]);
  const save = (next: number) => {
    if (!line || !subjectId) return;
    sent.current = next;
    update.mutate(
      { subjectId, orderId: line.orderId, data: { ordersToProducts: [{ id: line.id, quantity: next }] } },
      {
        onSuccess: async () => {
          await refresh();
          say(next === 0 ? w.deletedSuccessfully : w.updatedSuccessfully);
        },
      },
    );
  };
  // The pause's timer calls the latest save (a render in between must not restart the wait).
  const latestSave = useRef(save);
  latestSave.current = save;
  const changed = line !== undefined && quantity !== line.quantity && quantity !== sent.current;
  const commit = () => {
    if (changed) save(quantity);
  };
  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => latestSave.current(quantity), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [changed, quantity]);
  return { quantity, setQuantity, save, commit, pending: update.isPending, unchanged: !changed };
}

/** Update (when the quantity changed) and remove; `of` names the line in the buttons' accessible names. */
export function LineButtons({
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

/** One cart line: product, quantity (saved as it changes, and Update) and its total in the chosen currency, dimmed without one. */
export function CartLine({ line, subjectId, say }: { line: Line; subjectId: string; say: (said: string) => void }) {
  const { language, w } = useShopWords();
  const { chosen } = useContext(CartCurrency);
  const editor = useLineEditor(line, subjectId, say);
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
        <QuantityField
          value={editor.quantity}
          onChange={editor.setQuantity}
          label={w.quantity}
          onCommit={editor.commit}
        />
        <LineButtons editor={editor} remove={w.removeLine} of={title} />
      </div>
    </li>
  );
}

/** delete-from-order: deletes a whole open order. */
export function DeleteOrderButton({ order, subjectId }: { order: Order; subjectId: string }) {
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
export function OrderInCart({ order, subjectId }: { order: Order; subjectId: string }) {
  const { w } = useShopWords();
  const { chosen } = useContext(CartCurrency);
  const priced = order.totals.some((a) => a.billingModuleCurrency.id === chosen?.id);
  // Said for the order, not the line: a removed line's own place is gone.
  const [said, say] = useStatus();
  return (
    <section aria-label={w.order} data-order={order.id} className="rounded-lg ring-1 ring-stone-200">
      <ul className="divide-y divide-stone-200 px-4">
        {order.ordersToProducts.map((line) => (
          <CartLine key={line.id} line={line} subjectId={subjectId} say={say} />
        ))}
      </ul>
      <div className="px-4">
        <Status said={said} />
      </div>
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
