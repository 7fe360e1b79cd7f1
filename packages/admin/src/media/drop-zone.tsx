/**
 * Where files are dropped (several at once) or chosen with the keyboard: the native drag and drop events, no
 * library. Each file's progress and the server's refusal are announced beside its name.
 */
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId, useState, type DragEvent } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useUpload } from './use-upload.ts';

const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

export function DropZone({ onUploaded, compact }: { onUploaded?: (records: RaRecord[]) => void; compact?: boolean }) {
  const translate = useTranslate();
  const { items, upload } = useUpload(onUploaded);
  const [over, setOver] = useState(false);
  const inputId = useId();
  const accept = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  return (
    <Box
      component="section"
      aria-label={translate('admin.media.zone')}
      onDragEnter={accept}
      onDragOver={accept}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as globalThis.Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (files.length) void upload(files);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        p: compact ? 1.5 : 3,
        textAlign: 'center',
      }}
    >
      <CloudUploadIcon aria-hidden color={over ? 'primary' : 'action'} fontSize={compact ? 'medium' : 'large'} />
      <Typography sx={{ my: 1 }}>{translate(over ? 'admin.media.drop_active' : 'admin.media.drop')}</Typography>
      <Button variant="outlined" component="label" htmlFor={inputId}>
        {translate('admin.media.choose')}
        <input
          id={inputId}
          type="file"
          multiple
          hidden
          aria-label={translate('admin.media.choose')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) void upload(files);
          }}
        />
      </Button>
      <List dense aria-live="polite" sx={{ textAlign: 'left', py: items.length ? 1 : 0 }}>
        {items.map((item) => (
          <ListItem key={item.key} disableGutters>
            <ListItemText
              primary={translate(
                item.status === 'uploading'
                  ? 'admin.media.uploading'
                  : item.status === 'done'
                    ? 'admin.media.uploaded'
                    : 'admin.media.failed',
                { name: item.name, error: item.error },
              )}
              slotProps={{
                primary: {
                  color: item.status === 'failed' ? 'error' : 'text.primary',
                  sx: { wordBreak: 'break-word' },
                },
              }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
