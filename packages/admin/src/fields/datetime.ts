/**
 * Datetimes shown as DD.MM.YYYY HH:mm in the operator's time zone, hours 0–23, minutes in steps of 5 (spec);
 * stored as ISO strings. Light on purpose: lists and the dashboard use it; the picker (datetime-input.tsx) loads
 * with the forms.
 */
import { dateTimeFormat } from '@symbol/contracts/intl';

const pad = (n: number) => String(n).padStart(2, '0');

/** The format the picker shows and types (dayjs tokens). */
export const DATETIME_FORMAT = 'DD.MM.YYYY HH:mm';
export const MINUTE_STEP = 5;

export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * What the form refuses in a datetime: a value the picker could not read (typed halfway, 31.02) or minutes off
 * the 5-minute step (typed by keyboard; the clock offers only steps). Null is no value.
 */
export function dateTimeError(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = typeof value === 'string' ? new Date(value) : undefined;
  return !date || Number.isNaN(date.getTime()) || date.getMinutes() % MINUTE_STEP !== 0 || date.getSeconds() !== 0
    ? 'admin.datetime.invalid'
    : undefined;
}

/**
 * A moment as the admin's language writes it, with the time zone it is told in (a schedule read in another zone
 * is not an hour off): `5/4/2031, 10:30 AM UTC`, `04.05.2031, 10:30 UTC`.
 */
export const formatWhen = (value: string | number | Date, locale: string) =>
  dateTimeFormat(locale, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(value));
