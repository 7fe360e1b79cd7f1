/**
 * People: everyone who is someone to an operator (an address, a gift, a recurring gift, a staff role), newest gift
 * first, with email, name, roles, first and last gift, what they gave in all and their recurring gift; searched by
 * email or name, filtered to donors, monthly donors or staff. One server read per page (GET /api/ecommerce/people).
 */
import { formatDate, formatMoney } from '@symbol/contracts/intl';
import { PEOPLE_KINDS, type People, type PeopleQuery } from '@symbol/contracts/shop';
import { Box, Chip, Tab, TableCell, Tabs, TextField, Typography } from '@mui/material';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { pickLocalized } from '../catalogue.ts';
import { CardHead, TASK_LIST_PAGE, TaskRows, useTaskList } from '../layout/task-list.tsx';

type Row = People['rows'][number];

export function PeopleList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const people = useTaskList<PeopleQuery, People>('people', '/api/ecommerce/people', {
    limit: TASK_LIST_PAGE,
    offset: 0,
  });
  const { filters, filter } = people;
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
      <TaskRows
        list={people}
        words="admin.people"
        columns={['person', 'roles', 'first_gift', 'last_gift', 'lifetime', 'monthly']}
        card={(row) => (
          <>
            <CardHead>
              {open(row)}
              <Box>{roles(row)}</Box>
            </CardHead>
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
          </>
        )}
        cells={(row) => (
          <>
            <TableCell sx={{ minWidth: 200 }}>
              {open(row)}
              {row.name && row.email && (
                <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                  {row.email}
                </Typography>
              )}
            </TableCell>
            <TableCell>{roles(row)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {row.firstGift ? formatDate(row.firstGift, locale) : '—'}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.lastGift ? formatDate(row.lastGift, locale) : '—'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
              {row.lifetime.length
                ? row.lifetime.map((m) => <div key={m.currency.id}>{formatMoney(m.amount, m.currency, locale)}</div>)
                : '—'}
              {row.gifts > 0 && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {translate('admin.people.gifts', { smart_count: row.gifts })}
                </Typography>
              )}
            </TableCell>
            <TableCell>{monthly(row)}</TableCell>
          </>
        )}
      />
    </Box>
  );
}
