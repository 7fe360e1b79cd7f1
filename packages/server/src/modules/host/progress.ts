/**
 * A project's progress towards its goal (issue 27 §1), read with the page: every product of the page's tree gets
 * `goals` (its attributes whose key is of type goal, one per currency, like prices) and `progress` (what paid
 * orders gave to it per currency, and how many donors: ecommerce/raised.ts, from the amounts paid, not prices). One query for all the products of a page, whatever
 * their number.
 */
import type { Language } from '@symbol/contracts';
import type pg from 'pg';
import type { Row } from '../../entities/serialize.ts';
import { raisedByProduct, type Raised } from '../ecommerce/index.ts';
import { impactHintsByProduct } from './impact-hints.ts';

/** What a product raised, from the paid lines' own amounts (ecommerce/raised.ts, the one rule). */
export type ProductProgress = Raised;

/** Product nodes of a page's tree: the records `addPrices` gave prices to. */
function productNodes(value: unknown, into: Row[] = [], seen = new Set<unknown>()): Row[] {
  if (!value || typeof value !== 'object' || seen.has(value)) return into;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) productNodes(item, into, seen);
    return into;
  }
  const node = value as Row;
  if (Array.isArray(node.prices)) into.push(node);
  for (const [key, child] of Object.entries(node)) if (key !== 'link') productNodes(child, into, seen);
  return into;
}

/** The goal attributes of a product node, one per currency (the same shape as its prices). */
function goals(node: Row) {
  return ((node.attributes as Row[] | undefined) ?? []).flatMap((attribute) => {
    const isGoal = ((attribute.attributeKeys as Row[] | undefined) ?? []).some((key) => key.type === 'goal');
    if (!isGoal || attribute.number === null || attribute.number === undefined) return [];
    return ((attribute.currencies as Row[] | undefined) ?? []).map((currency) => ({
      amount: attribute.number,
      currency: { id: currency.id, slug: currency.slug, symbol: currency.symbol, isDefault: currency.isDefault },
    }));
  });
}

/**
 * Adds `goals`, `progress` and `impactHints` (impact-hints.ts) to every product of the trees given (after
 * `addPrices`); two queries side by side.
 */
export async function addProgress(pool: pg.Pool, language: Language, ...trees: unknown[]): Promise<void> {
  const nodes = trees.flatMap((tree) => productNodes(tree));
  if (nodes.length === 0) return;
  const ids = [...new Set(nodes.map((n) => String(n.id)))];
  const [byProduct, hints] = await Promise.all([raisedByProduct(pool, ids), impactHintsByProduct(pool, ids, language)]);
  for (const node of nodes) {
    node.goals = goals(node);
    node.progress = byProduct.get(String(node.id)) ?? { donors: 0, collected: [] };
    node.impactHints = hints.get(String(node.id)) ?? [];
  }
}
