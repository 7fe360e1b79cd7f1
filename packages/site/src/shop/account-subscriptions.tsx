/**
 * The account's recurring gifts (issue 27 §2): each with its project, amount per period said by its interval
 * ("₽600 a week", "600 ₽ в месяц"), state, next payment and payments so far, and a Cancel that asks once before it stops the renewals. Shown only to a donor
 * who has one; the renewals themselves are listed with the other orders (./account-orders.tsx).
 */
import { useState } from 'react';
import { formatDate, formatMoney } from '@symbol/contracts/intl';
import { intervalWords } from '@symbol/contracts/recurring';
import { trpc } from '../api/client.ts';
import type { Outputs } from '../api/types.ts';
import { countWords } from '../i18n.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { useSubject } from './subject.ts';
import { localized, useShopWords } from './words.ts';
import { AccountSection } from '../ui/account-section.tsx';

type Card = Outputs['billing']['subscriptions']['ofSubject'][number];

export function AccountSubscriptions() {
  const { subject } = useSubject();
  const { w } = useShopWords();
  const list = trpc.billing.subscriptions.ofSubject.useQuery({ subjectId: subject?.id ?? '' }, { enabled: !!subject });
  if (!subject || (list.data && list.data.length === 0)) return null;
  return (
    <AccountSection id="recurring-gifts" title={w.recurringGifts}>
      {list.isPending ? (
        <Skeleton className="mt-4 h-20" />
      ) : (
        <ul className="mt-4 divide-y divide-stone-200">
          {list.data?.map((card) => (
            <SubscriptionItem key={card.id} subjectId={subject.id} card={card} onChanged={() => list.refetch()} />
          ))}
        </ul>
      )}
    </AccountSection>
  );
}

const STATE_STYLE: Record<Card['status'], string> = {
  active: 'bg-green-50 text-green-800 ring-green-200',
  past_due: 'bg-amber-50 text-amber-900 ring-amber-200',
  cancelled: 'bg-stone-100 text-stone-600 ring-stone-200',
};

function SubscriptionItem({ subjectId, card, onChanged }: { subjectId: string; card: Card; onChanged: () => void }) {
  const { w, language } = useShopWords();
  const [asking, setAsking] = useState(false);
  const cancel = trpc.billing.subscriptions.cancel.useMutation({ onSuccess: onChanged });
  const state = {
    active: w.subscriptionActive,
    past_due: w.subscriptionPastDue,
    cancelled: card.cancelledAt
      ? w.cancelledOn.replace('{date}', formatDate(card.cancelledAt, language))
      : w.subscriptionCancelled,
  }[card.status];
  const title = localized(card.product.title, language);
  const said = intervalWords(card.interval, language);
  const cancelWords = w.cancelRecurring.replace('{gift}', said.gift);
  return (
    <li className="space-y-2 py-4" aria-label={title}>
      <p className="flex flex-wrap items-baseline justify-between gap-x-4">
        <span className="font-semibold text-stone-900">{title}</span>
        <span className="font-medium text-stone-900">
          {said.per.replace('{amount}', formatMoney(card.amount, card.currency, language))}
        </span>
      </p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
        <span className={`rounded-full px-2 py-0.5 font-medium ring-1 ${STATE_STYLE[card.status]}`}>{state}</span>
        {card.nextChargeAt && <span>{w.nextPayment.replace('{date}', formatDate(card.nextChargeAt, language))}</span>}
        <span>{countWords(language, 'payments', card.payments)}</span>
      </p>
      {card.status !== 'cancelled' &&
        (asking ? (
          <div role="group" aria-label={cancelWords} className="space-y-2 rounded-lg bg-stone-50 p-3">
            <p className="text-sm text-stone-800">{w.cancelRecurringQuestion}</p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate({ subjectId, subscriptionId: card.id })}
                className={`${buttonClass('primary')} disabled:opacity-50`}
              >
                {w.cancelRecurringConfirm}
              </button>
              <button type="button" autoFocus onClick={() => setAsking(false)} className={buttonClass('secondary')}>
                {w.keepGiving}
              </button>
            </div>
            {cancel.isError && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {w.cancelFailed}
              </p>
            )}
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setAsking(true)}
            className="text-left text-sm font-semibold text-red-800 underline"
          >
            {cancelWords}
          </button>
        ))}
    </li>
  );
}
