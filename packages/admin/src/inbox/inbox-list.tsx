/**
 * The inbox: requests newest first, by status (tabs with counts), mine only, or by words; each row the form, who
 * wrote (reply address), a line of what was sent, status and replies. One server read per page (crm.requests.inbox).
 */
import { CRM_REQUEST_STATUSES } from '@symbol/contracts/constants';
import type { Inbox, InboxQuery } from '@symbol/contracts/crm';
import { formatDate } from '@symbol/contracts/intl';
import {
  Alert,
  Box,
  Chip,
  FormControlLabel,
  Skeleton,
  Stack,
  Switch,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { http } from '../api/client.ts';
import { pickLocalized } from '../catalogue.ts';
import { Pager } from '../layout/pager.tsx';

const PAGE = 25;
type Status = (typeof CRM_REQUEST_STATUSES)[number];
const COLORS: Record<Status, 'primary' | 'warning' | 'success' | 'default'> = {
  new: 'primary',
  'in-progress': 'warning',
  answered: 'success',
  spam: 'default',
};

export function StatusChip({ status }: { status: Status }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status]} label={translate(`admin.inbox.status.${status}`)} />;
}

function queryString(filters: InboxQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export function InboxList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // New requests first: what an operator opens the inbox for.
  const [filters, setFilters] = useState<InboxQuery>({ limit: PAGE, offset: 0, status: 'new' });
  const inbox = useQuery({
    queryKey: ['crm-inbox', filters],
    queryFn: async () => (await http.request<Inbox>('GET', `/api/crm/requests/inbox?${queryString(filters)}`)).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const filter = (patch: Partial<InboxQuery>) => setFilters((f) => ({ ...f, ...patch, offset: 0 }));
  const offset = Number(filters.offset ?? 0);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const counts = inbox.data?.counts;
  const formName = (row: Inbox['rows'][number]) => pickLocalized(row.form.title, locale) || row.form.adminTitle;
  const from = (row: Inbox['rows'][number]) => row.email ?? translate('admin.inbox.no_address');
  const open = (row: Inbox['rows'][number]) => (
    <Link to={`/crm/requests/${row.id}`} aria-label={translate('admin.inbox.open', { from: from(row) })}>
      {formatDate(row.createdAt, locale)}
    </Link>
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%' }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate('admin.inbox.title')}
      </Typography>
      <Tabs
        value={filters.status ?? 'all'}
        onChange={(_, value: string) => filter({ status: value === 'all' ? undefined : (value as Status) })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('admin.inbox.state')}
        sx={{ mb: 1 }}
      >
        <Tab value="all" label={translate('admin.inbox.all')} />
        {CRM_REQUEST_STATUSES.map((status) => (
          <Tab
            key={status}
            value={status}
            label={`${translate(`admin.inbox.status.${status}`)}${counts ? ` (${counts[status]})` : ''}`}
          />
        ))}
      </Tabs>
      <Stack
        component="search"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <TextField
          label={translate('admin.inbox.search')}
          type="search"
          size="small"
          value={filters.q ?? ''}
          onChange={(e) => filter({ q: e.target.value || undefined })}
          sx={{ minWidth: { sm: 280 } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={filters.assignee === 'me'}
              onChange={(e) => filter({ assignee: e.target.checked ? 'me' : undefined })}
            />
          }
          label={translate('admin.inbox.mine')}
        />
      </Stack>
      {inbox.isPending ? (
        <Stack spacing={1} aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : inbox.isError ? (
        <Alert severity="error">{translate('admin.inbox.load_failed', { error: inbox.error.message })}</Alert>
      ) : inbox.data.rows.length === 0 ? (
        <Typography sx={{ p: 2 }}>{translate('admin.inbox.none')}</Typography>
      ) : (
        <>
          {small ? (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {inbox.data.rows.map((row) => (
                <Box component="li" key={row.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                    {open(row)}
                    <StatusChip status={row.status} />
                  </Stack>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {formName(row)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {from(row)}
                  </Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {row.summary}
                  </Typography>
                </Box>
              ))}
            </Stack>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={translate('admin.inbox.title')}>
                <TableHead>
                  <TableRow>
                    {['received', 'form', 'from', 'request', 'state', 'replies'].map((c) => (
                      <TableCell key={c}>{translate(`admin.inbox.${c}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {inbox.data.rows.map((row) => (
                    <TableRow key={row.id} hover sx={{ fontWeight: row.status === 'new' ? 600 : undefined }}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{open(row)}</TableCell>
                      <TableCell>{formName(row)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{from(row)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>{row.summary}</TableCell>
                      <TableCell>
                        <StatusChip status={row.status} />
                      </TableCell>
                      <TableCell>{row.replies}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          <Pager
            words="admin.inbox"
            offset={offset}
            pageSize={PAGE}
            shown={inbox.data.rows.length}
            total={inbox.data.total}
            onOffset={(next) => setFilters((f) => ({ ...f, offset: next }))}
          />
        </>
      )}
    </Box>
  );
}
