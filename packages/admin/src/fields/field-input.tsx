/**
 * One input per field kind of the catalogue: the whole vocabulary the admin's forms are made of. A kind
 * without an input shows 'Unknown input type' (spec); a test checks every kind in use has one.
 */
import { enumChoices } from './enum-words.ts';
import { entityByKey, type Entity, type Field, type FieldKind } from '@symbol/contracts/catalogue';
import { LANGUAGES } from '@symbol/contracts/constants';
import { Skeleton, Typography } from '@mui/material';
import { Fragment, lazy, Suspense, type ReactElement } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  TranslatableInputs,
  required,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isUploadField } from '../catalogue.ts';
import { FieldLanguageMarkers } from './completeness.tsx';
import { FileUploadInput } from './file-upload-input.tsx';
import { MeasuredInput } from './measured-input.tsx';
import { ServiceSetField } from './service-set-field.tsx';
import { FileRefInput } from '../media/file-ref-input.tsx';
import { FILES } from '../media/files.ts';
import { sectioned } from './form-sections.tsx';

/** The slate editor is loaded only when a form shows rich text (it is the admin's heaviest part). */
const LazyRichTextInput = lazy(() => import('./rich-text-input.tsx').then((m) => ({ default: m.RichTextInput })));
function RichTextInput(props: { source: string; label?: string }) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={160} sx={{ my: 1 }} />}>
      <LazyRichTextInput {...props} />
    </Suspense>
  );
}

/** The date-time picker (MUI X and dayjs) is loaded with the first form that has a datetime. */
const LazyDateTimeInput = lazy(() => import('./datetime-input.tsx').then((m) => ({ default: m.DateTimeInput })));
function DateTimeInput(props: { source: string; label?: string }) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={48} width={240} sx={{ my: 1 }} />}>
      <LazyDateTimeInput {...props} />
    </Suspense>
  );
}

interface InputProps {
  name: string;
  field: Field;
  /** Create forms mark fields the server requires. */
  validate?: Validator[];
  /** Create forms start an enum at the catalogue's default (what the server would store). */
  defaultValue?: unknown;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const decimal: Validator = (value: unknown) =>
  value === null || value === undefined || value === '' || DECIMAL.test(String(value))
    ? undefined
    : 'Must be a decimal number';
const jsonText: Validator = (value: unknown) => {
  if (typeof value !== 'string') return undefined;
  try {
    JSON.parse(value);
    return undefined;
  } catch {
    return 'Must be valid JSON';
  }
};

export function UnknownInput({ name }: { name: string }) {
  const translate = useTranslate();
  return (
    <Typography color="error" data-source={name}>
      {translate('admin.unknown_input')}
    </Typography>
  );
}

/** The external-widget picker: only the picker of the module chosen in the same form (spec). */
function PointedInput({ name, field }: InputProps & { field: Extract<Field, { kind: 'uuid' }> }) {
  const module = useWatch({ name: field.points!.moduleField }) as string | undefined;
  const target = module ? entityByKey.get(`${module}/${field.points!.collection}`) : undefined;
  if (!target) return <TextInput source={name} />;
  return (
    <ReferenceInput key={target.key} source={name} reference={target.key}>
      <AutocompleteInput />
    </ReferenceInput>
  );
}

export const INPUTS: Record<FieldKind, (props: InputProps) => ReactElement> = {
  text: ({ name, field, validate }) =>
    isUploadField(field) ? <FileUploadInput source={name} /> : <TextInput source={name} validate={validate} />,
  slug: ({ name }) => <TextInput source={name} />,
  adminTitle: ({ name }) => <TextInput source={name} />,
  localized: ({ name, field }) => (
    <>
      <TranslatableInputs locales={[...LANGUAGES]} fullWidth>
        {field.kind === 'localized' && field.rich ? <RichTextInput source={name} /> : <TextInput source={name} />}
      </TranslatableInputs>
      <FieldLanguageMarkers source={name} />
    </>
  ),
  enum: ({ name, field, validate, defaultValue }) => (
    <SelectInput
      source={name}
      choices={field.kind === 'enum' ? enumChoices(field.values) : []}
      validate={validate}
      defaultValue={defaultValue}
    />
  ),
  // Text becomes a number, or null when emptied (spec: number or empty).
  int: ({ name, validate }) => (
    <NumberInput source={name} step={1} parse={(v: string) => (v === '' ? null : Number(v))} validate={validate} />
  ),
  decimal: ({ name, validate }) => <TextInput source={name} validate={[decimal, ...(validate ?? [])]} />,
  boolean: ({ name, field }) =>
    field.optional ? <NullableBooleanInput source={name} /> : <BooleanInput source={name} />,
  datetime: ({ name }) => <DateTimeInput source={name} />,
  json: ({ name }) => (
    <TextInput
      source={name}
      multiline
      fullWidth
      format={(value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null, null, 2))}
      parse={(text: string) => {
        try {
          return JSON.parse(text);
        } catch {
          return text;
        }
      }}
      validate={jsonText}
    />
  ),
  ref: ({ name, field, validate }) =>
    field.kind === 'ref' && field.target === FILES ? (
      <FileRefInput source={name} validate={validate} />
    ) : (
      <ReferenceInput source={name} reference={field.kind === 'ref' ? field.target : ''}>
        <AutocompleteInput validate={validate} />
      </ReferenceInput>
    ),
  uuid: (props) =>
    props.field.kind === 'uuid' && props.field.points ? (
      <PointedInput {...props} field={props.field} />
    ) : (
      <TextInput source={props.name} />
    ),
};

export function inputFor(name: string, field: Field, mode: 'create' | 'edit'): ReactElement {
  const Input = (INPUTS as Partial<Record<string, (props: InputProps) => ReactElement>>)[field.kind];
  if (!Input) return <UnknownInput key={name} name={name} />;
  if (field.measured) return <MeasuredInput key={name} source={name} numeric={field.kind === 'int'} />;
  // Nothing to show before the service has written it.
  if (field.serviceSet)
    return mode === 'edit' ? <ServiceSetField key={name} name={name} field={field} /> : <Fragment key={name} />;
  const needed = mode === 'create' && !field.optional && !('default' in field && field.default !== undefined);
  const requiredHere =
    needed && ['text', 'enum', 'int', 'decimal', 'ref'].includes(field.kind) && !isUploadField(field);
  const defaultValue = mode === 'create' && field.kind === 'enum' ? field.default : undefined;
  return (
    <Input
      key={name}
      name={name}
      field={field}
      validate={requiredHere ? [required()] : undefined}
      defaultValue={defaultValue}
    />
  );
}

/**
 * The fields of a form: people's fields in catalogue order, then the technical ones under "Advanced"; `omit`
 * leaves out a column fixed by the page (a link's own end).
 */
export const formInputs = (entity: Entity, mode: 'create' | 'edit', omit: string[] = []) =>
  sectioned(
    entity,
    Object.entries(entity.fields)
      .filter(([name, field]) => !field.private && !omit.includes(name))
      .map(([name, field]) => inputFor(name, field, mode)),
  );
