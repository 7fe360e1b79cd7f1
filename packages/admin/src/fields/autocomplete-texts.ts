/**
 * MUI's Autocomplete says 'Open', 'Close', 'Clear', 'No options' and 'Loading…' in English unless told: react-admin's
 * AutocompleteInput passes its own words, a bare Autocomplete takes these (the operator's language).
 */
import { useTranslate } from 'react-admin';

export function useAutocompleteTexts() {
  const translate = useTranslate();
  return {
    openText: translate('ra.action.open'),
    closeText: translate('ra.action.close'),
    clearText: translate('ra.action.clear_input_value'),
    noOptionsText: translate('ra.navigation.no_results'),
    loadingText: translate('ra.page.loading'),
  };
}
