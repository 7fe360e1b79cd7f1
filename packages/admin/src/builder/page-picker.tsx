/**
 * The builder's start (route /builder): the site's pages, each opening in the builder, and a new page, made in
 * a new release with the home page's layouts (its menu and footer), so nothing shows on the site before the
 * release is published.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, useGetList, useNavigate, useNotify, useStoreContext, useTranslate } from 'react-admin';
import { RELEASE_HEADER } from '@symbol/contracts/constants';
import { http } from '../api/client.ts';
import { ScreenFrame } from '../tasks/task-screen.tsx';
import { CURRENT_RELEASE } from '../releases/release-context.tsx';

interface Row {
  id: string;
  url: string;
  adminTitle?: string | null;
  title?: string | null;
}

/** What is wrong with a new page's address before it is sent (the server's rule: a path, no spaces, ? or #). */
const urlProblem = (url: string) =>
  !url.startsWith('/') ? 'admin.builder.url_start' : /[\s?#]/.test(url) ? 'admin.builder.url_chars' : null;

const filter = (column: string, value: string) =>
  `filters[and]=${encodeURIComponent(JSON.stringify([{ column, method: 'eq', value }]))}`;

function NewPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { setItem } = useStoreContext();
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('/');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const { data: release } = await http.request<{ id: string }>('POST', '/api/system/releases', {
        data: { title: translate('admin.builder.release_title', { page: title || url }) },
      });
      const staged = { [RELEASE_HEADER]: release.id };
      const { data: page } = await http
        .request<Row>('POST', '/api/host/pages', { data: { adminTitle: title, title, url } }, staged)
        .catch(async (error: { status?: number; body?: { errors?: Record<string, string> } }) => {
          const found = error.body?.errors ?? {};
          // The server's words for the address are its rule ('must match ^\/[^\s?#…]*$'): the editor's instead.
          if (found.url)
            found.url = translate(error.status === 409 ? 'admin.builder.url_taken' : 'admin.builder.url_chars');
          setErrors(found);
          await http.request('DELETE', `/api/system/releases/${release.id}`);
          throw error;
        });
      // The home page's layouts (menu, footer) around the new page.
      const home = await http.request<Row[]>('GET', `/api/host/pages?${filter('url', '/')}&limit=1`);
      if (home.data[0]) {
        const layouts = await http.request<{ layoutId: string; orderIndex: number; variant: string }[]>(
          'GET',
          `/api/host/pages-to-layouts?${filter('pageId', home.data[0].id)}&limit=20`,
        );
        for (const link of layouts.data) {
          await http.request(
            'POST',
            '/api/host/pages-to-layouts',
            { data: { pageId: page.id, layoutId: link.layoutId, orderIndex: link.orderIndex, variant: link.variant } },
            staged,
          );
        }
      }
      setItem(CURRENT_RELEASE, release.id);
      notify('admin.builder.created', { type: 'success' });
      navigate(`/builder/${page.id}`);
    } catch (error) {
      // A field's problem is said under that field; the rest (a lost connection) in a notification.
      if (!(error as { body?: { errors?: object } }).body?.errors)
        notify('admin.builder.failed', { type: 'error', messageArgs: { error: (error as Error).message } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="builder-new-page">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="builder-new-page" variant="h6" component="h2">
          {translate('admin.builder.new_page')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={translate('admin.builder.page_title')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={!!errors.title || !!errors.adminTitle}
            helperText={errors.title ?? errors.adminTitle}
            required
          />
          <TextField
            label={translate('admin.builder.page_url')}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setErrors(({ url: _, ...rest }) => rest);
            }}
            error={!!errors.url || !!urlProblem(url)}
            helperText={errors.url ?? (urlProblem(url) && translate(urlProblem(url)!))}
            required
          />
        </Stack>
        <Box>
          <Button variant="contained" disabled={busy || !title || !!urlProblem(url)} onClick={create}>
            {translate('admin.builder.create')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

export function PagePicker() {
  const translate = useTranslate();
  const {
    data = [],
    isPending,
    error,
  } = useGetList<Row>('host/pages', {
    sort: { field: 'url', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  });
  return (
    <ScreenFrame title={translate('admin.builder.title')}>
      <Typography color="text.secondary">{translate('admin.builder.pick')}</Typography>
      <NewPage />
      <Card variant="outlined" component="section" aria-labelledby="builder-pages">
        <CardContent>
          <Typography id="builder-pages" variant="h6" component="h2">
            {translate('admin.builder.pages')}
          </Typography>
          {error ? (
            <Alert severity="error">{translate('admin.builder.failed', { error: (error as Error).message })}</Alert>
          ) : isPending ? (
            <Skeleton variant="rectangular" height={200} />
          ) : (
            <List dense>
              {data.map((row) => (
                <ListItemButton key={row.id} component={Link} to={`/builder/${row.id}`}>
                  <ListItemText primary={row.adminTitle || row.title || row.url} secondary={row.url} />
                </ListItemButton>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </ScreenFrame>
  );
}
