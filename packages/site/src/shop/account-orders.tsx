/**
 * The account's orders and donations (issue 27 §3): every order of the subject but the open cart, newest first
 * (the one bounded `ecommerce.cart.list` call the cart already makes), each with its number, date, lines, total,
 * status and receipt, and the yearly statement of each year a gift was paid in (issue 32 §1); and the account's "Confirm your email" note with a resend button while an address is not
 * verified.
 */
import { formatDate, formatMoney, orderNumber } from '@symbol/contracts/intl';
import type { MeIdentity } from '../session/use-session.tsx';
import { ResendVerificationButton } from '../session/identity-list.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { isCart, useOrders } from './orders.ts';
import { localized, useShopWords } from './words.ts';
import { AccountSection } from '../ui/account-section.tsx';

export function AccountOrders() {
  const { orders, loading, subject } = useOrders();
  const { w, status, language } = useShopWords();
  const past = orders.filter((order) => !isCart(order));
  // The years something was paid in (a receipt was issued), newest first: each has its statement.
  const years = [...new Set(past.filter((o) => o.receipt).map((o) => new Date(o.createdAt).getUTCFullYear()))].sort(
    (a, b) => b - a,
  );
  return (
    <AccountSection id="orders" title={w.ordersAndDonations}>
      {subject && years.length > 0 && (
        <div className="mt-3 rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {years.map((year) => (
              <li key={year}>
                <a
                  href={`/api/rbac/subjects/${subject.id}/ecommerce-module/statements/${year}?language=${language}`}
                  download
                  className="font-semibold text-red-800 underline"
                >
                  {w.yearlyStatement.replace('{year}', String(year))}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-stone-600">{w.yearlyStatementNote}</p>
        </div>
      )}
      {loading ? (
        <Skeleton className="mt-4 h-24" />
      ) : past.length === 0 ? (
        <p className="mt-3 text-stone-600">{w.noOrders}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200">
          {past.map((order) => (
            <li key={order.id} data-order={orderNumber(order.id)} className="space-y-1 py-4">
              <p className="flex flex-wrap items-baseline justify-between gap-x-4">
                <span className="font-semibold text-stone-900">
                  {w.order} <span className="font-mono">{orderNumber(order.id)}</span>
                </span>
                <span className="text-sm text-stone-600">{formatDate(order.createdAt, language)}</span>
              </p>
              <ul className="text-stone-700">
                {order.ordersToProducts.map((line) => (
                  <li key={line.id} className="flex justify-between gap-4">
                    <span>{localized(line.product.title, language)}</span>
                    <span className="font-medium">
                      {line.totals.length === 1
                        ? formatMoney(line.totals[0]!.total, line.totals[0]!.billingModuleCurrency, language)
                        : line.quantity > 1
                          ? `× ${line.quantity}`
                          : ''}
                    </span>
                  </li>
                ))}
              </ul>
              <p className="flex flex-wrap items-center justify-between gap-x-4 text-sm">
                <span data-order-status={order.status} className="text-stone-600">
                  {status(order.status)}
                </span>
                {order.receipt ? (
                  <a
                    href={order.receipt}
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-red-800 underline"
                  >
                    {w.receipt}
                  </a>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}

/** "Confirm your email": why it matters and a resend, for each email identity not verified yet. */
export function ConfirmEmailNote({ subjectId, identities }: { subjectId: string; identities: MeIdentity[] }) {
  const { w } = useShopWords();
  const unverified = identities.filter((i) => i.provider === 'email_and_password' && i.email && !i.verifiedAt);
  if (unverified.length === 0) return null;
  return (
    <section aria-labelledby="confirm-email-title" className="rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200">
      <h2 id="confirm-email-title" className="font-serif text-xl text-stone-900">
        {w.confirmEmailTitle}
      </h2>
      {unverified.map((identity) => (
        <div key={identity.id} className="mt-2 space-y-2 text-stone-800">
          <p>{w.confirmEmailText.replace('{email}', identity.email!)}</p>
          <ResendVerificationButton subjectId={subjectId} identityId={identity.id} />
        </div>
      ))}
    </section>
  );
}
