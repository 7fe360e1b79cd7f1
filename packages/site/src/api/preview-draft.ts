/**
 * A preview in the page builder's frame follows the editor's typing: the builder posts the unsaved fields of the
 * records being edited (contracts/page-payload.ts); they are laid over the page's data as it renders, never written
 * into the query cache, so a refetch keeps them and a discard (the builder posting the record no more) shows the
 * saved values at once. Only a framed page listens (a preview, or the live page while the builder has made no
 * release yet), and only to its parent window on this origin.
 */
import {
  isPreviewDraft,
  overlayRecords,
  PREVIEW_READY,
  PREVIEW_SELECT,
  WIDGET_ATTRIBUTE,
  type DraftRecords,
  type PreviewSelectMessage,
} from '@symbol/contracts/page-payload';
import { useMemo, useSyncExternalStore } from 'react';

const NONE: DraftRecords = {};
let drafts: DraftRecords = NONE;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function listenForDrafts(): void {
  if (window.top === window) return;
  window.addEventListener('message', (event) => {
    if (event.origin !== window.location.origin || event.source !== window.parent || !isPreviewDraft(event.data))
      return;
    drafts = event.data.records;
    for (const listener of listeners) listener();
  });
  // A click on the page tells the builder which page widget holds it and the text clicked (it opens that block's
  // editor at the field holding the text). Links still work.
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const holder = target?.closest(`[${WIDGET_ATTRIBUTE}]`);
    const widgetId = holder?.getAttribute(WIDGET_ATTRIBUTE);
    if (!target || !widgetId) return;
    const message: PreviewSelectMessage = {
      type: PREVIEW_SELECT,
      widgetId,
      text: (target.textContent ?? '').trim().slice(0, 2000),
    };
    window.parent.postMessage(message, window.location.origin);
  });
  window.parent.postMessage({ type: PREVIEW_READY }, window.location.origin);
}

/** The page's data with the builder's unsaved fields over it (the data itself when there are none). */
export function useWithDrafts<T>(data: T): T {
  const current = useSyncExternalStore(
    subscribe,
    () => drafts,
    () => NONE,
  );
  return useMemo(() => (current === NONE ? data : overlayRecords(data, current)), [data, current]);
}
