/** The cart drawer (spec §2 "Cart drawer"): a round button with the item count opening the 'Cart' dialog. */
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { countWords } from '../i18n.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { useScrollingDown } from '../ui/scrolling-down.ts';
import { SkeletonRows } from '../ui/skeleton.tsx';
import { useOrders } from './orders.ts';
import { useShopWords } from './words.ts';

// The cart's content (its lines, the checkout) loads when the drawer is first opened, or as the pointer or the focus
// reaches its button: every page places the button, few visitors open it (and the server never renders it open).
const loadCheckout = () => import('./checkout.tsx');
const CartCheckout = lazy(async () => ({ default: (await loadCheckout()).CartCheckout }));

const OPEN_CART = 'symbol:open-cart';
export const openCart = () => window.dispatchEvent(new Event(OPEN_CART));

/** cart-default widget: a round cart icon with the item count; it opens the drawer titled 'Cart'. */
export function CartDrawerWidget() {
  const { subject, quantity } = useOrders();
  const { w, language } = useShopWords();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // A line added (the count changed) brings it back: the cart is what the visitor may want next.
  const reading = useScrollingDown(quantity);
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
        onPointerEnter={() => void loadCheckout()}
        onFocus={() => void loadCheckout()}
        aria-haspopup="dialog"
        aria-label={quantity ? `${w.openCart} (${countWords(language, 'itemsInCart', quantity)})` : w.openCart}
        // Out of the way while the visitor reads down the page (it covered text and buttons on phones), back on a
        // scroll up or when reached by Tab.
        data-stepped-aside={reading || undefined}
        className={`fixed right-4 bottom-[calc(1rem+var(--consent-offset,0px))] z-40 flex h-14 w-14 items-center justify-center rounded-full bg-red-800 text-white shadow-lg hover:bg-red-900 focus-visible:translate-y-0 focus-visible:opacity-100 focus-visible:ring-4 focus-visible:ring-red-800/40 focus-visible:outline-none motion-safe:transition ${reading ? 'translate-y-24 opacity-0' : ''}`}
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
          <Suspense fallback={<SkeletonRows heights={['h-20', 'h-20', 'h-12']} />}>
            <CartCheckout />
          </Suspense>
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
  // The latest onClose, read by the Escape handler: the effect below runs once, on opening. Re-run on every new
  // onClose (a re-render of the cart button, as when a quantity saved changes its count), it took the focus
  // from the field being typed in back to the panel.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close.current();
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, []);
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
