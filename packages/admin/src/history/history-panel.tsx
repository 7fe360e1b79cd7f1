/**
 * The History tab of a record's edit screen: its versions newest first (who, when, which release, the fields
 * changed), each opening a before/after table, with "Revert this change" (its fields as they were before it) and
 * "Make it as after this change" (the API writes the version back), each said in one line and asked in the
 * admin's own dialog with what will be written; a notification then offers to take the write back.
 */
import type { Entity } from '@symbol/contracts';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { http } from '../api/client.ts';
import { subjectsOf, useSubjectEmails } from '../audit/subject-emails.ts';
import { showValue } from './show-value.ts';
import { formatWhen } from '../fields/datetime.ts';

const PAGE = 20;

export interface Version {
  id: string;
  action: 'create' | 'update' | 'delete';
  at: string;
  releaseId: string | null;
  staged: boolean;
  actor: { kind: 'subject' | 'server' | 'anonymous' | 'system'; id: string | null };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  changed: string[];
}

/** The fields a version changed, before and after. */
export function VersionDiff({ version, resource }: { version: Version; resource: string }) {
  const translate = useTranslate();
  const fields = version.changed.length ? version.changed : Object.keys(version.after ?? version.before ?? {});
  return (
    // Readable columns on a phone: its box scrolls sideways.
    <Table size="small" aria-label={translate('admin.history.title')} sx={{ minWidth: 480 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('admin.history.field')}</TableCell>
          <TableCell>{translate('admin.history.before')}</TableCell>
          <TableCell>{translate('admin.history.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((field) => (
          <TableRow key={field}>
            <TableCell>{translate(`resources.${resource}.fields.${field}`, { _: field })}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', color: 'error.main' }}>
              {showValue(version.before?.[field])}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', color: 'success.main' }}>
              {showValue(version.after?.[field])}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Field by field, what a write will put in place of what the record holds now. */
function WriteDiff({
  entity,
  now,
  next,
}: {
  entity: Entity;
  now: Record<string, unknown>;
  next: Record<string, unknown>;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('admin.history.confirm_title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('admin.history.field')}</TableCell>
            <TableCell>{translate('admin.history.before')}</TableCell>
            <TableCell>{translate('admin.history.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {Object.keys(next).map((field) => (
            <TableRow key={field}>
              <TableCell>{translate(`resources.${entity.key}.fields.${field}`, { _: field })}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', color: 'error.main' }}>
                {showValue(now[field])}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', color: 'success.main' }}>
                {showValue(next[field])}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Fields of `target` that differ from `now` (ids and stamps are never written back). */
const differing = (now: Record<string, unknown>, target: Record<string, unknown>, fields: string[]) =>
  Object.fromEntries(
    fields
      .filter((field) => !['id', 'createdAt', 'updatedAt'].includes(field))
      .filter((field) => JSON.stringify(now[field] ?? null) !== JSON.stringify(target[field] ?? null))
      .map((field) => [field, target[field] ?? null]),
  );

/** A notification with a button that takes the write back (writes the fields as they were a moment ago). */
function TakeBack({ text, onTakeBack }: { text: string; onTakeBack: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="success"
      variant="filled"
      action={
        <Button color="inherit" size="small" onClick={onTakeBack}>
          {translate('admin.history.take_back')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

type Asked = { kind: 'undo' | 'restore'; next: Record<string, unknown> };

function VersionRow({
  version,
  entity,
  emails,
  onRestored,
}: {
  version: Version;
  entity: Entity;
  emails: Map<string, string>;
  onRestored: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const record = (useRecordContext() ?? {}) as Record<string, unknown>;
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState<Asked | null>(null);
  const recordId = (version.after ?? version.before)?.id as string;
  const path = `/api/${entity.key}/${recordId}`;
  const fail = (error: unknown) =>
    notify('admin.history.restore_failed', { type: 'error', messageArgs: { error: (error as Error).message } });
  const write = async ({ kind, next }: Asked) => {
    const was = Object.fromEntries(Object.keys(next).map((field) => [field, record[field] ?? null]));
    setBusy(true);
    try {
      if (kind === 'restore') await http.request('POST', `${path}/versions/${version.id}/restore`);
      else await http.request('PATCH', path, { data: next });
      onRestored();
      const takeBack = async () => {
        try {
          await http.request('PATCH', path, { data: was });
          notify('admin.history.taken_back', { type: 'info' });
          onRestored();
        } catch (error) {
          fail(error);
        }
      };
      notify(
        <TakeBack
          text={translate(kind === 'restore' ? 'admin.history.restored' : 'admin.history.undone')}
          onTakeBack={() => void takeBack()}
        />,
        { autoHideDuration: 10_000 },
      );
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  // "Make it as after this change": the whole record as the version left it (the API writes it back).
  const askRestore = () =>
    setAsked({ kind: 'restore', next: differing(record, version.after ?? {}, Object.keys(version.after ?? {})) });
  // "Revert this change": the change's own fields put back as they were before it, the only way back to a value
  // no version left (a seeded headline changed once); what later versions changed in other fields stays.
  const askUndo = () => setAsked({ kind: 'undo', next: differing(record, version.before ?? {}, version.changed) });
  const when = formatWhen(version.at, locale);
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, width: '100%' }}>
          <Typography sx={{ fontWeight: 600 }}>{translate(`admin.history.action.${version.action}`)}</Typography>
          <Typography variant="body2">{when}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`admin.history.actor.${version.actor.kind}`, {
              name: (version.actor.id && emails.get(version.actor.id)) ?? version.actor.id?.slice(0, 8) ?? '',
            })}
          </Typography>
          {version.staged && <Chip size="small" color="warning" label={translate('admin.history.staged')} />}
          {version.releaseId && !version.staged && (
            <Chip size="small" label={translate('admin.history.in_release', { id: version.releaseId.slice(0, 8) })} />
          )}
          {version.changed.length > 0 && version.action === 'update' && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {translate('admin.history.changed', {
                fields: version.changed
                  .map((f) => translate(`resources.${entity.key}.fields.${f}`, { _: f }))
                  .join(', '),
              })}
            </Typography>
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Box sx={{ overflowX: 'auto' }}>
          <VersionDiff version={version} resource={entity.key} />
        </Box>
        <Stack spacing={1} sx={{ mt: 1 }}>
          {version.action === 'update' && version.before && version.changed.length > 0 && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="outlined" onClick={askUndo} disabled={busy} sx={{ flexShrink: 0 }}>
                {translate('admin.history.undo')}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {translate('admin.history.undo_hint')}
              </Typography>
            </Stack>
          )}
          {version.after && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="outlined" onClick={askRestore} disabled={busy} sx={{ flexShrink: 0 }}>
                {translate('admin.history.restore')}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {translate('admin.history.restore_hint')}
              </Typography>
            </Stack>
          )}
        </Stack>
        <Confirm
          isOpen={!!asked}
          title={translate(asked?.kind === 'restore' ? 'admin.history.restore' : 'admin.history.undo')}
          content={
            asked && Object.keys(asked.next).length ? (
              <Stack spacing={1}>
                <Typography>{translate('admin.history.confirm_title')}</Typography>
                <WriteDiff entity={entity} now={record} next={asked.next} />
                <Typography variant="body2" color="text.secondary">
                  {translate('admin.history.confirm_note')}
                </Typography>
              </Stack>
            ) : (
              translate('admin.history.nothing')
            )
          }
          confirm={asked?.kind === 'restore' ? 'admin.history.restore_do' : 'admin.history.undo_do'}
          onClose={() => setAsked(null)}
          onConfirm={() => {
            const given = asked;
            setAsked(null);
            if (given && Object.keys(given.next).length) void write(given);
          }}
        />
      </AccordionDetails>
    </Accordion>
  );
}

/** The record's versions under its form; reloaded after a save and after a restore. */
export function HistoryPanel({ entity }: { entity: Entity }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const id = record?.id as string | undefined;
  const stamp = record?.updatedAt as string | undefined;
  const load = useCallback(async () => {
    if (!id) return;
    try {
      const { data } = await http.request<Version[]>('GET', `/api/${entity.key}/${id}/versions?limit=${limit}`);
      setVersions(data);
      setError(null);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }, [entity.key, id, limit]);
  useEffect(() => {
    void load();
  }, [load, stamp]);
  const { data: emails = new Map<string, string>() } = useSubjectEmails(subjectsOf(versions ?? []));
  if (!id) return null;
  return (
    <Box component="section" aria-labelledby="history-title" sx={{ px: 2, py: 2 }}>
      <Typography id="history-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('admin.history.title')}
      </Typography>
      {error && <Alert severity="error">{translate('admin.history.failed', { error })}</Alert>}
      {versions?.length === 0 && <Typography color="text.secondary">{translate('admin.history.empty')}</Typography>}
      {versions?.map((version) => (
        <VersionRow
          key={version.id}
          version={version}
          entity={entity}
          emails={emails}
          onRestored={() => {
            refresh();
            void load();
          }}
        />
      ))}
      {versions && versions.length >= limit && limit < 100 && (
        <Button sx={{ mt: 1 }} onClick={() => setLimit(100)}>
          {translate('admin.history.more')}
        </Button>
      )}
    </Box>
  );
}
