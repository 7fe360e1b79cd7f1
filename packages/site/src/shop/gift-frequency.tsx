/**
 * The donation form's "One-off / Monthly" choice (issue 27 §2): two radio buttons drawn as a segmented control (each
 * input, transparent, covers its label: a click or tap lands on it), so arrows move between them and a screen
 * reader names the group. The recurring option is said by the interval the server will charge at ("Monthly",
 * "Раз в неделю"): the `subscription` product type's `interval`.
 */
import { useId } from 'react';
import { capitalized, intervalWords, type SubscriptionInterval } from '@symbol/contracts/recurring';
import { useShopWords } from './words.ts';

export type Frequency = 'once' | 'recurring';

/** "The same amount each week; cancel any time…": under the choice, or alone for a product given only so. */
export function RecurringHint({ interval }: { interval: SubscriptionInterval }) {
  const { w, language } = useShopWords();
  return (
    <p className="mt-1 text-sm text-stone-500">
      {w.giftRecurringHint.replace('{each}', intervalWords(interval, language).each)}
    </p>
  );
}

/** A product given only at its own interval: how often, said, in place of the choice. */
export function FixedFrequency({ interval }: { interval: SubscriptionInterval }) {
  const { w, language } = useShopWords();
  return (
    <div>
      <p className="text-sm font-medium text-stone-700">
        {w.giftFrequency}:{' '}
        <span className="font-semibold text-red-900">
          {capitalized(intervalWords(interval, language).every, language)}
        </span>
      </p>
      <RecurringHint interval={interval} />
    </div>
  );
}

export function GiftFrequency({
  value,
  interval,
  onChange,
}: {
  value: Frequency;
  interval: SubscriptionInterval;
  onChange: (value: Frequency) => void;
}) {
  const { w, language } = useShopWords();
  const name = useId();
  const options: [Frequency, string][] = [
    ['once', w.giftOnce],
    ['recurring', capitalized(intervalWords(interval, language).every, language)],
  ];
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-700">{w.giftFrequency}</legend>
      <div className="mt-2 grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1">
        {options.map(([option, label]) => (
          <label
            key={option}
            className={`relative flex cursor-pointer items-center justify-center rounded-md px-3 py-2 text-center text-base font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-red-800 ${value === option ? 'bg-white text-red-900 shadow' : 'text-stone-600'}`}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            {label}
          </label>
        ))}
      </div>
      {value === 'recurring' && <RecurringHint interval={interval} />}
    </fieldset>
  );
}
