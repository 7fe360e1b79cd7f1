/**
 * Records named in words where a screen lists changes (a release's diff, the audit log): by their title in the
 * admin's language (the catalogue's title field), else their admin name, as `Module label «name»`, never by id.
 * One getMany per entity for all the listed records; a record that no longer exists (deleted) keeps its short id.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { entityByKey } from '@symbol/contracts/catalogue';
import { pickLocalized, representRecord } from '../catalogue.ts';

export interface RecordRef {
  entityKey: string | null;
  recordId: string | null;
  /** The record as the caller has it (a release's staged data): a link's ends are read from it too. */
  record?: Record<string, unknown> | null;
}

/** A link record's two ends (`host/pages-to-widgets`: its page, its widget), from the catalogue's link. */
function endsOf(entityKey: string | null, record: Record<string, unknown> | null | undefined) {
  const entity = entityKey ? entityByKey.get(entityKey) : undefined;
  if (!entity?.link || !record) return [];
  return entity.link.flatMap((field) => {
    const target = (entity.fields[field] as { target?: string } | undefined)?.target;
    const id = record[field];
    return target && typeof id === 'string' ? [{ entityKey: target, recordId: id }] : [];
  });
}

/** The words a record reads as: its title in `locale`, else its admin title, slug or email. */
export const recordWords = (record: Record<string, unknown> | null | undefined, locale: string) =>
  record ? pickLocalized(record.title, locale) || representRecord(record, locale) : '';

/** One getMany per entity for the refs not found yet. */
const group = (refs: RecordRef[], found: Map<string, RaRecord>) => {
  const byEntity = new Map<string, Set<string>>();
  for (const { entityKey, recordId } of refs) {
    if (!entityKey || !recordId || !entityByKey.has(entityKey) || found.has(`${entityKey}:${recordId}`)) continue;
    const ids = byEntity.get(entityKey) ?? new Set<string>();
    ids.add(recordId);
    byEntity.set(entityKey, ids);
  }
  return [...byEntity].map(([key, ids]) => [key, [...ids].sort()] as const).sort();
};

/**
 * Records by `entityKey:id`, read at once (restricted entities and unknown keys are not asked); a link record's
 * two ends in a second round, so it reads as `«page» → «widget»`.
 */
export function useRecordNames(refs: RecordRef[]) {
  const dataProvider = useDataProvider();
  const asked = group(refs, new Map());
  const given = refs.flatMap((ref) => endsOf(ref.entityKey, ref.record));
  return useQuery({
    queryKey: ['record-names', asked, group(given, new Map())],
    enabled: asked.length > 0,
    queryFn: async () => {
      const found = new Map<string, RaRecord>();
      const read = (rounds: ReturnType<typeof group>) =>
        Promise.all(
          rounds.map(async ([key, ids]) => {
            const { data } = await dataProvider.getMany(key, { ids }).catch(() => ({ data: [] as RaRecord[] }));
            for (const record of data) found.set(`${key}:${String(record.id)}`, record);
          }),
        );
      await read(asked);
      const ends = [
        ...given,
        ...refs.flatMap((ref) =>
          endsOf(ref.entityKey, ref.recordId ? found.get(`${ref.entityKey}:${ref.recordId}`) : undefined),
        ),
      ];
      await read(group(ends, found));
      return found;
    },
  });
}

/** `Module label «name»` (the record's words, else `fallback`'s, else its short id). */
export function useNameRecord() {
  const translate = useTranslate();
  return (
    ref: RecordRef,
    locale: string,
    found: Map<string, RaRecord> | undefined,
    fallback?: Record<string, unknown> | null,
  ) => {
    const label = ref.entityKey ? translate(`resources.${ref.entityKey}.name`, { _: ref.entityKey }) : '—';
    const record = ref.entityKey && ref.recordId ? found?.get(`${ref.entityKey}:${ref.recordId}`) : undefined;
    const own = recordWords(fallback, locale) || recordWords(record, locale);
    // A link has no words of its own: its two ends' (`«Home» → «Hero»`).
    const ends = endsOf(
      ref.entityKey,
      fallback?.[entityByKey.get(ref.entityKey ?? '')?.link?.[0] ?? ''] ? fallback : record,
    )
      .map((end) => recordWords(found?.get(`${end.entityKey}:${end.recordId}`), locale))
      .filter(Boolean);
    if (own && own !== ref.recordId) return { label, name: own, text: `${label} «${own}»` };
    if (ends.length === 2) return { label, name: ends.join(' → '), text: `${label} «${ends.join('» → «')}»` };
    const name = ref.recordId?.slice(0, 8) ?? '';
    return { label, name, text: name ? `${label} «${name}»` : label };
  };
}
