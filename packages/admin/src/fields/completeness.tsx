/**
 * Which languages a localized value is written in: a marker per language on each localized input and in lists
 * (a record is complete in a language when every localized field written in any language is written in it).
 */
import type { Entity } from '@symbol/contracts/catalogue';
import { LANGUAGES } from '@symbol/contracts/constants';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** A rich text's JSON counts as written only when some node holds text. */
function written(text: unknown): boolean {
  if (typeof text !== 'string' || !text.trim()) return false;
  if (!text.trimStart().startsWith('[')) return true;
  return /"text"\s*:\s*"(?:[^"\\]|\\.)*[^\s"\\]/.test(text);
}

export const writtenIn = (value: unknown, language: string) =>
  !!value && typeof value === 'object' && written((value as Record<string, unknown>)[language]);

/** Per language, whether the record's localized fields are all written in it (nothing written: no marker). */
export function recordCompleteness(entity: Entity, record: Record<string, unknown>): Map<string, boolean> | undefined {
  const localized = Object.entries(entity.fields)
    .filter(([, field]) => field.kind === 'localized')
    .map(([name]) => record[name])
    .filter((value) => LANGUAGES.some((language) => writtenIn(value, language)));
  if (!localized.length) return undefined;
  return new Map(LANGUAGES.map((language) => [language, localized.every((value) => writtenIn(value, language))]));
}

export function LanguageMarkers({ status }: { status: Map<string, boolean> }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
      {[...status].map(([language, done]) => (
        <Chip
          key={language}
          size="small"
          variant={done ? 'filled' : 'outlined'}
          color={done ? 'success' : 'default'}
          icon={done ? <CheckIcon /> : <RemoveIcon />}
          label={language.toUpperCase()}
          aria-label={translate(done ? 'admin.form.complete' : 'admin.form.missing', {
            language: language.toUpperCase(),
          })}
          title={translate(done ? 'admin.form.complete' : 'admin.form.missing', { language: language.toUpperCase() })}
        />
      ))}
    </Box>
  );
}

const PILL = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  padding: '0 6px',
  borderRadius: 12,
  fontSize: 12,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
} as const;
const DONE = { ...PILL, background: '#2e7d32', color: '#fff', border: '1px solid #2e7d32' } as const;
const MISSING = { ...PILL, color: 'rgba(0, 0, 0, 0.87)', border: '1px solid #bdbdbd' } as const;

/**
 * The same markers drawn on every row of a list: plain elements with inline styles, as a Chip and its icon per
 * language were a fifth of a 100-row list's render (issue 25). Each is an image named by what it says.
 */
export function ListLanguageMarkers({ status }: { status: Map<string, boolean> }) {
  const translate = useTranslate();
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      {[...status].map(([language, done]) => {
        const name = translate(done ? 'admin.form.complete' : 'admin.form.missing', {
          language: language.toUpperCase(),
        });
        return (
          <span key={language} role="img" aria-label={name} title={name} style={done ? DONE : MISSING}>
            <span aria-hidden>{done ? '✓' : '–'}</span>
            {language.toUpperCase()}
          </span>
        );
      })}
    </span>
  );
}

/** The marker under a localized input, following what the operator types. */
export function FieldLanguageMarkers({ source }: { source: string }) {
  const value = useWatch({ name: source }) as unknown;
  return (
    <Box sx={{ mt: -1, mb: 1 }}>
      <LanguageMarkers status={new Map(LANGUAGES.map((language) => [language, writtenIn(value, language)]))} />
    </Box>
  );
}
