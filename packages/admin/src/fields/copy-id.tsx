/**
 * The id with a copy-to-clipboard control: 'Copied' for 2 s, and a toast either way (spec). Drawn on every row of
 * every list, so it is plain elements and the browser's title rather than MUI's Stack, Typography and Tooltip:
 * those were a third of a 100-row list's render (`pnpm bench:admin`, issue 25).
 */
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';

export const COPIED_FOR_MS = 2000;

const ROW = { display: 'inline-flex', alignItems: 'center', gap: 4 } as const;
const ID = { fontFamily: 'monospace', fontSize: 12 } as const;

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
  const name = translate(copied ? 'admin.copied' : 'admin.copy');
  return (
    <span style={ROW}>
      <span style={ID} title={String(value)}>
        {String(value).slice(0, 8)}
      </span>
      <IconButton size="small" onClick={copy} aria-label={name} title={name}>
        {copied ? <CheckIcon fontSize="inherit" color="success" /> : <ContentCopyIcon fontSize="inherit" />}
      </IconButton>
    </span>
  );
}
