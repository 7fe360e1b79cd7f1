/**
 * The builder's release: which one its changes go to, and Publish now (one click), Schedule and Discard. A
 * publish refused for conflicts lists each record and field changed live since it was staged.
 */
import { Alert, Box, Button, Chip, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { http } from '../api/client.ts';

interface Release {
  id: string;
  title: string;
  status: string;
  publishAt: string | null;
}

const releasePath = (id: string) => `/api/system/releases/${encodeURIComponent(id)}`;

export function useRelease(id: string | null) {
  return useQuery({
    queryKey: ['builder-release', id],
    enabled: !!id,
    queryFn: async () => (await http.request<Release>('GET', releasePath(id!))).data,
  });
}

/** `datetime-local`'s value for a date, in the browser's zone. */
const localInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

export function ReleaseBar({ id, onGone }: { id: string | null; onGone: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const release = useRelease(id);
  const [conflicts, setConflicts] = useState<string[]>([]);
  const [scheduling, setScheduling] = useState(false);
  const [at, setAt] = useState(() => localInput(new Date(Date.now() + 3_600_000)));
  const [busy, setBusy] = useState(false);
  const fail = (error: unknown) =>
    notify('admin.builder.failed', { type: 'error', messageArgs: { error: (error as Error).message } });

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const publish = () =>
    act(async () => {
      try {
        await http.request('POST', `${releasePath(id!)}/publish`);
        setConflicts([]);
        notify('admin.builder.published', { type: 'success' });
        onGone();
      } catch (error) {
        const cause = (error as { body?: { cause?: string[] } }).body?.cause;
        if (cause?.length) setConflicts(cause);
        else fail(error);
      }
    });
  const schedule = () =>
    act(async () => {
      try {
        await http.request('PATCH', releasePath(id!), { data: { publishAt: new Date(at).toISOString() } });
        setScheduling(false);
        await release.refetch();
      } catch (error) {
        fail(error);
      }
    });
  const discard = () =>
    act(async () => {
      if (!window.confirm(translate('admin.builder.confirm_discard'))) return;
      try {
        await http.request('DELETE', releasePath(id!));
        notify('admin.builder.discarded', { type: 'info' });
        onGone();
      } catch (error) {
        fail(error);
      }
    });

  const open = release.data?.status === 'open';
  return (
    <Box component="section" aria-label={translate('admin.builder.release')} sx={{ display: 'grid', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          color={open ? 'primary' : 'default'}
          variant={open ? 'filled' : 'outlined'}
          label={
            open
              ? `${translate('admin.builder.release')}: ${release.data!.title}`
              : translate('admin.builder.release_live')
          }
          sx={{ maxWidth: '100%' }}
        />
        {open && release.data!.publishAt && (
          <Chip
            variant="outlined"
            label={translate('admin.builder.scheduled', {
              at: new Date(release.data!.publishAt).toLocaleString(locale),
            })}
          />
        )}
        {open && (
          <>
            <Button variant="contained" disabled={busy} onClick={publish}>
              {translate('admin.builder.publish')}
            </Button>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => setScheduling(!scheduling)}
              aria-expanded={scheduling}
            >
              {translate('admin.builder.schedule')}
            </Button>
            <Button color="error" disabled={busy} onClick={discard}>
              {translate('admin.builder.discard')}
            </Button>
          </>
        )}
      </Stack>
      {open && scheduling && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            size="small"
            type="datetime-local"
            label={translate('admin.builder.schedule_at')}
            value={at}
            onChange={(event) => setAt(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="contained" disabled={busy || !at} onClick={schedule}>
            {translate('admin.builder.schedule')}
          </Button>
        </Stack>
      )}
      {conflicts.length > 0 && (
        <Alert severity="error">
          {translate('admin.builder.conflicts')}
          <ul>
            {conflicts.map((cause) => (
              <li key={cause}>{cause}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Box>
  );
}
