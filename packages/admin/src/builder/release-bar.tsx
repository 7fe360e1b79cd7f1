/**
 * The builder's release: which one its changes go to, and Publish now (asked once, listing what goes live),
 * Schedule and Discard (asked in the admin's own dialog). A publish refused for conflicts lists each record and
 * field changed live since it was staged.
 */
import { Alert, Box, Button, Chip, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { http } from '../api/client.ts';
import { formatWhen } from '../fields/datetime.ts';
import { PublishConfirm } from '../releases/publish-confirm.tsx';

const DateTimeField = lazy(async () => ({ default: (await import('../fields/datetime-input.tsx')).DateTimeField }));

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

/** An hour from now, on the picker's 5-minute step. */
const inAnHour = () => {
  const at = new Date(Date.now() + 3_600_000);
  at.setMinutes(Math.ceil(at.getMinutes() / 5) * 5, 0, 0);
  return at.toISOString();
};

export function ReleaseBar({ id, onGone }: { id: string | null; onGone: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const release = useRelease(id);
  const [conflicts, setConflicts] = useState<string[]>([]);
  const [scheduling, setScheduling] = useState(false);
  const [at, setAt] = useState<string | null>(inAnHour);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<'publish' | 'discard' | null>(null);
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
        await http.request('PATCH', releasePath(id!), { data: { publishAt: at } });
        setScheduling(false);
        await release.refetch();
      } catch (error) {
        fail(error);
      }
    });
  const discard = () =>
    act(async () => {
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
              at: formatWhen(release.data!.publishAt, locale),
            })}
          />
        )}
        {open && (
          <>
            <Button variant="contained" disabled={busy} onClick={() => setAsking('publish')}>
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
            <Button color="error" disabled={busy} onClick={() => setAsking('discard')}>
              {translate('admin.builder.discard')}
            </Button>
          </>
        )}
      </Stack>
      {open && scheduling && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          {/* The admin's picker (DD.MM.YYYY HH:mm in its language, the zone said), as on the release's form. */}
          <Suspense fallback={<Skeleton width={240} height={56} />}>
            <DateTimeField label={translate('admin.builder.schedule_at')} value={at} onChange={setAt} />
          </Suspense>
          <Button variant="contained" disabled={busy || !at} onClick={schedule}>
            {translate('admin.builder.schedule')}
          </Button>
        </Stack>
      )}
      {open && (
        <>
          <PublishConfirm
            id={id!}
            title={release.data!.title}
            open={asking === 'publish'}
            onClose={() => setAsking(null)}
            onConfirm={() => void publish()}
          />
          <Confirm
            isOpen={asking === 'discard'}
            title="admin.builder.confirm_discard"
            content="admin.builder.confirm_discard_hint"
            confirm="admin.builder.discard"
            confirmColor="warning"
            onClose={() => setAsking(null)}
            onConfirm={() => {
              setAsking(null);
              void discard();
            }}
          />
        </>
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
