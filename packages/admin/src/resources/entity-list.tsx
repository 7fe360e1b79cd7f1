/**
 * The list of any entity: columns, filters and sort from the catalogue; 'Add new' and a Hide/Show toggle for the
 * table (spec); rows open the edit page.
 */
import type { Entity } from '@symbol/contracts';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  BulkDeleteButton,
  Button,
  CreateButton,
  Datagrid,
  ExportButton,
  FilterButton,
  List,
  SimpleList,
  useLocaleState,
  TopToolbar,
  useStore,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { listColumns, representRecord } from '../catalogue.ts';
import { formatDateTime } from '../fields/datetime-input.tsx';
import { columnsOf, idColumn } from '../fields/field-column.tsx';
import { DeleteConfirmButton } from './delete-button.tsx';
import { filtersOf } from './filters.tsx';

export function NoFoundItems() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography>{translate('admin.no_found')}</Typography>
      <CreateButton label="admin.add_new" />
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

const Actions = ({ hasFilters, resource }: { hasFilters: boolean; resource: string }) => (
  <TopToolbar>
    {hasFilters && <FilterButton />}
    <CreateButton label="admin.add_new" variant="contained" />
    <TableToggle resource={resource} />
    <ExportButton />
  </TopToolbar>
);

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

export function entityList(entity: Entity) {
  const filters = filtersOf(entity);
  const sort = entity.fields.orderIndex
    ? { field: 'orderIndex', order: 'ASC' as const }
    : { field: 'createdAt', order: 'DESC' as const };
  return function EntityList() {
    // Phones get one line per record (title and id) instead of a table wider than the screen.
    const translate = useTranslate();
    const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [locale] = useLocaleState();
    const [shown] = useTableShown(entity.key);
    return (
      <List
        filters={filters}
        actions={<Actions hasFilters={filters.length > 0} resource={entity.key} />}
        sort={sort}
        perPage={25}
        empty={<NoFoundItems />}
      >
        {!shown ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('admin.table.hidden')}
          </Typography>
        ) : small ? (
          <SimpleList
            linkType="edit"
            primaryText={(record) => phoneLine(entity, record, locale).primary}
            secondaryText={(record) => phoneLine(entity, record, locale).secondary}
            tertiaryText={(record) => phoneLine(entity, record, locale).tertiary}
            empty={<NoFoundItems />}
          />
        ) : (
          <Datagrid
            rowClick="edit"
            empty={<NoFoundItems />}
            bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
          >
            {idColumn()}
            {columnsOf(entity, listColumns(entity))}
            <DeleteConfirmButton />
          </Datagrid>
        )}
      </List>
    );
  };
}
