/**
 * The list of any entity: columns, filters and sort from the catalogue; 'Add new' and a Hide/Show toggle for the
 * table (spec); rows open the edit page.
 */
import { isAdvancedField, type Entity } from '@symbol/contracts/catalogue';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { ReactElement } from 'react';
import {
  BulkDeleteButton,
  Button,
  CreateButton,
  DatagridConfigurable,
  Empty,
  ExportButton,
  FilterButton,
  FunctionField,
  List,
  SelectColumnsButton,
  SimpleList,
  useLocaleState,
  useResourceDefinition,
  TopToolbar,
  useStore,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { listColumns, representRecord } from '../catalogue.ts';
import { ListLanguageMarkers, recordCompleteness } from '../fields/completeness.tsx';
import { formatDateTime } from '../fields/datetime.ts';
import { columnsOf, idColumn, referenceColumns } from '../fields/field-column.tsx';
import { DeleteConfirmButton } from './delete-button.tsx';
import { filtersOf } from './filters.tsx';
import { useNamedRowCheckboxes } from './row-checkboxes.ts';

export function NoFoundItems() {
  const translate = useTranslate();
  const { hasCreate } = useResourceDefinition();
  return (
    <Box sx={{ p: 2 }}>
      <Typography>{translate('admin.no_found')}</Typography>
      {hasCreate && <CreateButton label="admin.add_new" />}
    </Box>
  );
}

/** The table's Hide/Show toggle (spec), kept per resource in the store. */
const useTableShown = (resource: string) => useStore(`admin.table.${resource}.shown`, true);

function TableToggle({ resource }: { resource: string }) {
  const translate = useTranslate();
  const [shown, setShown] = useTableShown(resource);
  return (
    <Button
      label={shown ? 'admin.table.hide' : 'admin.table.show'}
      aria-expanded={shown}
      aria-label={translate(shown ? 'admin.table.hide' : 'admin.table.show')}
      onClick={() => setShown(!shown)}
    >
      {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
    </Button>
  );
}

function Actions({ hasFilters, resource }: { hasFilters: boolean; resource: string }) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      {hasFilters && <FilterButton />}
      {hasCreate && <CreateButton label="admin.add_new" variant="contained" />}
      <TableToggle resource={resource} />
      <SelectColumnsButton />
      <ExportButton />
    </TopToolbar>
  );
}

/**
 * A list with no record yet: react-admin's empty state (what the list is for and a create button) where the
 * entity explains itself (`resources.{key}.invite`, i18n/list-words.ts), else 'No found items' and 'Add new'.
 */
function ListEmpty({ entity }: { entity: Entity }) {
  const translate = useTranslate();
  const explained = translate(`resources.${entity.key}.invite`, { _: '' });
  return explained ? <Empty /> : <NoFoundItems />;
}

/**
 * A phone's line for a record: its representation over its id. A record with nothing to name it by (an order)
 * is represented by its id already: its second line then says what the table's plain columns say (status,
 * type, a request's payload...) and the date it was made, instead of the id again.
 */
export function phoneLine(entity: Entity, record: RaRecord, locale: string) {
  const primary = representRecord(record, locale);
  if (primary !== String(record.id)) return { primary, secondary: String(record.id), tertiary: undefined };
  const plain = listColumns(entity).filter((name) =>
    ['enum', 'text', 'int', 'decimal', 'json'].includes(entity.fields[name]!.kind),
  );
  const values = plain
    .map((name) => (entity.fields[name]!.kind === 'json' ? JSON.stringify(record[name] ?? null) : record[name]))
    .filter((value) => value !== null && value !== undefined && value !== '' && value !== 'null')
    .map((value) => String(value).slice(0, 80));
  return { primary, secondary: values.join(' · '), tertiary: formatDateTime(record.createdAt) };
}

/**
 * `embedded`: on a screen of its own (Widgets), the list keeps its page and filters out of the URL. `leading`:
 * columns a task screen shows first (the product list's thumbnail and price).
 */
export function entityList(entity: Entity, embedded = false, leading: ReactElement[] = []) {
  const filters = filtersOf(entity);
  const sort = entity.fields.orderIndex
    ? { field: 'orderIndex', order: 'ASC' as const }
    : { field: 'createdAt', order: 'DESC' as const };
  const hasLocalized = Object.values(entity.fields).some((field) => field.kind === 'localized');
  const columns = listColumns(entity);
  // Technical columns (slug, variant...) are shown on demand, from the Columns chooser.
  const hidden = columns.filter((name) => isAdvancedField(entity.key, name));
  // The records the reference columns show come with the page (one round trip after it, not per cell).
  const queryOptions = { meta: { prefetch: referenceColumns(entity, columns) } };
  return function EntityList() {
    // Phones get one line per record (title and id) instead of a table wider than the screen.
    const translate = useTranslate();
    const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [locale] = useLocaleState();
    const [shown] = useTableShown(entity.key);
    useNamedRowCheckboxes();
    // A resource with a screen of its own to show (a subject's customer screen) opens it; the rest open the edit.
    const opens = useResourceDefinition().hasShow ? 'show' : 'edit';
    return (
      <List
        filters={filters}
        actions={<Actions hasFilters={filters.length > 0} resource={entity.key} />}
        sort={sort}
        perPage={25}
        queryOptions={queryOptions}
        empty={<ListEmpty entity={entity} />}
        disableSyncWithLocation={embedded}
        storeKey={embedded ? `embedded.${entity.key}` : undefined}
      >
        {!shown ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('admin.table.hidden')}
          </Typography>
        ) : small ? (
          <SimpleList
            linkType={opens}
            primaryText={(record) => phoneLine(entity, record, locale).primary}
            secondaryText={(record) => phoneLine(entity, record, locale).secondary}
            tertiaryText={(record) => phoneLine(entity, record, locale).tertiary}
            empty={<NoFoundItems />}
          />
        ) : (
          <DatagridConfigurable
            omit={hidden}
            // A table wider than the window (the products' nine columns in Russian) scrolls inside its card.
            sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
            rowClick={opens}
            empty={<NoFoundItems />}
            // The audit trail is the server's own record: nothing to delete.
            bulkActionButtons={entity.readOnly ? false : <BulkDeleteButton mutationMode="pessimistic" />}
          >
            {idColumn()}
            {leading}
            {columnsOf(entity, columns)}
            {hasLocalized && (
              <FunctionField
                label="admin.form.languages"
                sortable={false}
                render={(record: RaRecord) => {
                  const status = recordCompleteness(entity, record);
                  return status ? <ListLanguageMarkers status={status} /> : null;
                }}
              />
            )}
            {/* (named, for the Columns chooser); the audit trail is the server's own record: nothing to delete */}
            {!entity.readOnly && <DeleteConfirmButton label="admin.delete" />}
          </DatagridConfigurable>
        )}
      </List>
    );
  };
}
