/**
 * Every catalogue entity as a react-admin resource: list, create and edit, nothing written per entity. The
 * pages' code (lists, forms, inline relations) loads on the first visit to one, not with the first screen.
 */
import type { Entity } from '@symbol/contracts/catalogue';
import { lazy, useEffect, type ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import { adminEntities, representRecord } from '../catalogue.ts';
import { i18nProvider } from '../i18n/index.ts';

const pages = () => import('./pages.ts');
const preloads: (() => Promise<unknown>)[] = [
  // The app bar's pop-up menus and the notification, kept out of the first screen (layout/), ready before use.
  () => import('../layout/bar-menus.tsx'),
  () => import('../layout/notification-view.ts'),
];
const shop = () => import('../shop/screens.ts').then(async (m) => (await m.ready, m));
/** The inbox's screens, their texts in place before they render. */
const inbox = () => import('../inbox/screens.ts').then(async (m) => (await m.ready, m));
/** The API tokens screen, its texts in place before it renders. */
const tokens = () => import('../tokens/screens.ts').then(async (m) => (await m.ready, m));
/** The assistant's screen (its status, what it knows, its agents), its texts in place before it renders. */
const assistant = () => import('../assistant/screens.ts').then(async (m) => (await m.ready, m));

/** Screens written for a task (shop/, orders/, people/) in place of the generic list or edit page of an entity. */
const TASK_SCREENS = new Map<string, Partial<Pick<ResourceProps, 'list' | 'edit' | 'show'>>>([
  [
    'ecommerce/products',
    { list: lazyPage(async () => (await shop()).ProductList), edit: lazyPage(async () => (await shop()).ProductEdit) },
  ],
  [
    'ecommerce/orders',
    { list: lazyPage(async () => (await shop()).OrderList), edit: lazyPage(async () => (await shop()).OrderShow) },
  ],
  // A request opens as its form's labelled fields with its thread, never as an editable JSON box.
  [
    'crm/requests',
    { list: lazyPage(async () => (await inbox()).InboxList), edit: lazyPage(async () => (await inbox()).RequestShow) },
  ],
  // A person's API tokens: made (shown once) and revoked on the one screen; the generic list cannot show a token.
  ['rbac/api-tokens', { list: lazyPage(async () => (await tokens()).TokenList) }],
  // The agents' list under the assistant's state: on (its model) or off (how to turn it on), and what it knows.
  ['agent/agents', { list: lazyPage(async () => (await assistant()).AssistantList) }],
  // A subject's rows open its customer screen; the screen links to the generic edit page.
  [
    'rbac/subjects',
    { list: lazyPage(async () => (await shop()).PeopleList), show: lazyPage(async () => (await shop()).CustomerShow) },
  ],
]);

/**
 * A page whose code loads on first use. Once loaded (or preloaded, `preloadPages`) it renders at once: React.lazy
 * suspends on its first render even when the code is there, and React then held the router's navigation back for
 * some 300 ms before committing (its Suspense throttling), the list's data request waiting as long (issue 25).
 * No Suspense boundary of its own: the layout's shows the previous page (a transition) or its loading indicator.
 */
function lazyPage(load: () => Promise<ComponentType>) {
  let Loaded: ComponentType | undefined;
  const loading = () => load().then((page) => (Loaded = page));
  const Lazy = lazy(async () => ({ default: await loading() }));
  preloads.push(loading);
  return function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  };
}
/**
 * Every entity's pages, loaded and made ready while the operator reads the first screen, so the first list or
 * form they open does not wait for its code (the chunks are shared: a few requests, not one per entity).
 */
export function preloadPages() {
  return Promise.all(preloads.map((preload) => preload().catch(() => undefined)));
}

/**
 * Calls `preloadPages` once `ready` (the first screen shown), after `delayMs` and when the browser is idle: the
 * first screen's own late work (images, the menu's icons) goes first.
 */
export function usePreloadPagesWhenIdle(ready: boolean, delayMs = 300) {
  useEffect(() => {
    if (!ready) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
    let handle: number | undefined;
    const timer = window.setTimeout(() => {
      handle = idle(() => void preloadPages(), { timeout: 2000 });
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      if (handle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(handle);
    };
  }, [ready, delayMs]);
}

export function resourceOf(entity: Entity): ResourceProps {
  return {
    name: entity.key,
    list: lazyPage(async () => (await pages()).entityList(entity)),
    create: lazyPage(async () => (await pages()).entityCreate(entity)),
    edit: lazyPage(async () => (await pages()).entityEdit(entity)),
    recordRepresentation: (record) => representRecord(record, i18nProvider.getLocale()),
    // Written only by the server (the audit trail): read, never created or edited.
    ...(entity.readOnly
      ? { create: undefined, edit: undefined, show: lazyPage(async () => (await pages()).entityShow(entity)) }
      : {}),
    ...TASK_SCREENS.get(entity.key),
  };
}

export const resources: ResourceProps[] = adminEntities.map(resourceOf);
