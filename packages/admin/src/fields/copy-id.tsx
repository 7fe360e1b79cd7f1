/** The id with a copy-to-clipboard control: 'Copied' for 2 s, and a toast either way (spec). */
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';

export const COPIED_FOR_MS = 2000;

export function CopyId({ source = 'id' }: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const notify = useNotify();
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const value = record?.[source];
  if (value === undefined || value === null) return null;
  const copy = async (event: React.MouseEvent) => {
    event.stopPropagation();
    try {
      await navigator.clipboard.writeText(String(value));
      setCopied(true);
      notify('admin.text_copied', { type: 'success' });
    } catch (error) {
      notify('admin.copy_failed', { type: 'error', messageArgs: { error: (error as Error).message } });
    }
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12 }} title={String(value)}>
        {String(value).slice(0, 8)}
      </Typography>
      <Tooltip title={translate(copied ? 'admin.copied' : 'admin.copy')}>
        <IconButton size="small" onClick={copy} aria-label={translate(copied ? 'admin.copied' : 'admin.copy')}>
          {copied ? <CheckIcon fontSize="inherit" color="success" /> : <ContentCopyIcon fontSize="inherit" />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
