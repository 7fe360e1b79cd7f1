/**
 * The thank-you page's word on a recurring gift (issue 27 §2): that it recurs and how often, its amount per period
 * and next payment, and how to cancel it (the signed link of its mails, which works for a guest too, and the
 * account's list for a donor with an account). All of it from the server's answer for the payment, not guessed here.
 */
import { formatDate, formatMoney } from '@symbol/contracts/intl';
import { intervalWords } from '@symbol/contracts/recurring';
import type { Outputs } from '../api/types.ts';
import { AUTH_PATHS } from '../session/paths.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { SiteLink } from '../ui/site-link.tsx';
import { useSubject } from './subject.ts';
import { useShopWords } from './words.ts';

type Payment = Outputs['billing']['paymentIntent'];

export function RecurringGift({ payment }: { payment: Payment }) {
  const { w, language } = useShopWords();
  const { subject } = useSubject();
  const { recurring } = payment;
  if (!recurring) return null;
  const said = intervalWords(recurring.interval, language);
  const { subscription } = recurring;
  if (!subscription)
    // The payment is still being confirmed: the gift starts with it.
    return (
      <p className="rounded-xl bg-stone-50 p-4 text-stone-700 ring-1 ring-stone-200">
        {w.recurringStarting
          .replace('{gift}', said.gift)
          .replace('{amount}', formatMoney(payment.amount, payment.currency, language))
          .replace('{every}', said.every)}
      </p>
    );
  return (
    <section aria-labelledby="recurring-gift" className="rounded-xl bg-white p-6 ring-1 ring-stone-200">
      <h3 id="recurring-gift" className="font-serif text-xl text-stone-900">
        {w.recurringGiftTitle.replace('{gift}', said.gift)}
      </h3>
      <p className="mt-2 text-2xl font-semibold text-stone-900">
        {said.per.replace('{amount}', formatMoney(subscription.amount, payment.currency, language))}
      </p>
      {subscription.nextChargeAt && (
        <p className="mt-1 text-stone-700">
          {w.nextPayment.replace('{date}', formatDate(subscription.nextChargeAt, language))}
        </p>
      )}
      <p className="mt-3 text-stone-600">{w.recurringCancelHow}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {/* A signed-in donor's list of gifts; a guest (no email of an account) has the signed link only. */}
        {!!subject?.emails.length && (
          <SiteLink address={`${AUTH_PATHS.settings}#recurring-gifts`} className={buttonClass('outline', 'sm')}>
            {w.recurringAccount}
          </SiteLink>
        )}
        <a href={subscription.cancelUrl} className={`${buttonClass('secondary', 'sm')}`}>
          {w.recurringCancelNow.replace('{gift}', said.gift)}
        </a>
      </div>
    </section>
  );
}
