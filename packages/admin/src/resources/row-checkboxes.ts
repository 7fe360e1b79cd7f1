/**
 * react-admin's Datagrid names each row's checkbox on its wrapper (axe: aria-prohibited-attr) and leaves the
 * input itself unnamed (axe: label, critical). While a list is shown, the name moves onto the input, on rows that
 * arrive later and when the language changes the name again.
 */
import { useEffect } from 'react';

const SELECTOR = '.RaDatagrid-checkbox[aria-label]';

function nameInputs() {
  for (const wrapper of document.querySelectorAll<HTMLElement>(SELECTOR)) {
    const input = wrapper.querySelector('input');
    if (input) input.setAttribute('aria-label', wrapper.getAttribute('aria-label')!);
    wrapper.removeAttribute('aria-label');
  }
}

export function useNamedRowCheckboxes() {
  useEffect(() => {
    nameInputs();
    const observer = new MutationObserver(nameInputs);
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
}
