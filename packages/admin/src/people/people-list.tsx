/**
 * People: everyone who is someone to an operator (an address, a gift, a recurring gift, a staff role), newest gift
 * first, with email, name, roles, first and last gift, what they gave in all and their recurring gift; searched by
 * email or name, filtered to donors, monthly donors or staff. One server read per page (GET /api/ecommerce/people).
 */
import { formatDate, formatMoney } from '@symbol/contracts/intl';
import { PEOPLE_KINDS, type People, type PeopleQuery } from '@symbol/contracts/shop';
import {
  Alert,
  Box,
  Chip,
  Skeleton,
  Stack,
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
type Row = People['rows'][number];

function queryString(filters: PeopleQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export function PeopleList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [filters, setFilters] = useState<PeopleQuery>({ limit: PAGE, offset: 0 });
  const people = useQuery({
    queryKey: ['people', filters],
    queryFn: async () => (await http.request<People>('GET', `/api/ecommerce/people?${queryString(filters)}`)).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const filter = (patch: Partial<PeopleQuery>) => setFilters((f) => ({ ...f, ...patch, offset: 0 }));
  const offset = Number(filters.offset ?? 0);
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const nameOf = (row: Row) =>
    pickLocalized(row.name ?? undefined, locale) || row.email || translate('admin.people.anonymous');
  const money = (row: Row) =>
    row.lifetime.map((m) => formatMoney(m.amount, m.currency, locale)).join(' · ') ||
    translate('admin.people.no_gifts');
  const monthly = (row: Row) =>
    row.monthly
      ? `${formatMoney(row.monthly.amount, row.monthly.currency, locale)} ${translate(`admin.people.interval.${row.monthly.interval}`, { _: row.monthly.interval })} · ${translate(`admin.people.status.${row.monthly.status}`)}`
      : '—';
  const open = (row: Row) => (
    <Link to={`/rbac/subjects/${row.id}/show`} aria-label={translate('admin.people.open', { name: nameOf(row) })}>
      {nameOf(row)}
    </Link>
  );
  const roles = (row: Row) =>
    row.roles
      .filter((r) => r.slug !== 'user')
      .map((r) => <Chip key={r.slug} size="small" label={r.title} sx={{ mr: 0.5 }} />);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%' }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate('admin.people.title')}
      </Typography>
      <Tabs
        value={filters.kind ?? 'all'}
        onChange={(_, value: string) =>
          filter({ kind: value === 'all' ? undefined : (value as (typeof PEOPLE_KINDS)[number]) })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1 }}
      >
        <Tab value="all" label={translate('admin.people.kind.all')} />
        {PEOPLE_KINDS.map((kind) => (
          <Tab key={kind} value={kind} label={translate(`admin.people.kind.${kind}`)} />
        ))}
      </Tabs>
      <Box component="search" sx={{ mb: 2 }}>
        <TextField
          label={translate('admin.people.search')}
          type="search"
          size="small"
          value={filters.q ?? ''}
          onChange={(e) => filter({ q: e.target.value || undefined })}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
      </Box>
      {people.isPending ? (
        <Stack spacing={1} aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : people.isError ? (
        <Alert severity="error">{translate('admin.people.load_failed', { error: people.error.message })}</Alert>
      ) : people.data.rows.length === 0 ? (
        <Typography sx={{ p: 2 }}>{translate('admin.people.none')}</Typography>
      ) : (
        <>
          {small ? (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {people.data.rows.map((row) => (
                <Box component="li" key={row.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                    {open(row)}
                    <Box>{roles(row)}</Box>
                  </Stack>
                  {row.name && (
                    <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {row.email}
                    </Typography>
                  )}
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {money(row)}
                  </Typography>
                  <Typography variant="body2">
                    {row.lastGift ? `${translate('admin.people.last_gift')}: ${formatDate(row.lastGift, locale)}` : ''}
                    {row.monthly ? ` · ${monthly(row)}` : ''}
                  </Typography>
                </Box>
              ))}
            </Stack>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={translate('admin.people.title')}>
                <TableHead>
                  <TableRow>
                    {['person', 'roles', 'first_gift', 'last_gift', 'lifetime', 'monthly'].map((c) => (
                      <TableCell key={c}>{translate(`admin.people.${c}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {people.data.rows.map((row) => (
                    <TableRow key={row.id} hover>
                      <TableCell sx={{ minWidth: 200 }}>
                        {open(row)}
                        {row.name && row.email && (
                          <Typography
                            variant="caption"
                            color="text.secondary"
                            component="div"
                            sx={{ overflowWrap: 'anywhere' }}
                          >
                            {row.email}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{roles(row)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {row.firstGift ? formatDate(row.firstGift, locale) : '—'}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {row.lastGift ? formatDate(row.lastGift, locale) : '—'}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                        {row.lifetime.length
                          ? row.lifetime.map((m) => (
                              <div key={m.currency.id}>{formatMoney(m.amount, m.currency, locale)}</div>
                            ))
                          : '—'}
                        {row.gifts > 0 && (
                          <Typography variant="caption" color="text.secondary" component="div">
                            {translate('admin.people.gifts', { smart_count: row.gifts })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{monthly(row)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          <Pager
            words="admin.people"
            offset={offset}
            pageSize={PAGE}
            shown={people.data.rows.length}
            total={people.data.total}
            onOffset={(next) => setFilters((f) => ({ ...f, offset: next }))}
          />
        </>
      )}
    </Box>
  );
}
