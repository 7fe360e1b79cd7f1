/**
 * One input per field kind of the catalogue: the whole vocabulary the admin's forms are made of. A kind
 * without an input shows 'Unknown input type' (spec); a test checks every kind in use has one.
 */
import { entityByKey, LANGUAGES, type Entity, type Field, type FieldKind } from '@symbol/contracts';
import { Typography } from '@mui/material';
import type { ReactElement } from 'react';
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
import { DateTimeInput } from './datetime-input.tsx';
import { FileUploadInput } from './file-upload-input.tsx';
import { RichTextInput } from './rich-text-input.tsx';

interface InputProps {
  name: string;
  field: Field;
  /** Create forms mark fields the server requires. */
  validate?: Validator[];
}

const choicesOf = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));
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
    <TranslatableInputs locales={[...LANGUAGES]} fullWidth>
      {field.kind === 'localized' && field.rich ? <RichTextInput source={name} /> : <TextInput source={name} />}
    </TranslatableInputs>
  ),
  enum: ({ name, field, validate }) => (
    <SelectInput source={name} choices={field.kind === 'enum' ? choicesOf(field.values) : []} validate={validate} />
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
  ref: ({ name, field, validate }) => (
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
  const needed = mode === 'create' && !field.optional && !('default' in field && field.default !== undefined);
  const requiredHere =
    needed && ['text', 'enum', 'int', 'decimal', 'ref'].includes(field.kind) && !isUploadField(field);
  return <Input key={name} name={name} field={field} validate={requiredHere ? [required()] : undefined} />;
}

/** The fields of a form, in catalogue order; `omit` leaves out a column fixed by the page (a link's own end). */
export const formInputs = (entity: Entity, mode: 'create' | 'edit', omit: string[] = []) =>
  Object.entries(entity.fields)
    .filter(([name, field]) => !field.private && !omit.includes(name))
    .map(([name, field]) => inputFor(name, field, mode));
