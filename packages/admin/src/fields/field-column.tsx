/** One list cell per field kind. Reference cells batch: react-admin asks one getMany per referenced entity. */
import type { Entity, Field } from '@symbol/contracts';
import type { ReactElement } from 'react';
import { BooleanField, FunctionField, ReferenceField, TextField, useLocaleState } from 'react-admin';
import { isSortable, isUploadField, pickLocalized } from '../catalogue.ts';
import { CopyId } from './copy-id.tsx';
import { formatDateTime } from './datetime-input.tsx';
import { FilePreview, publicUrl } from './file-upload-input.tsx';

function LocalizedCell({ source }: { source: string; label?: string; sortable?: boolean }) {
  const [locale] = useLocaleState();
  return (
    <FunctionField
      source={source}
      render={(record: Record<string, unknown>) => pickLocalized(record[source], locale).slice(0, 80)}
    />
  );
}

export function columnFor(name: string, field: Field): ReactElement {
  const sortable = isSortable(field);
  switch (field.kind) {
    case 'localized':
      return <LocalizedCell key={name} source={name} sortable={false} />;
    case 'ref':
      return <ReferenceField key={name} source={name} reference={field.target} link="edit" sortable />;
    case 'boolean':
      return <BooleanField key={name} source={name} />;
    case 'datetime':
      return (
        <FunctionField key={name} source={name} render={(r: Record<string, unknown>) => formatDateTime(r[name])} />
      );
    case 'json':
      return (
        <FunctionField
          key={name}
          source={name}
          sortable={false}
          render={(r: Record<string, unknown>) => JSON.stringify(r[name]).slice(0, 80)}
        />
      );
    default:
      if (isUploadField(field)) {
        return (
          <FunctionField
            key={name}
            source={name}
            render={(r: Record<string, unknown>) => (
              <FilePreview
                src={publicUrl(r[name])}
                mimeType={r.mimeType as string | undefined}
                alt={String(r.adminTitle ?? name)}
              />
            )}
          />
        );
      }
      return <TextField key={name} source={name} sortable={sortable} />;
  }
}

export const idColumn = () => <CopyId key="id" source="id" label="ID" sortable={false} />;
export const columnsOf = (entity: Entity, names: string[]) =>
  names.map((name) => columnFor(name, entity.fields[name]!));
