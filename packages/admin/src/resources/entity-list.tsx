/** The list of any entity: columns, filters and sort from the catalogue; 'Add new'; rows open the edit page. */
import type { Entity } from '@symbol/contracts';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  ExportButton,
  FilterButton,
  List,
  SimpleList,
  useLocaleState,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { listColumns, representRecord } from '../catalogue.ts';
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

const Actions = ({ hasFilters }: { hasFilters: boolean }) => (
  <TopToolbar>
    {hasFilters && <FilterButton />}
    <CreateButton label="admin.add_new" variant="contained" />
    <ExportButton />
  </TopToolbar>
);

export function entityList(entity: Entity) {
  const filters = filtersOf(entity);
  const sort = entity.fields.orderIndex
    ? { field: 'orderIndex', order: 'ASC' as const }
    : { field: 'createdAt', order: 'DESC' as const };
  return function EntityList() {
    // Phones get one line per record (title and id) instead of a table wider than the screen.
    const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [locale] = useLocaleState();
    return (
      <List
        filters={filters}
        actions={<Actions hasFilters={filters.length > 0} />}
        sort={sort}
        perPage={25}
        empty={<NoFoundItems />}
      >
        {small ? (
          <SimpleList
            linkType="edit"
            primaryText={(record) => representRecord(record, locale)}
            secondaryText={(record) => String(record.id)}
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
