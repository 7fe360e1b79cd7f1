/**
 * The History tab of a record's edit screen: its versions newest first (who, when, which release, the fields
 * changed), each opening a before/after table, and Restore (the API writes the version back as a new version).
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
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { http } from '../api/client.ts';
import { subjectsOf, useSubjectEmails } from '../audit/subject-emails.ts';
import { showValue } from './show-value.ts';

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
  const [busy, setBusy] = useState(false);
  const recordId = (version.after ?? version.before)?.id as string;
  const write = async (confirm: string, done: string, request: () => Promise<unknown>) => {
    if (!window.confirm(translate(confirm))) return;
    setBusy(true);
    try {
      await request();
      notify(done, { type: 'success' });
      onRestored();
    } catch (error) {
      notify('admin.history.restore_failed', { type: 'error', messageArgs: { error: (error as Error).message } });
    } finally {
      setBusy(false);
    }
  };
  const restore = () =>
    write('admin.history.confirm', 'admin.history.restored', () =>
      http.request('POST', `/api/${entity.key}/${recordId}/versions/${version.id}/restore`),
    );
  // A change's own fields put back as they were before it: the only way back to a value no version left (the
  // seeded headline, changed once), and it leaves alone what later versions changed in other fields.
  const undo = () =>
    write('admin.history.undo_confirm', 'admin.history.undone', () =>
      http.request('PATCH', `/api/${entity.key}/${recordId}`, {
        data: Object.fromEntries(version.changed.map((field) => [field, version.before?.[field] ?? null])),
      }),
    );
  const when = new Date(version.at).toLocaleString(locale);
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
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={restore} disabled={busy}>
            {translate('admin.history.restore')}
          </Button>
          {version.action === 'update' && version.before && version.changed.length > 0 && (
            <Button variant="outlined" onClick={undo} disabled={busy}>
              {translate('admin.history.undo')}
            </Button>
          )}
        </Stack>
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
