/**
 * Alt text asked for where an image is placed on a public page (issue 34 §5): picking an image whose description is
 * missing in some language opens this dialog, with a field per language, and the image is placed only once every
 * language has one (saved on the file record, so the site's every use of the image has it). Cancel places nothing.
 */
import { LANGUAGES } from '@symbol/contracts/constants';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocaleState, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { http } from '../api/client.ts';
import { FILES, fileName, fileSrc, isImage } from './files.ts';

type Alt = Record<string, string>;

const altsOf = (record: RaRecord): Alt =>
  record.alt && typeof record.alt === 'object' ? (record.alt as Alt) : ({} as Alt);

/** The languages an image has no description in (none for a file that is not an image). */
export const missingAlt = (record: RaRecord): string[] =>
  isImage(record) ? LANGUAGES.filter((language) => !String(altsOf(record)[language] ?? '').trim()) : [];

export function AltTextDialog({
  record,
  onClose,
  onSaved,
}: {
  record: RaRecord | null;
  onClose: () => void;
  onSaved: (record: RaRecord) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const queries = useQueryClient();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [alt, setAlt] = useState<Alt>({});
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setAlt(record ? { ...altsOf(record) } : {});
    setTried(false);
  }, [record]);
  const empty = LANGUAGES.filter((language) => !String(alt[language] ?? '').trim());
  const save = async () => {
    setTried(true);
    if (!record || empty.length) return;
    setSaving(true);
    try {
      const value = Object.fromEntries(LANGUAGES.map((language) => [language, alt[language]!.trim()]));
      const saved = await http.request<RaRecord>('PATCH', `/api/${FILES}/${String(record.id)}`, {
        data: { alt: value },
      });
      await queries.invalidateQueries({ queryKey: [FILES] });
      await queries.invalidateQueries({ queryKey: ['shop-records', FILES] });
      onSaved({ ...record, ...(saved.data ?? {}), alt: value });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const src = record ? fileSrc(record) : undefined;
  return (
    <Dialog open={!!record} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="alt-text">
      <DialogTitle id="alt-text">{translate('admin.media.alt_title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>{translate('admin.media.alt_why')}</Typography>
          {record && src && (
            <img
              src={src}
              alt=""
              style={{ maxWidth: '100%', maxHeight: 160, objectFit: 'contain', alignSelf: 'flex-start' }}
            />
          )}
          {record && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {fileName(record)}
            </Typography>
          )}
          {[locale, ...LANGUAGES.filter((language) => language !== locale)]
            .filter((language) => (LANGUAGES as readonly string[]).includes(language))
            .map((language, index) => {
              const missing = tried && !String(alt[language] ?? '').trim();
              return (
                <TextField
                  key={language}
                  autoFocus={index === 0}
                  required
                  fullWidth
                  label={translate('admin.media.alt_in', { language: translate(`admin.media.language.${language}`) })}
                  value={alt[language] ?? ''}
                  error={missing}
                  helperText={missing ? translate('admin.media.alt_required') : undefined}
                  onChange={(event) => setAlt((given) => ({ ...given, [language]: event.target.value }))}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                />
              );
            })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('admin.cancel')}</Button>
        <Button variant="contained" disabled={saving} onClick={() => void save()}>
          {translate('admin.media.alt_save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * `ask(record, then)`: `then(record)` at once when the image is described in every language (or is no image), else
 * after the operator describes it; `dialog` is rendered where the asking component is.
 */
export function useAltGate(): { ask: (record: RaRecord, then: (record: RaRecord) => void) => void; dialog: ReactNode } {
  const [asked, setAsked] = useState<{ record: RaRecord; then: (record: RaRecord) => void } | null>(null);
  const ask = (record: RaRecord, then: (record: RaRecord) => void) =>
    missingAlt(record).length ? setAsked({ record, then }) : then(record);
  const dialog = (
    <AltTextDialog
      record={asked?.record ?? null}
      onClose={() => setAsked(null)}
      onSaved={(record) => {
        const then = asked?.then;
        setAsked(null);
        then?.(record);
      }}
    />
  );
  return { ask, dialog };
}
