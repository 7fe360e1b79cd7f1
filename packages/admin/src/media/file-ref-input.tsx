/** A form's reference to a file record, chosen in the media library (the catalogue's `ref` to files). */
import { InputHelperText, useInput, useResourceContext, useTranslateLabel, type Validator } from 'react-admin';
import { FileChoice } from './file-choice.tsx';

export function FileRefInput({ source, validate }: { source: string; validate?: Validator[] }) {
  const label = useTranslateLabel()({ source, resource: useResourceContext() }) as string;
  const { field, fieldState, isRequired } = useInput({ source, validate });
  return (
    <>
      <FileChoice
        id={field.value as string | undefined}
        label={isRequired ? `${label} *` : label}
        onPick={(record) => field.onChange(record.id)}
        onClear={isRequired ? undefined : () => field.onChange(null)}
      />
      {fieldState.error && <InputHelperText error={fieldState.error.message} />}
    </>
  );
}
