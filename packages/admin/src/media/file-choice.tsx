/**
 * A chosen file shown as its thumbnail and name, with the button that opens the library to choose another:
 * what a file reference looks like in a form and beside a link table. An image placed on a public page (`askAlt`,
 * the default) is described in every language before it is chosen, and one chosen earlier without a description
 * says so, with the button that asks for it (issue 34 §5).
 */
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useLocaleState, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { altOf, describeFile, FILES, fileName, fileSrc, isImage } from './files.ts';
import { missingAlt, useAltGate } from './alt-text.tsx';
import { MediaPicker } from './media-picker.tsx';

export function FileChoice({
  id,
  label,
  onPick,
  onClear,
  askAlt = true,
}: {
  id?: Identifier | null;
  label: string;
  onPick: (record: RaRecord) => void;
  onClear?: () => void;
  /** False where the file is not shown publicly (a private link, such as an order's receipt). */
  askAlt?: boolean;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const { data: record } = useGetOne(FILES, { id: id ?? '' }, { enabled: !!id });
  const src = record && isImage(record) ? fileSrc(record) : undefined;
  const gate = useAltGate();
  const undescribed = askAlt && record ? missingAlt(record) : [];
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
      {undescribed.length > 0 && record && (
        <Alert
          severity="warning"
          sx={{ width: '100%' }}
          action={
            <Button color="inherit" size="small" onClick={() => gate.ask(record, onPick)}>
              {translate('admin.media.alt_describe')}
            </Button>
          }
        >
          {translate('admin.media.alt_missing', { languages: undescribed.join(', ').toUpperCase() })}
        </Alert>
      )}
      <MediaPicker open={open} onClose={() => setOpen(false)} onPick={onPick} askAlt={askAlt} />
      {gate.dialog}
    </Stack>
  );
}
