/**
 * The builder's half of the preview that follows typing (contracts/page-payload.ts): the unsaved fields the
 * panel's forms report, by record, turned into the page payload's shape for the frame's language and posted to
 * the frame at each change, and again whenever the frame (re)loads and says it listens.
 */
import { entityOf } from '../catalogue.ts';
import {
  isPreviewReady,
  isPreviewSelect,
  pickLanguage,
  PREVIEW_DRAFT,
  type DraftRecords,
  type PreviewDraftMessage,
} from '@symbol/contracts/page-payload';
import type { Language } from '@symbol/contracts/constants';
import { useCallback, useEffect, useRef } from 'react';
import type { ReportUnsaved } from '../resources/unsaved-values.tsx';

function asPayload(entity: string, values: Record<string, unknown>, language: Language) {
  const fields = entityOf(entity).fields;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      fields[name]?.kind === 'localized' ? pickLanguage(value, language) : value,
    ]),
  );
}

/** `onSelect`: a click in the frame, on a page widget (host/widgets id), with the text clicked. */
export function usePreviewDraft(language: Language, onSelect?: (widgetId: string, text: string) => void) {
  const select = useRef(onSelect);
  select.current = onSelect;
  const frame = useRef<HTMLIFrameElement | null>(null);
  const unsaved = useRef(new Map<string, { entity: string; values: Record<string, unknown> }>());
  const sent = useRef('');

  const post = useCallback(
    (force = false) => {
      const target = frame.current;
      if (!target?.contentWindow) return;
      const records: DraftRecords = {};
      for (const [id, { entity, values }] of unsaved.current) records[id] = asPayload(entity, values, language);
      const message: PreviewDraftMessage = { type: PREVIEW_DRAFT, records };
      const text = JSON.stringify(message);
      if (!force && text === sent.current) return;
      sent.current = text;
      // Only to the site's origin (the frame's address): the unsaved texts go nowhere else.
      target.contentWindow.postMessage(message, new URL(target.src, window.location.href).origin);
    },
    [language],
  );

  const report: ReportUnsaved = useCallback(
    (entity, id, values) => {
      if (values) unsaved.current.set(id, { entity, values });
      else if (!unsaved.current.delete(id)) return;
      post();
    },
    [post],
  );

  useEffect(() => {
    const ready = (event: MessageEvent) => {
      const target = frame.current;
      if (!target || event.source !== target.contentWindow) return;
      if (event.origin !== new URL(target.src, window.location.href).origin) return;
      if (isPreviewReady(event.data)) {
        target.removeAttribute('aria-busy');
        post(true);
      } else if (isPreviewSelect(event.data)) select.current?.(event.data.widgetId, event.data.text);
    };
    window.addEventListener('message', ready);
    return () => window.removeEventListener('message', ready);
  }, [post]);

  return { frame, report };
}
