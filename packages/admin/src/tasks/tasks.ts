/**
 * The menu's entries, from the task groups declared beside the catalogue (contracts' admin-tasks.ts): the
 * dashboard, one entry per group and the Widgets screen. Screens other branches build (an order screen, the
 * media library) plug in as an entry's `to` here, without touching the menu.
 */
import { ADMIN_TASK_GROUPS, WIDGET_COLLECTION, type AdminTaskGroup } from '@symbol/contracts/catalogue';
import { adminEntities } from '../catalogue.ts';

export interface MenuEntry {
  /** The label's key under `admin.tasks`. */
  key: string;
  to: string;
  group?: AdminTaskGroup;
  /** The group's screen of all its models, when the entry opens the group's main list instead. */
  hub?: string;
}

/**
 * The list each group's entry opens directly (what an operator comes for: the inbox, the orders, people); the
 * group's other models are one click further, on its screen (`hub`). Settings has no main list: its screen.
 */
export const MAIN_LISTS: Readonly<Record<string, string>> = {
  pages: '/host/pages',
  content: '/blog/articles',
  shop: '/ecommerce/products',
  orders: '/ecommerce/orders',
  people: '/rbac/subjects',
  messages: '/crm/requests',
  files: '/file-storage/files',
};

/** Screens of a group that are not a model's: the page builder under Pages, the Audit screen under Settings. */
export const GROUP_SCREENS: Readonly<Record<string, readonly { to: string; label: string; hint: string }[]>> = {
  pages: [{ to: '/builder', label: 'admin.builder.title', hint: 'admin.builder.pick' }],
  settings: [{ to: '/audit', label: 'admin.audit.title', hint: 'admin.audit.hint' }],
};

const groupByKey = new Map(ADMIN_TASK_GROUPS.map((group) => [group.key, group]));
const groupEntry = (key: string): MenuEntry => {
  const main = MAIN_LISTS[key];
  const group = groupByKey.get(key);
  // A group of one model (Files) has nothing more to show than its list.
  const more = main && ((group?.entities.length ?? 0) > 1 || GROUP_SCREENS[key]);
  return { key, to: main ?? `/tasks/${key}`, group, ...(more && { hub: `/tasks/${key}` }) };
};

/** Where each group sits in the menu: the Widgets screen beside the content it shows. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { key: 'dashboard', to: '/' },
  groupEntry('pages'),
  groupEntry('content'),
  { key: 'widgets', to: '/widgets' },
  ...ADMIN_TASK_GROUPS.filter((group) => !['pages', 'content'].includes(group.key)).map((group) =>
    groupEntry(group.key),
  ),
];

/** Every module's widget model, for the Widgets screen's module filter. */
export const widgetEntities = adminEntities.filter((entity) => entity.collection === WIDGET_COLLECTION);

/** The menu entry a resource's pages belong to (its group, or Widgets), so the menu marks where the operator is. */
export function entryOfResource(resource: string): MenuEntry | undefined {
  if (resource.startsWith('tasks/')) return MENU_ENTRIES.find((entry) => entry.key === resource.slice(6));
  const screen = Object.entries(GROUP_SCREENS).find(([, screens]) =>
    screens.some((s) => resource === s.to.slice(1) || resource.startsWith(`${s.to.slice(1)}/`)),
  );
  if (screen) return MENU_ENTRIES.find((entry) => entry.key === screen[0]);
  if (widgetEntities.some((entity) => entity.key === resource)) return MENU_ENTRIES.find((e) => e.key === 'widgets');
  return MENU_ENTRIES.find((entry) => entry.group?.entities.includes(resource as never));
}
