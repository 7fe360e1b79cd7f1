/**
 * The one way to choose a stored file: a dialog with the library (upload beside it) that every file reference
 * and the rich-text editor open. A tile picks and closes; Escape or Cancel closes with nothing picked.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { DropZone } from './drop-zone.tsx';
import { MediaGrid } from './media-grid.tsx';

export function MediaPicker({
  open,
  onClose,
  onPick,
  imagesOnly,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (record: RaRecord) => void;
  imagesOnly?: boolean;
}) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="media-picker">
      <DialogTitle id="media-picker">{translate('admin.media.picker_title')}</DialogTitle>
      <DialogContent dividers>
        <DropZone compact />
        <MediaGrid imagesOnly={imagesOnly} onPick={(record) => (onPick(record), onClose())} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('admin.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
