/**
 * The thank-you page: where the payment page comes back to (issue 27 §3): the payment's amount, each order's
 * number and lines, a recurring gift's interval, next payment and cancel (./recurring-gift.tsx), and what happens next (the receipt mail, when the money reaches the project). A payment
 * still being confirmed is read again every few seconds until it is settled.
 */
import { formatMoney, orderNumber } from '@symbol/contracts/intl';
import { useEffect } from 'react';
import { reachGoal } from '../analytics/beacon.ts';
import { trpc } from '../api/client.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { useSearchParam } from '../ui/hydrated.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { SiteLink } from '../ui/site-link.tsx';
import { RecurringGift } from './recurring-gift.tsx';
import { RetryPayment } from './retry-payment.tsx';
import { useSubject } from './subject.ts';
import { localized, useShopWords } from './words.ts';

const SETTLED = new Set(['succeeded', 'failed', 'canceled']);

/**
 * The thank-you page: the payment named by `?paymentIntentId=` and its orders. The server renders it signed out
 * ('sign in to see this'), whatever the address names; the browser then shows the visitor's payment.
 */
export function ThankYou() {
  const { subject, loading } = useSubject();
  const { w, status, language } = useShopWords();
  const intentId = useSearchParam('paymentIntentId') ?? '';
  const payment = trpc.billing.paymentIntent.useQuery(
    { subjectId: subject?.id ?? '', intentId },
    {
      enabled: !!subject && !!intentId,
      refetchInterval: (query) => (query.state.data && SETTLED.has(query.state.data.status) ? false : 3000),
    },
  );
  const paidId = payment.data?.status === 'succeeded' ? payment.data.id : undefined;
  // The funnel's last step for the vendor tags the visitor accepted (analytics/vendors.ts), once per payment.
  useEffect(() => {
    if (!paidId) return;
    const key = `analytics.paid.${paidId}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // No storage: told once for this page.
    }
    reachGoal('paid');
  }, [paidId]);
  if (!subject) return loading ? <Skeleton className="h-48" /> : <p className="text-stone-600">{w.signInFirst}</p>;
  if (!intentId) return <p className="text-stone-600">{w.noPayment}</p>;
  if (payment.error) throw payment.error;
  if (!payment.data) return <Skeleton className="h-48" />;
  const { data } = payment;
  const paid = data.status === 'succeeded';
  const declined = data.status === 'failed' || data.status === 'canceled';
  const orders = data.orders;
  return (
    <div data-payment-status={data.status} className="space-y-6">
      <div className={`rounded-xl p-6 ring-1 ${paid ? 'bg-green-50 ring-green-200' : 'bg-amber-50 ring-amber-200'}`}>
        <h2 className="font-serif text-3xl text-stone-900">{paid ? w.thankYou : w.paymentStatus}</h2>
        <p className="mt-2 text-lg text-stone-700">
          {paid ? w.paymentReceived : declined ? w.paymentDeclined : w.paymentNotReceived}
        </p>
        {!SETTLED.has(data.status) && <p className="mt-1 text-stone-600">{w.paymentPending}</p>}
        <p className="mt-4 text-3xl font-semibold text-stone-900">
          {formatMoney(data.amount, data.currency, language)}
        </p>
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-stone-700">
          {orders.map((order) => (
            <div key={order.id} className="flex gap-2">
              <dt>{w.orderNumber}</dt>
              <dd data-order-number className="font-mono font-semibold text-stone-900">
                {orderNumber(order.id)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {declined && (
        <RetryPayment subjectId={subject.id} intentId={data.id} provider={data.provider} recurring={!!data.recurring} />
      )}
      {!declined && <RecurringGift payment={data} />}
      {paid && (
        <section aria-labelledby="what-next" className="rounded-xl bg-stone-50 p-6 ring-1 ring-stone-200">
          <h3 id="what-next" className="font-serif text-xl text-stone-900">
            {w.whatNext}
          </h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-stone-700">
            <li>{data.email ? w.receiptComing.replace('{email}', data.email) : w.receiptComingNoEmail}</li>
            <li>{w.moneyToProject}</li>
          </ul>
          <SiteLink address="/donate" className={`${buttonClass('outline', 'sm')} mt-4 inline-flex`}>
            {w.giveAgain}
          </SiteLink>
        </section>
      )}
      {orders.map((order) => (
        <section
          key={order.id}
          aria-label={`${w.order} ${orderNumber(order.id)}`}
          className="rounded-lg ring-1 ring-stone-200"
        >
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
                    .filter((a) => a.billingModuleCurrency.id === data.currency.id)
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
