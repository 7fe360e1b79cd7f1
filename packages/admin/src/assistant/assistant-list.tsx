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
import { Link, useCreatePath, useGetList, useLocaleState, useTranslate } from 'react-admin';
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
  const { enabled, model, dailyTokens } = status.data;
  if (enabled)
    return (
      <Alert severity="success" icon={<SmartToyIcon />}>
        <AlertTitle>{translate('admin.assistant.on', { model: model ?? '—' })}</AlertTitle>
        {dailyTokens !== undefined &&
          translate('admin.assistant.cap', { tokens: new Intl.NumberFormat(locale).format(dailyTokens) })}
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
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
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
        </Stack>
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
