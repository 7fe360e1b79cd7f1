/**
 * The donation form (issue 27 §1): a project (when the widget offers several), preset amounts and a free amount in
 * the chosen currency, checked against the currency's minimum here and again by the server, the donor's email
 * (a guest gives without an account: the checkout starts an anonymous session, as the one-step form does), and
 * the payment method. It pays through `billing.checkout.donation`, the same checkout as any order.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Language } from '@symbol/contracts/constants';
import {
  COVER_FEE_PERCENT,
  coveredFee,
  minimumDonation,
  parseDonationAmount,
  presetsWithHints,
  withCoveredFee,
  type ImpactHint,
} from '@symbol/contracts/donation';
import { formatMoney } from '@symbol/contracts/intl';
import { intervalWords, readInterval, type SubscriptionInterval } from '@symbol/contracts/recurring';
import { trpc } from '../api/client.ts';
import type { PageNode } from '../api/types.ts';
import { pricesOf } from '../modules/billing.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { text } from '../ui/node.ts';
import { CONTROL, EmailField, goToPayment, ProviderSelect, useProviders } from './checkout-fields.tsx';
import type { Provider } from './orders.ts';
import { FixedFrequency, GiftFrequency, type Frequency } from './gift-frequency.tsx';
import { useEnabledByScript } from '../ui/hydrated.ts';
import { ProjectProgress } from './progress.tsx';
import { useSubject } from './subject.ts';
import { ConsentCheckbox } from '../ui/consent.tsx';
import { useShopWords } from './words.ts';
import { PROJECT_ATTRIBUTE, track } from '../analytics/beacon.ts';
import { useFormStarted } from '../analytics/form-started.ts';

const chip = (pressed: boolean) =>
  `rounded-lg px-3 py-2 text-base font-semibold ring-1 ${pressed ? 'bg-red-900 text-white ring-red-900' : 'bg-white text-stone-800 ring-stone-300 hover:ring-red-800'}`;

export function DonationForm({ products }: { products: PageNode[] }) {
  const { subject, loading, ensureSubject } = useSubject();
  const { w, language } = useShopWords();
  const enabledByScript = useEnabledByScript(loading);
  const ids = {
    project: useId(),
    other: useId(),
    hint: useId(),
    error: useId(),
    dedication: useId(),
    dedicationHint: useId(),
    impact: useId(),
  };
  const [frequency, setFrequency] = useState<Frequency>('once');
  const [productId, setProductId] = useState(products[0]?.id);
  const product = products.find((p) => p.id === productId) ?? products[0];
  // A `subscription` product is given again each interval (its own, from the page data) whatever is picked: it
  // offers no one-off gift. Any other project may be given monthly.
  const recurringProduct = product?.type === 'subscription';
  const interval: SubscriptionInterval = recurringProduct ? readInterval(product.interval) : 'month';
  const recurring = recurringProduct || frequency === 'recurring';
  const providers = useProviders('dummy', { recurring });
  const currencies = product ? pricesOf(product).map((p) => p.currency) : [];
  const [currencySlug, setCurrencySlug] = useState<string>();
  const currency =
    currencies.find((c) => c.slug === currencySlug) ?? currencies.find((c) => c.isDefault) ?? currencies[0];
  // The project's own impact hints in this currency are its presets (operator-edited), else the standard ones.
  const offered = currency
    ? presetsWithHints(Array.isArray(product?.impactHints) ? (product.impactHints as ImpactHint[]) : [], currency.slug)
    : [];
  const presets = offered.map((p) => p.amount);
  const [preset, setPreset] = useState<number | undefined>();
  const [other, setOther] = useState('');
  const [provider, setProvider] = useState<string>();
  const [email, setEmail] = useState('');
  // Issue 32 §3: a typed amount is never re-labelled in another currency; switching clears it and says so.
  const [cleared, setCleared] = useState<string>();
  const [coverFee, setCoverFee] = useState(false);
  const [dedication, setDedication] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [consent, setConsent] = useState(false);
  useEffect(() => setEmail((e) => e || subject?.emails[0] || ''), [subject]);
  const donate = trpc.billing.checkout.donation.useMutation();
  const started = useFormStarted(productId);
  if (!product || !currency) return null;

  const chosenPreset = preset !== undefined && presets.includes(preset) ? preset : (presets[1] ?? presets[0]);
  // What the chosen preset does (said under the chips); nothing for a typed amount.
  const impact = other.trim() ? undefined : offered.find((p) => p.amount === chosenPreset)?.hint;
  const hinted = offered.some((p) => p.hint);
  const amount = other.trim()
    ? parseDonationAmount(other)
    : chosenPreset !== undefined
      ? String(chosenPreset)
      : undefined;
  const minimum = minimumDonation(currency.slug);
  const money = (value: string | number) => formatMoney(value, currency, language);
  const problem =
    other.trim() && !amount
      ? w.amountInvalid
      : amount && Number(amount) < minimum
        ? w.donationMinimum.replace('{amount}', money(minimum))
        : undefined;
  const busy = donate.isPending || donate.isSuccess;
  // What will be charged: the gift, plus the fee when the donor covers it (the server adds the same).
  const fee = amount && !problem ? coveredFee(amount) : undefined;
  const charged = amount && coverFee ? withCoveredFee(amount) : amount;
  // A provider chosen for a one-off gift may take no recurring ones: then the first that does.
  const chosenProvider = provider && (providers.names as string[]).includes(provider) ? provider : providers.first;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!amount || problem || !consent) return;
    track('payment_started', product.id);
    // A guest gives too: the checkout starts an anonymous session first.
    const subjectId = subject?.id ?? (await ensureSubject().catch(() => undefined));
    if (!subjectId) return;
    donate.mutate(
      {
        subjectId,
        productId: product.id,
        data: {
          amount,
          billingModule: { currency: { id: currency.id } },
          provider: chosenProvider as Provider,
          ...(recurring && { interval }),
          ...(coverFee && { coverFee: true }),
          ...(anonymous && { anonymous: true }),
          ...(dedication.trim() && { dedication: dedication.trim() }),
          email,
          language: language as Language,
          consent,
        },
      },
      { onSuccess: goToPayment },
    );
  };

  return (
    <form
      id="donate"
      onSubmit={submit}
      {...started}
      {...{ [PROJECT_ATTRIBUTE]: product.id }}
      aria-label={w.donate}
      className="scroll-mt-24 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      {/* Disabled until the page's first script runs: a submit before would go as a plain GET (from then on what
          is chosen, typed or pressed is handed to the app once it has hydrated: page/before-hydration.ts). While a
          signed-in donor's session loads the form stays as the server drew it, disabled: swapping it for a
          skeleton made it blink away. */}
      <fieldset {...enabledByScript} className="min-w-0 space-y-5">
        {products.length > 1 && (
          <div>
            <label htmlFor={ids.project} className="text-sm font-medium text-stone-700">
              {w.donationProject}
            </label>
            <select
              id={ids.project}
              value={product.id}
              onChange={(e) => setProductId(e.target.value)}
              className={`${CONTROL} mt-1`}
            >
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {text(p, 'title')}
                </option>
              ))}
            </select>
          </div>
        )}
        <ProjectProgress product={product} currencySlug={currency.slug} />
        {recurringProduct ? (
          <FixedFrequency interval={interval} />
        ) : (
          <GiftFrequency value={frequency} interval={interval} onChange={setFrequency} />
        )}
        {currencies.length > 1 && (
          <div role="group" aria-label={w.currency} className="inline-flex gap-1 rounded-lg bg-stone-100 p-1">
            {currencies.map((c) => (
              <button
                key={c.id}
                type="button"
                aria-pressed={c.id === currency.id}
                onClick={() => {
                  if (c.id === currency.id) return;
                  setCurrencySlug(c.slug);
                  setPreset(undefined);
                  // A typed amount is the donor's number in the old currency: cleared, never re-labelled.
                  if (other.trim()) {
                    setOther('');
                    setCleared(w.amountCleared.replace('{currency}', `${c.symbol} ${c.slug.toUpperCase()}`));
                  } else setCleared(undefined);
                }}
                className={`rounded-md px-3 py-1 text-sm font-semibold ${c.id === currency.id ? 'bg-white shadow' : 'text-stone-600'}`}
              >
                {c.symbol} {c.slug.toUpperCase()}
              </button>
            ))}
          </div>
        )}
        <fieldset>
          <legend className="text-sm font-medium text-stone-700">{w.donationAmount}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {presets.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={!other.trim() && value === chosenPreset}
                aria-describedby={hinted ? ids.impact : undefined}
                onClick={() => {
                  setPreset(value);
                  setOther('');
                  setCleared(undefined);
                }}
                className={chip(!other.trim() && value === chosenPreset)}
              >
                {money(value)}
              </button>
            ))}
          </div>
          {hinted && (
            <p
              id={ids.impact}
              aria-live="polite"
              data-impact-hint
              className="mt-2 min-h-6 rounded-md bg-amber-50 px-3 py-2 text-sm text-stone-800 empty:bg-transparent empty:p-0"
            >
              {impact}
            </p>
          )}
          <label htmlFor={ids.other} className="mt-4 block text-sm font-medium text-stone-700">
            {w.otherAmount}
          </label>
          <div className="relative mt-1">
            <input
              id={ids.other}
              inputMode="decimal"
              autoComplete="off"
              value={other}
              onChange={(e) => {
                setOther(e.target.value);
                setCleared(undefined);
              }}
              aria-invalid={!!problem}
              aria-describedby={problem ? ids.error : ids.hint}
              className={`${CONTROL} pr-12 text-lg`}
            />
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-stone-500">
              {currency.symbol}
            </span>
          </div>
          <p role="status" className="mt-1 text-sm font-medium text-amber-800 empty:hidden">
            {cleared}
          </p>
          {problem ? (
            <p id={ids.error} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {problem}
            </p>
          ) : (
            <p id={ids.hint} className="mt-1 text-sm text-stone-500">
              {w.donationMinimum.replace('{amount}', money(minimum))}
            </p>
          )}
        </fieldset>
        <div className="space-y-3">
          <label className="flex items-start gap-3 text-stone-800">
            <input
              type="checkbox"
              checked={coverFee}
              onChange={(e) => setCoverFee(e.target.checked)}
              className="mt-1 size-5 shrink-0 accent-red-900"
            />
            <span>
              {w.coverFee
                .replace('{fee}', fee ? money(fee) : `${COVER_FEE_PERCENT} %`)
                .replace('{percent}', String(COVER_FEE_PERCENT))}
            </span>
          </label>
          <label className="flex items-start gap-3 text-stone-800">
            <input
              type="checkbox"
              checked={anonymous}
              onChange={(e) => setAnonymous(e.target.checked)}
              className="mt-1 size-5 shrink-0 accent-red-900"
            />
            <span>{w.giveAnonymously}</span>
          </label>
          <div>
            <label htmlFor={ids.dedication} className="text-sm font-medium text-stone-700">
              {w.dedication}
            </label>
            <textarea
              id={ids.dedication}
              value={dedication}
              maxLength={500}
              rows={2}
              onChange={(e) => setDedication(e.target.value)}
              aria-describedby={ids.dedicationHint}
              className={`${CONTROL} mt-1`}
            />
            <p id={ids.dedicationHint} className="mt-1 text-sm text-stone-500">
              {w.dedicationHint}
            </p>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <EmailField value={email} onChange={setEmail} />
            <p className="mt-1 text-sm text-stone-500">{w.donationEmailHint}</p>
          </div>
          <ProviderSelect names={providers.names} value={chosenProvider} onChange={setProvider} />
        </div>
        <ConsentCheckbox checked={consent} onChange={setConsent} />
        <button
          type="submit"
          disabled={busy || !chosenProvider || !amount || !!problem}
          className={`${buttonClass('primary')} w-full text-lg disabled:opacity-50`}
        >
          {busy
            ? w.checkingOut
            : (recurring ? w.donateRecurring : w.donateAmount)
                .replace('{amount}', charged ? money(charged) : '')
                .replace('{every}', intervalWords(interval, language).every)}
        </button>
      </fieldset>
    </form>
  );
}
