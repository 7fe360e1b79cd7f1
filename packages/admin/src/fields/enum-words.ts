/** An enum value in words: the message that names it (texts in i18n/list-words.ts, modules and order statuses). */
import { MODULES, ORDER_STATUSES } from '@symbol/contracts/constants';

const modules: ReadonlySet<string> = new Set(MODULES);
const orderStatuses: ReadonlySet<string> = new Set(ORDER_STATUSES);

export function enumKey(value: string): string {
  if (modules.has(value)) return `modules.${value}`;
  if (orderStatuses.has(value)) return `orders.status_word.${value}`;
  return `admin.enum.${value}`;
}

/** SelectInput's choices: react-admin translates each name, so the operator picks words, not raw values. */
export const enumChoices = (values: readonly string[]) => values.map((value) => ({ id: value, name: enumKey(value) }));
