/** List filters from the catalogue: the search box (slug, admin title, texts), variant, enums and foreign ids. */
import { enumChoices } from '../fields/enum-words.ts';
import type { Entity } from '@symbol/contracts';
import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { editableFields, searchColumns } from '../catalogue.ts';
import { SEARCH_FILTER } from '../data-provider.ts';

export function filtersOf(entity: Entity) {
  const filters = [];
  if (searchColumns(entity).length) filters.push(<SearchInput key={SEARCH_FILTER} source={SEARCH_FILTER} alwaysOn />);
  for (const [name, field] of editableFields(entity)) {
    if (field.kind === 'enum') {
      filters.push(<SelectInput key={name} source={name} choices={enumChoices(field.values)} />);
    } else if (field.kind === 'ref') {
      filters.push(
        <ReferenceInput key={name} source={name} reference={field.target}>
          <AutocompleteInput />
        </ReferenceInput>,
      );
    } else if (name === 'variant') {
      filters.push(<TextInput key={name} source={name} />);
    }
  }
  return filters;
}
