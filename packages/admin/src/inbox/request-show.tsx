/**
 * A request as an operator handles it: its form's fields with their labels (read only: what the visitor wrote
 * stays as written), the signed-in sender, status, assignee and internal notes, the thread of replies and a reply
 * mailed from here. Reads GET /api/crm/requests/{id}/sheet; writes PATCH /api/crm/requests/{id} (status, assignee,
 * notes) and POST /api/crm/requests/{id}/replies.
 */
import { CRM_REQUEST_STATUSES } from '@symbol/contracts/constants';
import type { RequestSheet } from '@symbol/contracts/crm';
import { dateTimeFormat } from '@symbol/contracts/intl';

import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useGetRecordId, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { http } from '../api/client.ts';
import { pickLocalized } from '../catalogue.ts';
import { Part } from '../layout/part.tsx';
import { StatusChip } from './inbox-list.tsx';

type Status = (typeof CRM_REQUEST_STATUSES)[number];

const dateTime = (iso: string, locale: string) =>
  dateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

export function RequestShow() {
  const id = String(useGetRecordId());
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const client = useQueryClient();
  const key = ['crm-request-sheet', id];
  const sheet = useQuery({
    queryKey: key,
    queryFn: async () => (await http.request<RequestSheet>('GET', `/api/crm/requests/${id}/sheet`)).data,
    retry: false,
  });
  const [notes, setNotes] = useState('');
  const [reply, setReply] = useState('');
  const [keepOpen, setKeepOpen] = useState(false);
  useEffect(() => setNotes(sheet.data?.notes ?? ''), [sheet.data?.notes]);
  const done = () => {
    void client.invalidateQueries({ queryKey: key });
    void client.invalidateQueries({ queryKey: ['crm-inbox'] });
  };
  const change = useMutation({
    mutationFn: (data: { status?: Status; assigneeId?: string | null; notes?: string | null }) =>
      http.request('PATCH', `/api/crm/requests/${id}`, { data }),
    onSuccess: () => {
      notify('admin.inbox.saved', { type: 'success' });
      done();
    },
    onError: (error) => notify((error as Error).message, { type: 'error' }),
  });
  const send = useMutation({
    mutationFn: (body: string) =>
      http.request('POST', `/api/crm/requests/${id}/replies`, {
        data: { body, status: keepOpen ? 'in-progress' : 'answered' },
      }),
    onSuccess: () => {
      notify('admin.inbox.sent', { type: 'success' });
      setReply('');
      done();
    },
    onError: (error) => notify((error as Error).message, { type: 'error' }),
  });

  if (sheet.isPending)
    return (
      <Stack spacing={2} sx={{ p: 2 }} aria-busy="true">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  if (sheet.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate('admin.inbox.not_found', { error: sheet.error.message })}
      </Alert>
    );
  const r = sheet.data;
  const formName = pickLocalized(r.form.title, locale) || r.form.adminTitle;
  const valueText = (value: RequestSheet['fields'][number]['value']) =>
    value === true
      ? translate('admin.inbox.yes')
      : value === false
        ? translate('admin.inbox.no')
        : String(value ?? '—');
  const submitReply = (event: FormEvent) => {
    event.preventDefault();
    if (reply.trim()) send.mutate(reply);
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {translate('admin.inbox.heading', { form: formName })}
        </Typography>
        <StatusChip status={r.status} />
        <Typography color="text.secondary">
          {translate('admin.inbox.sent_at', { date: dateTime(r.createdAt, locale) })}
          {r.language ? ` · ${translate('admin.inbox.language', { language: r.language.toUpperCase() })}` : ''}
        </Typography>
      </Stack>
      <Stack spacing={2}>
        <Part id="request-fields" title={translate('admin.inbox.fields')}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, 200px) 1fr' }, gap: 1 }}
          >
            {r.fields.map((field) => (
              <Box key={field.slug} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>
                  {pickLocalized(field.label, locale) || field.slug}
                </Typography>
                <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {valueText(field.value)}
                </Typography>
              </Box>
            ))}
          </Box>
          {r.subject && (
            <Typography variant="body2" sx={{ mt: 2 }}>
              {translate('admin.inbox.sender')}:{' '}
              {pickLocalized(r.subject.name ?? undefined, locale) || r.subject.emails.join(', ')} ·{' '}
              <Link to={`/rbac/subjects/${r.subject.id}/show`}>{translate('admin.inbox.open_person')}</Link>
            </Typography>
          )}
        </Part>
        <Part id="request-handling" title={translate('admin.inbox.handling')}>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={translate('admin.inbox.state')}
                value={r.status}
                disabled={change.isPending}
                onChange={(e) => change.mutate({ status: e.target.value as Status })}
                sx={{ minWidth: 200 }}
              >
                {CRM_REQUEST_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {translate(`admin.inbox.status.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={translate('admin.inbox.assignee')}
                value={r.assigneeId ?? ''}
                disabled={change.isPending}
                onChange={(e) => change.mutate({ assigneeId: e.target.value || null })}
                sx={{ minWidth: 240 }}
              >
                <MenuItem value="">{translate('admin.inbox.nobody')}</MenuItem>
                {r.staff.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {pickLocalized(s.name ?? undefined, locale) || s.email || s.id.slice(0, 8)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField
              label={translate('admin.inbox.notes')}
              helperText={translate('admin.inbox.notes_hint')}
              multiline
              minRows={2}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
            <Box>
              <Button
                variant="outlined"
                disabled={change.isPending || notes === (r.notes ?? '')}
                onClick={() => change.mutate({ notes: notes.trim() ? notes : null })}
              >
                {translate('admin.inbox.save')}
              </Button>
            </Box>
          </Stack>
        </Part>
        <Part id="request-thread" title={translate('admin.inbox.thread')}>
          {r.replies.length === 0 ? (
            <Typography>{translate('admin.inbox.no_replies')}</Typography>
          ) : (
            <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {r.replies.map((item) => (
                <Box
                  component="li"
                  key={item.id}
                  sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}
                  aria-label={translate('admin.inbox.reply')}
                >
                  <Typography variant="caption" color="text.secondary">
                    {dateTime(item.createdAt, locale)} · {item.recipient}
                    {item.author ? ` · ${translate('admin.inbox.by', { author: item.author })}` : ''}
                    {item.delivery
                      ? ` · ${translate(`admin.inbox.delivery.${item.delivery}`, { _: item.delivery })}`
                      : ''}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.body}</Typography>
                </Box>
              ))}
            </Stack>
          )}
          {r.email ? (
            <Box component="form" onSubmit={submitReply} sx={{ mt: 2 }}>
              <TextField
                label={translate('admin.inbox.reply_to', { email: r.email })}
                helperText={translate('admin.inbox.reply_hint')}
                multiline
                minRows={4}
                fullWidth
                required
                value={reply}
                onChange={(e) => setReply(e.target.value)}
              />
              <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button type="submit" variant="contained" disabled={send.isPending || !reply.trim()}>
                  {translate('admin.inbox.send')}
                </Button>
                <FormControlLabel
                  control={<Switch checked={keepOpen} onChange={(e) => setKeepOpen(e.target.checked)} />}
                  label={translate('admin.inbox.keep_open')}
                />
              </Stack>
            </Box>
          ) : (
            <Alert severity="info" sx={{ mt: 2 }}>
              {translate('admin.inbox.cannot_reply')}
            </Alert>
          )}
        </Part>
      </Stack>
    </Box>
  );
}
