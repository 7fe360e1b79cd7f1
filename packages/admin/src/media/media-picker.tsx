/**
 * The one way to choose a stored file: a dialog with the library (upload beside it) that every file reference
 * and the rich-text editor open. A tile picks and closes; Escape or Cancel closes with nothing picked. With
 * `askAlt` (an image placed on a public page), an image not described in every language is described first
 * (alt-text.tsx): cancelling that returns to the library with nothing picked.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { useAltGate } from './alt-text.tsx';
import { DropZone } from './drop-zone.tsx';
import { MediaGrid } from './media-grid.tsx';

export function MediaPicker({
  open,
  onClose,
  onPick,
  imagesOnly,
  askAlt,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (record: RaRecord) => void;
  imagesOnly?: boolean;
  askAlt?: boolean;
}) {
  const translate = useTranslate();
  const gate = useAltGate();
  const pick = (record: RaRecord) => {
    const done = (described: RaRecord) => (onPick(described), onClose());
    if (askAlt) gate.ask(record, done);
    else done(record);
  };
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="media-picker">
        <DialogTitle id="media-picker">{translate('admin.media.picker_title')}</DialogTitle>
        <DialogContent dividers>
          <DropZone compact />
          <MediaGrid imagesOnly={imagesOnly} onPick={pick} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('admin.cancel')}</Button>
        </DialogActions>
      </Dialog>
      {gate.dialog}
    </>
  );
}
