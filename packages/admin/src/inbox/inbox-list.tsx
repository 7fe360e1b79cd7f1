/**
 * The inbox: requests newest first, by status (tabs with counts), mine only, or by words; each row the form, who
 * wrote (reply address), a line of what was sent, status and replies. One server read per page (crm.requests.inbox).
 */
import { CRM_REQUEST_STATUSES } from '@symbol/contracts/constants';
import type { Inbox, InboxQuery } from '@symbol/contracts/crm';
import { formatDate } from '@symbol/contracts/intl';
import { Box, Chip, FormControlLabel, Stack, Switch, Tab, TableCell, Tabs, TextField, Typography } from '@mui/material';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { pickLocalized } from '../catalogue.ts';
import { CardHead, TASK_LIST_PAGE, TaskRows, useTaskList } from '../layout/task-list.tsx';

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

export function InboxList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // New requests first: what an operator opens the inbox for.
  const inbox = useTaskList<InboxQuery, Inbox>('crm-inbox', '/api/crm/requests/inbox', {
    limit: TASK_LIST_PAGE,
    offset: 0,
    status: 'new',
  });
  const { filters, filter } = inbox;
  const counts = inbox.query.data?.counts;
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
      <TaskRows
        list={inbox}
        words="admin.inbox"
        columns={['received', 'form', 'from', 'request', 'state', 'replies']}
        card={(row) => (
          <>
            <CardHead>
              {open(row)}
              <StatusChip status={row.status} />
            </CardHead>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formName(row)}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {from(row)}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {row.summary}
            </Typography>
          </>
        )}
        cells={(row) => (
          <>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{open(row)}</TableCell>
            <TableCell>{formName(row)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{from(row)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>{row.summary}</TableCell>
            <TableCell>
              <StatusChip status={row.status} />
            </TableCell>
            <TableCell>{row.replies}</TableCell>
          </>
        )}
        rowSx={(row) => ({ fontWeight: row.status === 'new' ? 600 : undefined })}
      />
    </Box>
  );
}
