/**
 * A form's unsaved values, told as they are typed to whoever listens above it (the page builder, whose preview
 * frame follows them); nothing listens elsewhere, and then this does nothing. Only the fields that differ from
 * the saved record are told; a form that closes unsaved tells none (its record shows as saved again).
 */
import { createContext, useContext, useEffect } from 'react';
import { useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { entityOf } from '../catalogue.ts';

/** `values` null: the record has no unsaved field (saved, reset, or its form closed). */
export type ReportUnsaved = (entity: string, id: string, values: Record<string, unknown> | null) => void;

export const UnsavedValuesContext = createContext<ReportUnsaved | null>(null);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Placed inside a record's form. */
export function UnsavedValues({ entity }: { entity: string }) {
  const report = useContext(UnsavedValuesContext);
  const record = useRecordContext();
  const values = useWatch() as Record<string, unknown>;
  const id = record?.id === undefined ? undefined : String(record.id);
  useEffect(() => {
    if (!report || !record || id === undefined) return;
    const fields = entityOf(entity).fields;
    const changed = Object.entries(values).filter(
      ([name, value]) => Object.hasOwn(fields, name) && !same(value, record[name]),
    );
    report(entity, id, changed.length ? Object.fromEntries(changed) : null);
  }, [report, entity, id, record, values]);
  useEffect(() => () => (report && id !== undefined ? report(entity, id, null) : undefined), [report, entity, id]);
  return null;
}
