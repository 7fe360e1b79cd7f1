/**
 * A chosen file shown as its thumbnail and name, with the button that opens the library to choose another:
 * what a file reference looks like in a form and beside a link table.
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useLocaleState, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { altOf, describeFile, FILES, fileName, fileSrc, isImage } from './files.ts';
import { MediaPicker } from './media-picker.tsx';

export function FileChoice({
  id,
  label,
  onPick,
  onClear,
}: {
  id?: Identifier | null;
  label: string;
  onPick: (record: RaRecord) => void;
  onClear?: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const { data: record } = useGetOne(FILES, { id: id ?? '' }, { enabled: !!id });
  const src = record && isImage(record) ? fileSrc(record) : undefined;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, minWidth: 0 }}>
      <Typography variant="body2" component="span" sx={{ width: '100%' }}>
        {label}
      </Typography>
      {record && (
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
          aria-label={translate('admin.media.chosen')}
          role="group"
        >
          {src && (
            <img
              src={src}
              alt={altOf(record, locale)}
              style={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 4 }}
            />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {fileName(record)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {describeFile(record)}
            </Typography>
          </Box>
        </Box>
      )}
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {translate(id ? 'admin.media.change' : 'admin.media.pick')}
      </Button>
      {id && onClear && (
        <Button size="small" onClick={onClear}>
          {translate('admin.media.clear')}
        </Button>
      )}
      <MediaPicker open={open} onClose={() => setOpen(false)} onPick={onPick} />
    </Stack>
  );
}
