/**
 * A value the server measures from the uploaded bytes (a file's width, height, size, extension, type): shown,
 * never typed (the catalogue marks such fields `measured`; the server replaces whatever a client sends).
 */
import { NumberInput, TextInput } from 'react-admin';

export function MeasuredInput({ source, numeric }: { source: string; numeric: boolean }) {
  const Input = numeric ? NumberInput : TextInput;
  return <Input source={source} readOnly helperText="admin.measured" />;
}
