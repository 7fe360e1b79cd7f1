/**
 * A project's progress towards its goal (issue 27 §1): what paid orders gave (`progress`, computed by the server
 * in the page's own request) against its goal (`goals`, one per currency like prices). Gifts in several
 * currencies are added up as shares of the goal in each: the goal names the same sum in every currency.
 */
import { formatMoney } from '@symbol/contracts/intl';
import type { PageNode } from '../api/types.ts';
import { countWords } from '../i18n.ts';
import { useSite } from '../ui/site-context.tsx';

interface Goal {
  amount: string | number;
  currency: { id: string; slug: string; symbol: string; isDefault?: boolean };
}
interface Progress {
  donors: number;
  collected: { currencyId: string; amount: string }[];
}

export const goalsOf = (product: PageNode): Goal[] => (Array.isArray(product.goals) ? (product.goals as Goal[]) : []);
const progressOf = (product: PageNode): Progress =>
  (product.progress as Progress | undefined) ?? { donors: 0, collected: [] };

/** The share of the goal reached (0…, may pass 1), and the goal to show it in (the chosen currency's, else the default). */
export function goalShare(product: PageNode, currencySlug?: string) {
  const goals = goalsOf(product).filter((g) => Number(g.amount) > 0);
  const goal =
    goals.find((g) => g.currency.slug === currencySlug) ?? goals.find((g) => g.currency.isDefault) ?? goals[0];
  const byCurrency = new Map(goals.map((g) => [g.currency.id, Number(g.amount)]));
  const share = progressOf(product).collected.reduce(
    (sum, c) => sum + (byCurrency.has(c.currencyId) ? Number(c.amount) / byCurrency.get(c.currencyId)! : 0),
    0,
  );
  return { goal, share };
}

/** The bar, "1 500 ₽ raised of 1 200 000 ₽" and "3 donors"; nothing for a product without a goal. */
export function ProjectProgress({
  product,
  currencySlug,
  tone = 'light',
}: {
  product: PageNode;
  currencySlug?: string;
  tone?: 'light' | 'dark';
}) {
  const { language, words } = useSite();
  const { goal, share } = goalShare(product, currencySlug);
  if (!goal) return null;
  const { donors } = progressOf(product);
  const goalAmount = Number(goal.amount);
  // Shown in the goal's currency; a share of a whole unit is not money anyone gave.
  const collected = Math.round(share * goalAmount);
  const percent = Math.min(100, Math.round(share * 100));
  const dark = tone === 'dark';
  return (
    <div data-progress className="space-y-2">
      <div
        role="progressbar"
        aria-label={words.collectedOf
          .replace('{collected}', formatMoney(collected, goal.currency, language))
          .replace('{goal}', formatMoney(goalAmount, goal.currency, language))}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={`h-3 overflow-hidden rounded-full ${dark ? 'bg-white/25' : 'bg-stone-200'}`}
      >
        <div
          className={`h-full rounded-full ${dark ? 'bg-amber-300' : 'bg-red-800'}`}
          style={{ width: `${Math.max(percent, share > 0 ? 2 : 0)}%` }}
        />
      </div>
      <p className={`flex flex-wrap justify-between gap-x-4 text-sm ${dark ? 'text-stone-100' : 'text-stone-700'}`}>
        <span className="font-semibold">
          {share >= 1
            ? words.goalReached
            : words.collectedOf
                .replace('{collected}', formatMoney(collected, goal.currency, language))
                .replace('{goal}', formatMoney(goalAmount, goal.currency, language))}
        </span>
        <span>{donors > 0 ? countWords(language, 'donors', donors) : words.firstDonor}</span>
      </p>
    </div>
  );
}
