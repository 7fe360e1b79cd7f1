/** The fields every checkout form shares: the provider, the invoice email, and the way to the payment page. */
import { useId } from 'react';
import { trpc } from '../api/client.ts';
import { useShopWords } from './words.ts';

export const CONTROL =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:border-red-800 focus:ring-2 focus:ring-red-800/30 focus:outline-none';

/** The configured providers (with `recurring`: only those taking recurring gifts), the fallback first when there. */
export function useProviders(fallback: 'stripe' | 'dummy', options: { recurring?: boolean } = {}) {
  const providers = trpc.billing.providers.useQuery(undefined, { staleTime: 5 * 60_000 });
  const names = (providers.data ?? []).filter((p) => !options.recurring || p.recurring).map((p) => p.name);
  const first = names.includes(fallback) ? fallback : names[0];
  return { names, first, loading: providers.isPending };
}

export function ProviderSelect({
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

export function EmailField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
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
export function goToPayment(answer: unknown) {
  const url = (answer as { billingModule?: { invoices?: { paymentUrl?: string }[] } }).billingModule?.invoices?.[0]
    ?.paymentUrl;
  if (url) window.location.assign(url);
}
