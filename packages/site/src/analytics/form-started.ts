/** A donation or order form's analytics (issue 34 §6): apart from ./beacon.ts, which the page's boot loads without React. */
import { useEffect, useRef } from 'react';
import { projectShown, track } from './beacon.ts';

/**
 * Props for a donation or order form: `form_started` once per form shown, on its first click or input; its project
 * goes with the page view.
 */
export function useFormStarted(productId: string | undefined) {
  const started = useRef(false);
  useEffect(() => {
    if (productId) projectShown(productId);
  }, [productId]);
  const start = () => {
    if (started.current) return;
    started.current = true;
    track('form_started', productId);
  };
  return { onClickCapture: start, onInputCapture: start };
}
