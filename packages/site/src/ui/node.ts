/** Reading a page node's fields: texts, child lists and the link record that placed it. */
import type { PageNode } from '../api/types.ts';

export const text = (node: PageNode | undefined, field: string): string => {
  const value = node?.[field];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

export const children = (node: PageNode | undefined, field: string): PageNode[] => {
  const value = node?.[field];
  return Array.isArray(value) ? (value as PageNode[]) : [];
};

/** The variant of the link record through which a node hangs under its parent (`default`, `additional`, `extra`). */
export const linkVariant = (node: PageNode): string =>
  ((node.link as { variant?: string } | undefined)?.variant ?? 'default') || 'default';

/** A host widget's embedded module (`externalModule` of its link). */
export const externalModule = (node: PageNode): string =>
  (node.link as { externalModule?: string } | undefined)?.externalModule ?? '';
