/**
 * A value only its module's service writes (a release's status, when it was published): shown in the form, in
 * words, and never sent back (the generic update refuses it; the catalogue marks such fields `serviceSet`).
 */
import type { Field } from '@symbol/contracts/catalogue';
import { DateField, Labeled, SelectField, TextField } from 'react-admin';
import { enumChoices } from './enum-words.ts';

export function ServiceSetField({ name, field }: { name: string; field: Field }) {
  return (
    <Labeled source={name} sx={{ my: 1 }}>
      {field.kind === 'enum' ? (
        <SelectField source={name} choices={enumChoices(field.values)} emptyText="—" />
      ) : field.kind === 'datetime' ? (
        <DateField source={name} showTime emptyText="—" />
      ) : (
        <TextField source={name} emptyText="—" />
      )}
    </Labeled>
  );
}
