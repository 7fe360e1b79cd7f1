/**
 * The date-time picker of every datetime field: MUI X's DateTimePicker (dayjs), DD.MM.YYYY HH:mm, 24 h, minutes
 * in steps of 5, in the admin's language. Typed by keyboard section by section (day, month, year, hours,
 * minutes: digits or arrows) or chosen in the calendar and clock. Loaded with the forms only (field-input.tsx
 * imports it lazily): it is the forms' second heaviest part after the rich-text editor.
 */
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, ruRU } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ru';
import 'dayjs/locale/en-gb';
import type { ReactNode, Ref } from 'react';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useTranslate, type Validator } from 'react-admin';
import { DATETIME_FORMAT, dateTimeError, MINUTE_STEP } from './datetime.ts';

const PICKER_TEXTS = {
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  ru: ruRU.components.MuiLocalizationProvider.defaultProps.localeText,
};

/** An unfinished or impossible typed value is kept as 'invalid', for the validator to name. */
const INVALID = 'invalid';

/** The zone a typed time is read in (the browser's): said beside every picker. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const validDateTime: Validator = (value: unknown) => dateTimeError(value);

/** The picker as every datetime of the admin shows it: DD.MM.YYYY HH:mm, 24 h, minutes in 5s, in its language. */
function Picker({
  label,
  value,
  onChange,
  slotProps,
  ...rest
}: {
  label: ReactNode;
  value: Dayjs | null;
  onChange: (next: Dayjs | null) => void;
  onClose?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  slotProps: { textField: Record<string, unknown> };
}) {
  const [locale] = useLocaleState();
  const language = locale === 'ru' ? 'ru' : 'en';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      // en-gb: Monday first and 24 h, as the DD.MM.YYYY format the spec asks.
      adapterLocale={language === 'ru' ? 'ru' : 'en-gb'}
      localeText={PICKER_TEXTS[language]}
    >
      <DateTimePicker
        label={label}
        value={value}
        format={DATETIME_FORMAT}
        ampm={false}
        timeSteps={{ minutes: MINUTE_STEP }}
        // The desktop popper (calendar beside the time columns) is 433 px wide: under 600 px the dialog instead.
        desktopModeMediaQuery="@media (pointer: fine) and (min-width: 600px)"
        onChange={onChange}
        slotProps={slotProps}
        {...rest}
      />
    </LocalizationProvider>
  );
}

export function DateTimeInput({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source, validate: validDateTime });
  const value = typeof field.value === 'string' && field.value && field.value !== INVALID ? dayjs(field.value) : null;
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Picker
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      value={value}
      onChange={(next: Dayjs | null) =>
        field.onChange(next === null ? null : next.isValid() ? next.second(0).millisecond(0).toISOString() : INVALID)
      }
      onClose={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      slotProps={{
        textField: {
          onBlur: field.onBlur,
          error: Boolean(error),
          helperText: (
            <InputHelperText error={error} helperText={translate('admin.datetime.hint', { zone: timeZone() })} />
          ),
          // As react-admin's own inputs beside it.
          variant: 'filled',
          margin: 'dense',
          fullWidth: true,
        },
      }}
    />
  );
}

/**
 * The same picker outside a form (the builder's schedule): its value an ISO string or null (also for a value
 * typed halfway), with the time zone it is read in under it.
 */
export function DateTimeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (next: string | null) => void;
}) {
  const translate = useTranslate();
  return (
    <Picker
      label={label}
      value={value ? dayjs(value) : null}
      onChange={(next) => onChange(next?.isValid() ? next.second(0).millisecond(0).toISOString() : null)}
      slotProps={{
        textField: {
          size: 'small',
          helperText: translate('admin.datetime.zone', { zone: timeZone() }),
        },
      }}
    />
  );
}
