/**
 * Under a release's form: what it changes (each staged record and field, before and after), a preview link of
 * the site with it (the home page and each page the release makes or changes), when it is scheduled (the form's
 * publishAt) or why its scheduled publish failed, and Publish / Discard. A publish refused for conflicts lists
 * each record and field changed live since it was staged.
 */
import {
  Alert,
  Box,
  Button,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import {
  Confirm,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { http } from '../api/client.ts';
import { showValue } from '../history/show-value.ts';
import { useNameRecord, useRecordNames } from './record-names.ts';
import { formatWhen } from '../fields/datetime.ts';
import { loadOperations, PublishConfirm, type Operation } from './publish-confirm.tsx';

const SKIP = new Set(['id', 'createdAt', 'updatedAt']);

function Changes({ operations }: { operations: Operation[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const names = useRecordNames(operations.map((op) => ({ ...op, record: { ...op.base, ...op.data } })));
  const nameRecord = useNameRecord();
  const rows = operations.flatMap((op) =>
    Object.keys(op.data ?? { '': null })
      .filter((field) => !SKIP.has(field))
      .map((field) => ({ op, field })),
  );
  return (
    // On a phone the table keeps readable columns and scrolls sideways in its box (squeezed, a value broke after
    // every letter).
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('admin.releases.changes')} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('admin.releases.record')}</TableCell>
            <TableCell>{translate('admin.history.field')}</TableCell>
            <TableCell>{translate('admin.history.before')}</TableCell>
            <TableCell>{translate('admin.history.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ op, field }) => (
            <TableRow key={`${op.id}-${field}`}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {translate(`admin.history.action.${op.kind}`)}:{' '}
                {/* What it will be named once published (its staged title), else what it is named now. */}
                {nameRecord(op, locale, names.data, { ...op.base, ...op.data }).text}
              </TableCell>
              <TableCell>{field && translate(`resources.${op.entityKey}.fields.${field}`, { _: field })}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', color: 'error.main' }}>
                {field && showValue(op.base?.[field])}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line', color: 'success.main' }}>
                {field && showValue(op.data?.[field])}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function ReleasePanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [operations, setOperations] = useState<Operation[]>([]);
  const [previews, setPreviews] = useState<{ url: string; link: string }[]>([]);
  const [conflicts, setConflicts] = useState<string[]>([]);
  const [asking, setAsking] = useState<'publish' | 'discard' | null>(null);
  const id = record?.id as string | undefined;
  const open = record?.status === 'open';
  const load = useCallback(async () => {
    if (!id) return;
    const data = await loadOperations(id);
    setOperations(data);
    if (open) {
      const pageUrls = data.flatMap((op) =>
        op.entityKey === 'host/pages' && typeof op.data?.url === 'string' && !/[[\]:]/.test(op.data.url)
          ? [op.data.url]
          : [],
      );
      const urls = [...new Set(['/', ...pageUrls])];
      setPreviews(
        await Promise.all(
          urls.map(async (url) => {
            const query = new URLSearchParams({ url });
            const link = await http.request<{ url: string }>('GET', `/api/system/releases/${id}/preview?${query}`);
            return { url, link: link.data.url };
          }),
        ),
      );
    }
  }, [id, open]);
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);
  if (!id) return null;
  const publish = async () => {
    try {
      await http.request('POST', `/api/system/releases/${id}/publish`);
      setConflicts([]);
      notify('admin.releases.published', { type: 'success' });
      refresh();
    } catch (error) {
      const body = (error as { body?: { cause?: string[] } }).body;
      setConflicts(body?.cause ?? [(error as Error).message]);
    }
  };
  const discard = async () => {
    await http.request('DELETE', `/api/system/releases/${id}`);
    notify('admin.releases.discarded', { type: 'info' });
    redirect('list', 'system/releases');
  };
  return (
    <Box component="section" aria-labelledby="release-changes" sx={{ px: 2, py: 2 }}>
      <Typography id="release-changes" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('admin.releases.changes')}
      </Typography>
      {operations.length === 0 ? (
        <Typography color="text.secondary">{translate('admin.releases.empty')}</Typography>
      ) : (
        <Changes operations={operations} />
      )}
      {open && typeof record?.publishAt === 'string' && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('admin.releases.scheduled', { at: formatWhen(record!.publishAt as string, locale) })}
        </Alert>
      )}
      {typeof record?.publishError === 'string' && record.publishError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('admin.releases.publish_error', { error: record.publishError })}
        </Alert>
      )}
      {conflicts.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('admin.releases.conflicts')}
          <ul>
            {conflicts.map((cause) => (
              <li key={cause}>{cause}</li>
            ))}
          </ul>
        </Alert>
      )}
      {open && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => setAsking('publish')}>
            {translate('admin.releases.publish')}
          </Button>
          <Button color="error" onClick={() => setAsking('discard')}>
            {translate('admin.releases.discard')}
          </Button>
          {previews.map(({ url, link }) => (
            <Link key={url} href={link} target="_blank" rel="noopener" sx={{ alignSelf: 'center' }}>
              {url === '/' ? translate('admin.releases.preview') : translate('admin.releases.preview_page', { url })}
            </Link>
          ))}
          <PublishConfirm
            id={id}
            title={String(record?.title ?? '')}
            open={asking === 'publish'}
            onClose={() => setAsking(null)}
            onConfirm={() => void publish()}
          />
          <Confirm
            isOpen={asking === 'discard'}
            title="admin.releases.confirm_discard"
            content="admin.releases.confirm_discard_hint"
            confirm="admin.releases.discard"
            confirmColor="warning"
            onClose={() => setAsking(null)}
            onConfirm={() => {
              setAsking(null);
              void discard().catch((error: Error) => notify(error.message, { type: 'error' }));
            }}
          />
        </Stack>
      )}
    </Box>
  );
}
