/**
 * The assistant's screen (issue 39 §1, §2), in place of the agents' list: whether the assistant answers (the model
 * and the daily limit) or, when it is off, exactly how to turn it on; what it knows (the site's published content,
 * the published documents, with the drafts it does not know); then the agents themselves, the generic list.
 */
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { AgentStatus } from '@symbol/contracts';
import { entityByKey } from '@symbol/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Link, useCreatePath, useGetList, useLocaleState, useNotify, useRedirect, useTranslate } from 'react-admin';
import { http } from '../api/client.ts';
import { entityList } from '../resources/pages.ts';

const DOCUMENTS = 'knowledge/documents';
const AgentList = entityList(entityByKey.get('agent/agents')!);

function AssistantStatus() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const status = useQuery({
    queryKey: ['agent-status'],
    queryFn: async () => (await http.request<AgentStatus>('GET', '/api/agent/status')).data,
  });
  if (status.isPending) return <Skeleton variant="rounded" height={72} />;
  if (status.isError)
    return (
      <Alert severity="error">
        {translate('admin.assistant.status_failed', { error: String(status.error.message) })}
      </Alert>
    );
  const { enabled, model, dailyTokens, meaning } = status.data;
  if (enabled)
    return (
      <Alert severity="success" icon={<SmartToyIcon />}>
        <AlertTitle>{translate('admin.assistant.on', { model: model ?? '—' })}</AlertTitle>
        {dailyTokens !== undefined &&
          translate('admin.assistant.cap', { tokens: new Intl.NumberFormat(locale).format(dailyTokens) })}
        {meaning && (
          <Typography variant="body2">{translate(`admin.assistant.meaning_${meaning.replace('-', '_')}`)}</Typography>
        )}
      </Alert>
    );
  return (
    <Alert severity="warning">
      <AlertTitle>{translate('admin.assistant.off')}</AlertTitle>
      <Typography variant="body2">{translate('admin.assistant.how_to')}</Typography>
      <Box component="ul" sx={{ my: 1, pl: 2.5, wordBreak: 'break-word' }}>
        {['base_url', 'api_key', 'model'].map((key) => (
          <li key={key}>
            <Typography variant="body2">{translate(`admin.assistant.${key}`)}</Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2">{translate('admin.assistant.optional')}</Typography>
    </Alert>
  );
}

/** A file's bytes as base64 (the route's JSON carries them so). */
const base64Of = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** A .txt, .md or .pdf file becomes a draft document in the admin's language; its edit page opens to check it. */
function UploadDocument() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const { data } = await http.request<{ id: string }>('POST', '/api/agent/documents', {
        data: { filename: file.name, content: await base64Of(file), language: locale === 'ru' ? 'ru' : 'en' },
      });
      notify('admin.assistant.uploaded', { type: 'success', messageArgs: { name: file.name } });
      redirect('edit', DOCUMENTS, data.id);
    } catch (error) {
      notify('admin.assistant.upload_failed', { type: 'error', messageArgs: { error: (error as Error).message } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button component="label" variant="outlined" size="small" disabled={busy}>
      {translate(busy ? 'admin.assistant.uploading' : 'admin.assistant.upload')}
      <input hidden type="file" accept=".txt,.md,.markdown,.pdf" onChange={(event) => void upload(event)} />
    </Button>
  );
}

function AssistantKnowledge() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const one = { page: 1, perPage: 1 };
  const published = useGetList(DOCUMENTS, { filter: { status: 'published' }, pagination: one });
  const drafts = useGetList(DOCUMENTS, { filter: { status: 'draft' }, pagination: one });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('admin.assistant.knows')}
        </Typography>
        <Typography variant="body2">{translate('admin.assistant.knows_site')}</Typography>
        {published.isPending ? (
          <Skeleton width={240} />
        ) : (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('admin.assistant.documents', { smart_count: published.total ?? 0 })}
            {!!drafts.total && ` ${translate('admin.assistant.drafts', { smart_count: drafts.total })}`}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button
            component={Link}
            to={createPath({ resource: DOCUMENTS, type: 'list' })}
            variant="outlined"
            size="small"
          >
            {translate('admin.assistant.open_documents')}
          </Button>
          <Button
            component={Link}
            to={createPath({ resource: DOCUMENTS, type: 'create' })}
            variant="contained"
            size="small"
          >
            {translate('admin.assistant.add_document')}
          </Button>
          <UploadDocument />
        </Stack>
        <Typography variant="caption" component="p" sx={{ mt: 1 }}>
          {translate('admin.assistant.upload_help')}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function AssistantList() {
  const translate = useTranslate();
  return (
    <Box>
      <Stack spacing={2} sx={{ mt: 2, mb: 1 }} component="section" aria-label={translate('admin.assistant.title')}>
        <AssistantStatus />
        <AssistantKnowledge />
      </Stack>
      <AgentList />
    </Box>
  );
}
