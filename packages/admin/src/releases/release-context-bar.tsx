/**
 * The current release's bar and the note on forms that write live (release-context.tsx decides when): loaded
 * when first shown, not with the first screen (issue 25's budget).
 */
import { Alert, Box, Button, Stack } from '@mui/material';
import { Link, useNotify, useTranslate } from 'react-admin';
import { useCurrentRelease } from './release-context.tsx';

/** `title` undefined while the release is read: the sentence keeps its place, the title a placeholder. */
export function ContextBar({ id, title, onLeave }: { id: string; title: string | undefined; onLeave: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Box
      component="section"
      aria-label={translate('admin.release_context.label')}
      aria-busy={title === undefined}
      sx={{ pt: 1 }}
    >
      <Alert role="note" severity="warning" sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere', width: '100%' } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <span>{translate('admin.release_context.bar', { title: title ?? '…' })}</span>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
            <Button component={Link} to={`/system/releases/${id}`} color="inherit" size="small" variant="outlined">
              {translate('admin.release_context.open')}
            </Button>
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              onClick={() => {
                onLeave();
                notify('admin.release_context.left', { type: 'info' });
              }}
            >
              {translate('admin.release_context.leave')}
            </Button>
          </Stack>
        </Stack>
      </Alert>
    </Box>
  );
}

/** Above a form that would write live: said before the first save. Nothing while a release is the context. */
export function LiveNote() {
  const translate = useTranslate();
  const [id] = useCurrentRelease();
  if (id) return null;
  return (
    <Alert role="note" severity="info" variant="outlined" sx={{ mx: 2, mt: 1 }}>
      {translate('admin.release_context.live')}
    </Alert>
  );
}
