/**
 * One list cell per field kind. Reference cells read the records the list's one data call prefetched
 * (data-provider.ts `meta.prefetch`); elsewhere they batch: react-admin asks one getMany per referenced entity.
 */
import type { Entity, Field } from '@symbol/contracts';
import { formatNumber } from '@symbol/contracts/intl';
import { useContext, type ReactElement } from 'react';
import {
  BooleanField,
  FunctionField,
  Link,
  ListContext,
  ReferenceField,
  TextField,
  useCreatePath,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { isSortable, isUploadField, pickLocalized, representRecord } from '../catalogue.ts';
import { CopyId } from './copy-id.tsx';
import { enumKey } from './enum-words.ts';
import { formatDateTime } from './datetime.ts';
import { FilePreview, publicUrl } from './file-upload-input.tsx';

/** A decimal (an amount, a price's number) as the site writes numbers in the admin's language: "1 500", "1,500". */
function DecimalCell({ source }: { source: string; label?: string; sortable?: boolean }) {
  const [locale] = useLocaleState();
  return (
    <FunctionField
      source={source}
      render={(record: Record<string, unknown>) => {
        const value = record[source];
        return typeof value === 'string' || typeof value === 'number' ? formatNumber(value, locale) : '';
      }}
    />
  );
}

/** An enum value in words in the operator's language (`one_off` → 'One-off' / 'Разовый'). */
function EnumCell({ source }: { source: string; label?: string; sortable?: boolean }) {
  const translate = useTranslate();
  return (
    <FunctionField
      source={source}
      render={(record: Record<string, unknown>) =>
        typeof record[source] === 'string' ? translate(enumKey(record[source])) : ''
      }
    />
  );
}

function LocalizedCell({ source }: { source: string; label?: string; sortable?: boolean }) {
  const [locale] = useLocaleState();
  return (
    <FunctionField
      source={source}
      render={(record: Record<string, unknown>) => pickLocalized(record[source], locale).slice(0, 80)}
    />
  );
}

/** The prefetched records of a list page by id, built once per page and entity. */
const byId = new WeakMap<RaRecord[], Map<string, RaRecord>>();
function prefetchedRecord(records: RaRecord[], id: unknown) {
  let map = byId.get(records);
  if (!map) byId.set(records, (map = new Map(records.map((record) => [String(record.id), record]))));
  return map.get(String(id));
}

/**
 * A reference as a link to its record's edit page, named as pickers name it. From the page's prefetched records
 * it is a plain link: a ReferenceField per cell was a query observer each, 200 on a 100-row link list.
 */
function ReferenceCell({ source, target }: { source: string; target: string; label?: string; sortable?: boolean }) {
  const list = useContext(ListContext);
  const record = useRecordContext();
  const createPath = useCreatePath();
  const [locale] = useLocaleState();
  const prefetched = (list?.meta as { prefetched?: Record<string, RaRecord[]> } | undefined)?.prefetched?.[target];
  if (!prefetched) return <ReferenceField source={source} reference={target} link="edit" />;
  const id = record?.[source];
  const found = id === null || id === undefined ? undefined : prefetchedRecord(prefetched, id);
  if (!found) return null;
  return (
    <Link
      to={createPath({ resource: target, id: found.id, type: 'edit' })}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
    >
      {representRecord(found, locale)}
    </Link>
  );
}

export function columnFor(name: string, field: Field): ReactElement {
  const sortable = isSortable(field);
  switch (field.kind) {
    case 'localized':
      return <LocalizedCell key={name} source={name} sortable={false} />;
    case 'ref':
      return <ReferenceCell key={name} source={name} target={field.target} sortable />;
    case 'boolean':
      return <BooleanField key={name} source={name} />;
    case 'enum':
      return <EnumCell key={name} source={name} sortable={sortable} />;
    case 'decimal':
      return <DecimalCell key={name} source={name} sortable={sortable} />;
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
/** The reference columns among `names`: what a list asks its data call to prefetch. */
export const referenceColumns = (entity: Entity, names: string[]) =>
  names.filter((name) => entity.fields[name]?.kind === 'ref');
export const columnsOf = (entity: Entity, names: string[]) =>
  names.map((name) => columnFor(name, entity.fields[name]!));
