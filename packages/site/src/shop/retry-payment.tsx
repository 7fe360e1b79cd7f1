/**
 * A declined payment is not a dead end (issue 32 §4): on the payment's page, "Try again" pays the same orders
 * again through the same method, "Choose another method" offers the others; the gift's amount, email, language and
 * options stay as they were (the server's `billing.retryPayment` reads them from the failed payment and its order).
 */
import { useState } from 'react';
import { trpc } from '../api/client.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { goToPayment, ProviderSelect, useProviders } from './checkout-fields.tsx';
import type { Provider } from './orders.ts';
import { useShopWords } from './words.ts';

export function RetryPayment({
  subjectId,
  intentId,
  provider,
  recurring,
}: {
  subjectId: string;
  intentId: string;
  provider: string;
  recurring: boolean;
}) {
  const { w, provider: providerName } = useShopWords();
  const retry = trpc.billing.retryPayment.useMutation();
  const providers = useProviders('dummy', { recurring });
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<string>();
  const others: string[] = providers.names;
  const pick = chosen && others.includes(chosen) ? chosen : (others.find((n) => n !== provider) ?? others[0]);
  const busy = retry.isPending || retry.isSuccess;
  const pay = (name: string) =>
    retry.mutate({ subjectId, intentId, data: { provider: name as Provider } }, { onSuccess: goToPayment });

  return (
    <section aria-label={w.tryAgain} className="space-y-4">
      <p className="text-stone-700">{w.retryKept}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={() => pay(provider)} className={buttonClass('primary')}>
          {busy ? w.checkingOut : w.tryAgain}
        </button>
        <button
          type="button"
          aria-expanded={choosing}
          disabled={busy}
          onClick={() => setChoosing((open) => !open)}
          className={buttonClass('outline')}
        >
          {w.otherMethod}
        </button>
      </div>
      {choosing && (
        <form
          aria-label={w.otherMethod}
          onSubmit={(event) => {
            event.preventDefault();
            if (pick) pay(pick);
          }}
          className="grid max-w-md gap-3"
        >
          <ProviderSelect names={others} value={pick} onChange={setChosen} />
          <button type="submit" disabled={busy || !pick} className={buttonClass('primary')}>
            {pick ? `${w.payWith} ${providerName(pick)}` : w.payWith}
          </button>
        </form>
      )}
      {retry.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {w.retryError}
        </p>
      )}
    </section>
  );
}
