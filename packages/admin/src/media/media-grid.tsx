/**
 * The library's thumbnails, newest first, with a search over the files' names (the list's `q` search: admin
 * title and the plain columns). In a picker a tile is a button that picks; in the library a link to the file.
 */
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import { Alert, Box, Button, ButtonBase, Skeleton, TextField, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useCreatePath, useGetList, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { altOf, describeFile, FILES, fileName, fileSrc, isImage } from './files.ts';

const PAGE = 24;
const GRID = { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' } as const;

function Thumbnail({ record, locale }: { record: RaRecord; locale: string }) {
  const src = fileSrc(record);
  return (
    <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
      {src && isImage(record) ? (
        <img
          src={src}
          alt={altOf(record, locale)}
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <InsertDriveFileIcon aria-hidden fontSize="large" color="action" />
      )}
    </Box>
  );
}

function Tile({ record, children }: { record: RaRecord; children: ReactNode }) {
  return (
    <>
      {children}
      <Box sx={{ p: 1, textAlign: 'left', width: '100%' }}>
        <Typography variant="body2" noWrap title={fileName(record)}>
          {fileName(record)}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {describeFile(record)}
        </Typography>
      </Box>
    </>
  );
}

const tileSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  overflow: 'hidden',
  color: 'inherit',
  textDecoration: 'none',
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  '&:hover': { borderColor: 'primary.main' },
} as const;

export function MediaGrid({ onPick, imagesOnly }: { onPick?: (record: RaRecord) => void; imagesOnly?: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [perPage, setPerPage] = useState(PAGE);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const filter = { ...(search && { q: search }), ...(imagesOnly && { mimeType_like: 'image/%' }) };
  // The tiles shown stay while a search or "Load more" fetches (as react-admin's lists keep their rows): no
  // skeleton flash, no lost scroll, and a tile is never swapped under a click.
  const { data, total, isPending, isPlaceholderData, error, refetch } = useGetList(
    FILES,
    { filter, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage } },
    { placeholderData: (previous) => previous },
  );
  return (
    <Box>
      <TextField
        type="search"
        size="small"
        label={translate('admin.media.search')}
        value={typed}
        onChange={(event) => (setTyped(event.target.value), setPerPage(PAGE))}
        sx={{ my: 2, width: { xs: '100%', sm: 320 } }}
      />
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {translate('admin.media.retry')}
            </Button>
          }
        >
          {translate('admin.media.load_failed', { error: (error as Error).message })}
        </Alert>
      ) : isPending ? (
        <Box sx={GRID} aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          ))}
        </Box>
      ) : !data?.length ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate(search ? 'admin.media.none_found' : 'admin.media.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={translate('admin.media.grid')}
          aria-busy={isPlaceholderData}
          sx={{ ...GRID, listStyle: 'none', p: 0, m: 0, opacity: isPlaceholderData ? 0.6 : 1 }}
        >
          {data.map((record) => (
            <Box component="li" key={record.id} sx={{ display: 'flex' }}>
              {onPick ? (
                <ButtonBase sx={{ ...tileSx, flex: 1 }} onClick={() => onPick(record)}>
                  <Tile record={record}>
                    <Thumbnail record={record} locale={locale} />
                  </Tile>
                </ButtonBase>
              ) : (
                <Box
                  component={Link}
                  to={createPath({ resource: FILES, type: 'edit', id: record.id })}
                  sx={{ ...tileSx, flex: 1 }}
                >
                  <Tile record={record}>
                    <Thumbnail record={record} locale={locale} />
                  </Tile>
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
      {!!data && total !== undefined && data.length < total && (
        <Button sx={{ mt: 2 }} onClick={() => setPerPage(perPage + PAGE)}>
          {translate('admin.media.more')}
        </Button>
      )}
    </Box>
  );
}
