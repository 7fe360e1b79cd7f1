/**
 * Datetimes entered and shown as DD.MM.YYYY HH:mm in the operator's time zone, hours 0–23, minutes in steps
 * of 5 (spec); stored as ISO strings.
 */
import { TextInput, useTranslate, type Validator } from 'react-admin';

const PATTERN = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{1,2}):(\d{2})$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const pad = (n: number) => String(n).padStart(2, '0');

export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The text as a Date, or undefined when it is not DD.MM.YYYY HH:mm with hours 0–23 and minutes % 5 = 0. */
export function parseDateTime(text: string): Date | undefined {
  const match = text.trim().match(PATTERN);
  if (!match) return undefined;
  const [day, month, year, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (hours > 23 || minutes > 59 || minutes % 5 !== 0) return undefined;
  const date = new Date(year, month - 1, day, hours, minutes);
  return date.getDate() === day && date.getMonth() === month - 1 ? date : undefined;
}

export function DateTimeInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  // Parsing turns a good text into an ISO string; anything else is the operator's text, left for this to refuse.
  const validate: Validator = (value: unknown) =>
    value && typeof value === 'string' && !ISO.test(value) ? 'admin.datetime.invalid' : undefined;
  return (
    <TextInput
      source={source}
      label={label}
      helperText={translate('admin.datetime.hint')}
      format={formatDateTime}
      // An unparsable text stays as typed, so the validator can name the problem.
      parse={(text: string) => (text ? (parseDateTime(text)?.toISOString() ?? text) : null)}
      validate={validate}
    />
  );
}
