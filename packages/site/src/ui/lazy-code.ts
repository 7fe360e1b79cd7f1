/**
 * The lazy parts' code (ui/lazy.tsx), one loader per chunk: a part is named by its chunk here, and a page the server
 * rendered lists the chunks its parts came from (`lazyParts` in its state). A leaf of dynamic imports only, so the
 * page's first script (src/boot.ts) can fetch a page's chunks when the app starts, beside the app's own code: after
 * it, they were a phone's extra round trip before hydration (docs/bench.md).
 */
export const LAZY_CODE = {
  slider: () => import('../modules/slider.tsx'),
  drawer: () => import('../shop/drawer.tsx'),
  shop: () => import('../shop/cart-widgets.tsx'),
  chat: () => import('../social/chat.tsx'),
  forms: () => import('../session/forms.tsx'),
  telegram: () => import('../session/telegram.tsx'),
  settings: () => import('../session/settings.tsx'),
  search: () => import('../search/search-page.tsx'),
  ask: () => import('../agent/ask.tsx'),
};

export type LazyCode = typeof LAZY_CODE;
export type CodeName = keyof LazyCode;
export type CodeModule<N extends CodeName> = Awaited<ReturnType<LazyCode[N]>>;

const isCodeName = (name: string): name is CodeName => Object.hasOwn(LAZY_CODE, name);

/** Starts loading the named chunks (names not in the table are skipped: a page rendered by an older build). */
export const loadCode = (names: Iterable<string>): Promise<unknown>[] =>
  [...names].filter(isCodeName).map((name) => LAZY_CODE[name]());
