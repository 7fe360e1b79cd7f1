/**
 * The global search's dialog (global-search.tsx): loaded when first opened, not with the first screen (its text
 * field and dialog are half of what MUI adds to the app bar, issue 25). One request per settled text (250 ms after
 * the last key), in the operator's language: the full-text index's records (word forms, typos, with a snippet)
 * first, then records matched by id, slug, title or email (an order by its donor's email too), at most 30.
 */
import {
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useLocaleState, useNavigate, useTranslate } from 'react-admin';
import { representRecord } from '../catalogue.ts';
import type { AdminDataProvider } from '../data-provider.ts';

const MIN_LENGTH = 2;

/** The text after the operator stopped typing for `ms`. */
function useSettled(text: string, ms = 250) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

function Results({ q, onOpen }: { q: string; onOpen: (path: string) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const hits = useQuery({
    queryKey: ['global-search', q, locale],
    queryFn: () => dataProvider.searchRecords(q, locale),
    enabled: q.length >= MIN_LENGTH,
    retry: false,
  });
  if (q.length < MIN_LENGTH) return <Typography color="text.secondary">{translate('admin.search.hint')}</Typography>;
  if (hits.isPending) return <Skeleton variant="rectangular" height={120} />;
  if (hits.error)
    return <Typography color="error">{translate('admin.search.failed', { error: hits.error.message })}</Typography>;
  if (!hits.data.length) return <Typography role="status">{translate('admin.search.none')}</Typography>;
  return (
    <List aria-label={translate('admin.search.title')}>
      {hits.data.map((hit) => (
        <ListItemButton key={`${hit.entity}/${hit.id}`} onClick={() => onOpen(`/${hit.entity}/${hit.id}`)}>
          <ListItemText
            primary={representRecord(hit as unknown as Record<string, unknown>, locale)}
            secondary={
              <>
                {`${translate(`resources.${hit.entity}.name`)}${hit.slug ? ` · ${hit.slug}` : ''}${hit.email ? ` · ${hit.email}` : ''}`}
                {hit.snippet && (
                  // The server's snippet: HTML-escaped text, only the matched words in <mark>.
                  <span style={{ display: 'block', marginTop: 2 }} dangerouslySetInnerHTML={{ __html: hit.snippet }} />
                )}
              </>
            }
            slotProps={{
              primary: { sx: { overflowWrap: 'anywhere' } },
              secondary: { sx: { overflowWrap: 'anywhere', '& mark': { bgcolor: 'warning.light', px: 0.25 } } },
            }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}

export function SearchDialog({
  open,
  close,
  text,
  setText,
}: {
  open: boolean;
  close: () => void;
  text: string;
  setText: (text: string) => void;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const q = useSettled(text.trim());
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: { sx: { maxHeight: '80vh', m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } },
      }}
    >
      <DialogTitle>{translate('admin.search.title')}</DialogTitle>
      <DialogContent dividers>
        <TextField
          autoFocus
          fullWidth
          type="search"
          label={translate('admin.search.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ mb: 1 }}
        />
        <Results
          q={q}
          onOpen={(path) => {
            close();
            navigate(path);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
