/**
 * What the task lists (orders, People, inbox) share: their filters and one server read a page, and the rows' states
 * (a skeleton while the first page loads, the error, a line when there are none), a card a row on a phone (a table
 * is wider than the screen) or the table on a larger screen, and the pager. Each list draws its own cells and cards,
 * in its own words (`<words>.title`, `.load_failed`, `.none`, a column's `<words>.<column>` and the pager's).
 */
import {
  Alert,
  Box,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableHead,
  TableCell,
  TableRow,
  Typography,
  useMediaQuery,
  type SxProps,
  type Theme,
} from '@mui/material';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { http } from '../api/client.ts';
import { Pager } from './pager.tsx';

export const TASK_LIST_PAGE = 25;

/** A list's query: its own filters, `limit` and `offset` (the contracts' coerced inputs: `unknown`). */
type Filters = { offset?: unknown };
type Page<Row> = { rows: Row[]; total: number };

function queryString(filters: Filters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [string, unknown][])
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export interface TaskList<F extends Filters, Answer> {
  filters: F;
  /** Changes the filters, back to the first page. */
  filter(patch: Partial<F>): void;
  query: UseQueryResult<Answer>;
  offset: number;
  setOffset(offset: number): void;
}

/**
 * A task list's filters and its read of `path` with them (`queryKey` `[key, filters]`, which a screen that changes a
 * row invalidates); the page shown stays while the next one loads.
 */
export function useTaskList<F extends Filters, Answer>(key: string, path: string, initial: F): TaskList<F, Answer> {
  const [filters, setFilters] = useState(initial);
  const query = useQuery({
    queryKey: [key, filters],
    queryFn: async () => (await http.request<Answer>('GET', `${path}?${queryString(filters)}`)).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return {
    filters,
    filter: (patch) => setFilters((f) => ({ ...f, ...patch, offset: 0 })),
    query,
    offset: Number(filters.offset ?? 0),
    setOffset: (offset) => setFilters((f) => ({ ...f, offset })),
  };
}

/** A card's first line: what opens the row, and its state at the end. */
export const CardHead = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
    {children}
  </Stack>
);

export function TaskRows<Row extends { id: string }>({
  list,
  words,
  columns,
  card,
  cells,
  rowSx,
}: {
  list: TaskList<Filters, Page<Row>>;
  /** The list's translation prefix: `orders`, `admin.people`, `admin.inbox`. */
  words: string;
  /** The table's columns, each headed `<words>.<column>`. */
  columns: readonly string[];
  /** A row's card on a phone. */
  card(row: Row): ReactNode;
  /** A row's table cells. */
  cells(row: Row): ReactNode;
  rowSx?(row: Row): SxProps<Theme>;
}) {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { query } = list;
  if (query.isPending)
    return (
      <Stack spacing={1} aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  if (query.isError)
    return <Alert severity="error">{translate(`${words}.load_failed`, { error: query.error.message })}</Alert>;
  const { rows, total } = query.data;
  if (rows.length === 0) return <Typography sx={{ p: 2 }}>{translate(`${words}.none`)}</Typography>;
  return (
    <>
      {small ? (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Box component="li" key={row.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              {card(row)}
            </Box>
          ))}
        </Stack>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate(`${words}.title`)}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{translate(`${words}.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover sx={rowSx?.(row)}>
                  {cells(row)}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Pager
        words={words}
        offset={list.offset}
        pageSize={TASK_LIST_PAGE}
        shown={rows.length}
        total={total}
        onOffset={list.setOffset}
      />
    </>
  );
}
