/** The files' list as a media library: a drop zone for several files, then the thumbnails with a search. */
import { Box, Stack, Typography } from '@mui/material';
import { CreateButton, Title, useTranslate } from 'react-admin';
import { DropZone } from './drop-zone.tsx';
import { MediaGrid } from './media-grid.tsx';

export function MediaLibrary() {
  const translate = useTranslate();
  const title = translate('admin.media.title');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%', minWidth: 0 }}>
      <Title title={title} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <CreateButton label="admin.add_new" variant="contained" />
      </Stack>
      <DropZone />
      <MediaGrid />
    </Box>
  );
}
