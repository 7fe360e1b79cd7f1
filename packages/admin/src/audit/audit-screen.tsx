/**
 * The Audit screen (route /audit, admin only: the server answers 403 to anyone else): every write and sign-in
 * from GET /api/system/audit, newest first, filtered by its columns, a page of 50 at a time. Users are named by
 * their email (two reads for the page: the users' identities, then those identities).
 */
import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS } from '@symbol/contracts/constants';
import { useState } from 'react';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { http } from '../api/client.ts';
import { adminEntities } from '../catalogue.ts';
import { ScreenFrame } from '../tasks/task-screen.tsx';
import { subjectsOf, useSubjectEmails } from './subject-emails.ts';

const PAGE_SIZE = 50;
/** A filter's width: the row wraps on a desktop, one per line on a phone. */
const FIELD = { width: { xs: '100%', sm: 220 }, m: 0 };

interface Entry {
  id: string;
  at: string;
  action: (typeof AUDIT_ACTIONS)[number];
  entityKey: string | null;
  recordId: string | null;
  releaseId: string | null;
  staged: boolean;
  actor: { kind: (typeof AUDIT_ACTOR_KINDS)[number]; id: string | null };
  sourceIp: string | null;
  changed: string[];
}

type Filters = Partial<Record<'actorKind' | 'action' | 'entityKey' | 'releaseId' | 'sourceIp' | 'from' | 'to', string>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function useAudit(filters: Filters, page: number) {
  return useQuery({
    queryKey: ['audit', filters, page],
    queryFn: async () => {
      const query = new URLSearchParams({ offset: String(page * PAGE_SIZE), limit: String(PAGE_SIZE) });
      for (const [key, value] of Object.entries(filters)) {
        if (!value) continue;
        // A half-typed release id is not asked for (the server would refuse it).
        if (key === 'releaseId' && !UUID.test(value)) continue;
        query.set(key, key === 'from' || key === 'to' ? new Date(value).toISOString() : value);
      }
      return (await http.request<Entry[]>('GET', `/api/system/audit?${query}`)).data;
    },
  });
}

function FilterBar({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const translate = useTranslate();
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [key]: event.target.value });
  const select = (key: 'actorKind' | 'action' | 'entityKey', options: readonly { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={translate(`admin.audit.filter.${key}`)}
      value={filters[key] ?? ''}
      onChange={set(key)}
      fullWidth={false}
      sx={FIELD}
    >
      <MenuItem value="">{translate('admin.audit.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack
      component="form"
      role="search"
      aria-label={translate('admin.audit.title')}
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap' }}
      onSubmit={(event) => event.preventDefault()}
    >
      {select(
        'actorKind',
        AUDIT_ACTOR_KINDS.map((kind) => ({ value: kind, label: translate(`admin.audit.actors.${kind}`) })),
      )}
      {select(
        'action',
        AUDIT_ACTIONS.map((action) => ({ value: action, label: translate(`admin.audit.actions.${action}`) })),
      )}
      {select(
        'entityKey',
        adminEntities.map((entity) => ({
          value: entity.key,
          label: `${translate(`resources.${entity.key}.name`)} (${translate(`modules.${entity.module}`)})`,
        })),
      )}
      <TextField
        size="small"
        label={translate('admin.audit.filter.releaseId')}
        value={filters.releaseId ?? ''}
        onChange={set('releaseId')}
      />
      <TextField
        size="small"
        label={translate('admin.audit.filter.sourceIp')}
        value={filters.sourceIp ?? ''}
        onChange={set('sourceIp')}
      />
      {(['from', 'to'] as const).map((key) => (
        <TextField
          key={key}
          size="small"
          type="datetime-local"
          fullWidth={false}
          sx={FIELD}
          label={translate(`admin.audit.filter.${key}`)}
          value={filters[key] ?? ''}
          onChange={set(key)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </Stack>
  );
}

/** The email of each user among the ids (a user signs in with an identity that holds it). */
function Actor({ actor, emails }: { actor: Entry['actor']; emails: Map<string, string> }) {
  const translate = useTranslate();
  const kind = translate(`admin.audit.actors.${actor.kind}`);
  if (actor.kind !== 'subject' || !actor.id) return <>{kind}</>;
  return <Link to={`/rbac/subjects/${actor.id}`}>{emails.get(actor.id) ?? `${kind} ${actor.id.slice(0, 8)}`}</Link>;
}

function Entries({ entries }: { entries: Entry[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: emails = new Map<string, string>() } = useSubjectEmails(subjectsOf(entries));
  const known = new Set<string>(adminEntities.map((entity) => entity.key));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      {/* Eight columns do not fit a phone: the table keeps its width and scrolls sideways there. */}
      <Table size="small" aria-label={translate('admin.audit.title')} sx={{ minWidth: 960 }}>
        <TableHead>
          <TableRow>
            {(['at', 'actor', 'action', 'entity', 'record', 'release', 'source', 'changed'] as const).map((key) => (
              <TableCell key={key}>{translate(`admin.audit.${key}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(entry.at).toLocaleString(locale)}</TableCell>
              <TableCell>
                <Actor actor={entry.actor} emails={emails} />
              </TableCell>
              <TableCell>
                {translate(`admin.audit.actions.${entry.action}`)}
                {entry.staged && <Chip size="small" sx={{ ml: 1 }} label={translate('admin.audit.staged')} />}
              </TableCell>
              <TableCell>
                {entry.entityKey ? translate(`resources.${entry.entityKey}.name`, { _: entry.entityKey }) : '—'}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>
                {entry.recordId && entry.entityKey && known.has(entry.entityKey) && entry.action !== 'delete' ? (
                  <Link to={`/${entry.entityKey}/${entry.recordId}`}>{entry.recordId.slice(0, 8)}</Link>
                ) : (
                  (entry.recordId?.slice(0, 8) ?? '—')
                )}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>
                {entry.releaseId ? (
                  <Link to={`/system/releases/${entry.releaseId}`}>{entry.releaseId.slice(0, 8)}</Link>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell>{entry.sourceIp ?? '—'}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.changed.join(', ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function AuditScreen() {
  const translate = useTranslate();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(0);
  const audit = useAudit(filters, page);
  const entries = audit.data ?? [];
  return (
    <ScreenFrame title={translate('admin.audit.title')}>
      <Typography color="text.secondary">{translate('admin.audit.hint')}</Typography>
      <FilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {audit.error ? (
        <Alert severity="error">{translate('admin.audit.failed', { error: (audit.error as Error).message })}</Alert>
      ) : audit.isPending ? (
        <Skeleton variant="rectangular" height={320} />
      ) : entries.length === 0 ? (
        <Typography>{translate('admin.audit.empty')}</Typography>
      ) : (
        <Entries entries={entries} />
      )}
      <Stack
        direction="row"
        spacing={1}
        component="nav"
        aria-label={translate('admin.audit.page', { page: page + 1 })}
        sx={{ alignItems: 'center' }}
      >
        <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
          {translate('admin.audit.newer')}
        </Button>
        <Typography>{translate('admin.audit.page', { page: page + 1 })}</Typography>
        <Button disabled={entries.length < PAGE_SIZE} onClick={() => setPage(page + 1)}>
          {translate('admin.audit.older')}
        </Button>
      </Stack>
    </ScreenFrame>
  );
}
