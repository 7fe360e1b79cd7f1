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
import { Fragment, lazy, Suspense, useState } from 'react';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { http } from '../api/client.ts';
import { adminEntities } from '../catalogue.ts';
import { ScreenFrame } from '../tasks/task-screen.tsx';
import { subjectsOf, useSubjectEmails } from './subject-emails.ts';
import { useNameRecord, useRecordNames } from '../releases/record-names.ts';
import { formatWhen } from '../fields/datetime.ts';

const DateTimeField = lazy(async () => ({ default: (await import('../fields/datetime-input.tsx')).DateTimeField }));

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
  actor: { kind: (typeof AUDIT_ACTOR_KINDS)[number]; id: string | null; token?: { id: string; name: string } | null };
  sourceIp: string | null;
  changed: string[];
  /** A publish's writes that changed something (listed beneath it). */
  changes?: number | null;
}

type Filters = Partial<Record<'actorKind' | 'action' | 'entityKey' | 'releaseId' | 'sourceIp' | 'from' | 'to', string>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function useAudit(filters: Filters, page: number) {
  return useQuery({
    queryKey: ['audit', filters, page],
    queryFn: async () => {
      // One row per publish, its writes beneath it on demand.
      const query = new URLSearchParams({
        offset: String(page * PAGE_SIZE),
        limit: String(PAGE_SIZE),
        grouped: 'true',
      });
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
      {/* The admin's picker (DD.MM.YYYY HH:mm in its language, its zone said), as every datetime of the admin. */}
      {(['from', 'to'] as const).map((key) => (
        <Box key={key} sx={FIELD}>
          <Suspense fallback={<Skeleton height={40} />}>
            <DateTimeField
              label={translate(`admin.audit.filter.${key}`)}
              value={filters[key] ?? null}
              onChange={(value) => onChange({ ...filters, [key]: value ?? undefined })}
            />
          </Suspense>
        </Box>
      ))}
    </Stack>
  );
}

/** The email of each user among the ids (a user signs in with an identity that holds it). */
function Actor({ actor, emails }: { actor: Entry['actor']; emails: Map<string, string> }) {
  const translate = useTranslate();
  const kind = translate(`admin.audit.actors.${actor.kind}`);
  if (actor.kind !== 'subject' || !actor.id) return <>{kind}</>;
  const who = emails.get(actor.id) ?? `${kind} ${actor.id.slice(0, 8)}`;
  return (
    <Link to={`/rbac/subjects/${actor.id}`}>
      {actor.token ? translate('admin.audit.token', { name: actor.token.name, who }) : who}
    </Link>
  );
}

type Names = ReturnType<typeof useRecordNames>['data'];

/** The records an entry names: its record, and its release (named by its title, not its id). */
const refsOf = (entries: Entry[]) =>
  entries.flatMap((entry) => [
    entry,
    ...(entry.releaseId ? [{ entityKey: 'system/releases', recordId: entry.releaseId }] : []),
  ]);

function EntryRow({
  entry,
  emails,
  names,
  beneath = false,
  open,
  onToggle,
}: {
  entry: Entry;
  emails: Map<string, string>;
  names: Names;
  beneath?: boolean;
  open?: boolean;
  onToggle?: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const nameRecord = useNameRecord();
  const known = new Set<string>(adminEntities.map((entity) => entity.key));
  const release = entry.releaseId
    ? nameRecord({ entityKey: 'system/releases', recordId: entry.releaseId }, locale, names).name
    : null;
  return (
    <TableRow sx={beneath ? { bgcolor: 'action.hover', '& > td:first-of-type': { pl: 4 } } : undefined}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(entry.at, locale)}</TableCell>
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
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>
        {entry.recordId && entry.entityKey && known.has(entry.entityKey) && entry.action !== 'delete' ? (
          <Link to={`/${entry.entityKey}/${entry.recordId}`}>{nameRecord(entry, locale, names).name}</Link>
        ) : (
          (entry.recordId?.slice(0, 8) ?? '—')
        )}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {/* Beneath its publish a write's release is the row above's; a publish names its release as its record. */}
        {!entry.releaseId || beneath || entry.action === 'publish' ? (
          beneath ? (
            ''
          ) : (
            '—'
          )
        ) : (
          <Link to={`/system/releases/${entry.releaseId}`}>{release}</Link>
        )}
      </TableCell>
      <TableCell>{entry.sourceIp ?? '—'}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {entry.action === 'publish' ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{translate('admin.audit.changes', { smart_count: entry.changes ?? 0 })}</span>
            {!!entry.changes && (
              <Button size="small" aria-expanded={open} onClick={onToggle} sx={{ whiteSpace: 'nowrap' }}>
                {translate(open ? 'admin.audit.hide_changes' : 'admin.audit.show_changes')}
              </Button>
            )}
          </Stack>
        ) : (
          entry.changed
            .map((field) => translate(`resources.${entry.entityKey}.fields.${field}`, { _: field }))
            .join(', ')
        )}
      </TableCell>
    </TableRow>
  );
}

/** The writes a publish made, beneath its row: only those that changed something. */
function PublishChanges({ entry, title }: { entry: Entry; title: string }) {
  const translate = useTranslate();
  const changes = useQuery({
    queryKey: ['audit-publish', entry.id],
    queryFn: async () => {
      const query = new URLSearchParams({ releaseId: entry.recordId!, published: 'true', limit: '200' });
      return (await http.request<Entry[]>('GET', `/api/system/audit?${query}`)).data;
    },
  });
  const rows = changes.data ?? [];
  const { data: emails = new Map<string, string>() } = useSubjectEmails(subjectsOf(rows));
  const names = useRecordNames(refsOf(rows));
  if (changes.error || changes.isPending)
    return (
      <TableRow>
        <TableCell colSpan={8} sx={{ pl: 4 }}>
          {changes.error ? (
            <Typography color="error">
              {translate('admin.audit.changes_failed', { error: (changes.error as Error).message })}
            </Typography>
          ) : (
            <Skeleton />
          )}
        </TableCell>
      </TableRow>
    );
  return (
    <>
      <TableRow>
        <TableCell colSpan={8} sx={{ pl: 4, bgcolor: 'action.hover', fontWeight: 600 }}>
          {translate('admin.audit.changes_of', { title })}
        </TableCell>
      </TableRow>
      {rows.map((row) => (
        <EntryRow key={row.id} entry={row} emails={emails} names={names.data} beneath />
      ))}
    </>
  );
}

function Entries({ entries }: { entries: Entry[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: emails = new Map<string, string>() } = useSubjectEmails(subjectsOf(entries));
  const names = useRecordNames(refsOf(entries));
  const nameRecord = useNameRecord();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
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
            <Fragment key={entry.id}>
              <EntryRow
                entry={entry}
                emails={emails}
                names={names.data}
                open={open.has(entry.id)}
                onToggle={() => toggle(entry.id)}
              />
              {entry.action === 'publish' && open.has(entry.id) && (
                <PublishChanges entry={entry} title={nameRecord(entry, locale, names.data).name} />
              )}
            </Fragment>
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
