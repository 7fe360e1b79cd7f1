/** The link's address, asked in a dialog (not the browser's prompt): an empty address removes the link (spec). */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export function LinkDialog({
  initial,
  onApply,
  onClose,
}: {
  initial: string;
  onApply: (url: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [url, setUrl] = useState(initial);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="rich-link-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          onApply(url);
        }}
      >
        <DialogTitle id="rich-link-title">{translate('admin.rich.link_title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('admin.rich.link_url')}
            helperText={translate('admin.rich.link_hint')}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {initial && <Button onClick={() => onApply('')}>{translate('admin.rich.link_remove')}</Button>}
          <Button onClick={onClose}>{translate('admin.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('admin.rich.link_apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
