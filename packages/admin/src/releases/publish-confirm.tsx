/**
 * "Publish now" asks once, in the admin's own dialog, listing what goes live: each record the release makes,
 * changes or deletes, named in words (`Module label «title»`, its staged title when the release changes it) with
 * the fields it changes; records with no words of their own (a page's link rows) are counted per kind. Used by
 * the builder's release bar and the release's own screen.
 */
import { Box, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Confirm, useLocaleState, useTranslate } from 'react-admin';
import { http } from '../api/client.ts';
import { useNameRecord, useRecordNames } from './record-names.ts';

export interface Operation {
  id: string;
  entityKey: string;
  kind: 'create' | 'update' | 'delete';
  recordId: string;
  position: number;
  data: Record<string, unknown> | null;
  base: Record<string, unknown> | null;
}

const SKIP = new Set(['id', 'createdAt', 'updatedAt']);
/** Listed one by one up to this many; the rest are counted. */
const SHOWN = 12;

/** A release's staged operations in their order (the same read as its screen's diff). */
export async function loadOperations(id: string): Promise<Operation[]> {
  const query = `filters[and][0][column]=releaseId&filters[and][0][method]=eq&filters[and][0][value]=${id}&limit=500`;
  const { data } = await http.request<Operation[]>('GET', `/api/system/release-operations?${query}`);
  return [...data].sort((a, b) => a.position - b.position);
}

interface Item {
  entityKey: string;
  recordId: string;
  kind: Operation['kind'];
  fields: Set<string>;
  staged: Record<string, unknown>;
}

/** One item per record: made (then changed) is made, deleted is deleted, else the fields changed together. */
export function itemsOf(operations: Operation[]): Item[] {
  const items = new Map<string, Item>();
  for (const op of operations) {
    const key = `${op.entityKey}:${op.recordId}`;
    const item = items.get(key) ?? {
      entityKey: op.entityKey,
      recordId: op.recordId,
      kind: op.kind,
      fields: new Set<string>(),
      staged: { ...op.base },
    };
    if (op.kind === 'delete') item.kind = 'delete';
    else if (item.kind !== 'create') item.kind = op.kind;
    for (const field of Object.keys(op.data ?? {})) if (!SKIP.has(field)) item.fields.add(field);
    Object.assign(item.staged, op.data);
    items.set(key, item);
  }
  return [...items.values()];
}

function GoesLive({ id }: { id: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const operations = useQuery({ queryKey: ['release-goes-live', id], queryFn: () => loadOperations(id) });
  const items = itemsOf(operations.data ?? []);
  const names = useRecordNames(items.map((item) => ({ ...item, record: item.staged })));
  const nameRecord = useNameRecord();
  if (operations.error)
    return (
      <Typography color="error">
        {translate('admin.releases.live_failed', { error: operations.error.message })}
      </Typography>
    );
  if (operations.isPending || (items.length > 0 && names.isPending))
    return <Skeleton variant="rectangular" height={96} />;
  if (!items.length) return <Typography>{translate('admin.releases.live_nothing')}</Typography>;
  const named: string[] = [];
  const counted = new Map<string, number>();
  for (const item of items) {
    const { label, name, text } = nameRecord(item, locale, names.data, item.kind === 'delete' ? null : item.staged);
    if (name === item.recordId.slice(0, 8)) {
      counted.set(label, (counted.get(label) ?? 0) + 1);
      continue;
    }
    const fields = [...item.fields].map((field) =>
      translate(`resources.${item.entityKey}.fields.${field}`, { _: field }),
    );
    named.push(
      `${translate(`admin.history.action.${item.kind}`)}: ${text}` +
        (item.kind === 'update' && fields.length ? ` (${fields.join(', ')})` : ''),
    );
  }
  const lines = [
    ...named.slice(0, SHOWN),
    ...(named.length > SHOWN ? [translate('admin.releases.live_more', { count: named.length - SHOWN })] : []),
    ...[...counted].map(([label, count]) => translate('admin.releases.live_counted', { label, count })),
  ];
  return (
    <Box>
      <Typography>{translate('admin.releases.live_lead')}</Typography>
      <Box component="ul" aria-label={translate('admin.releases.live_list')} sx={{ pl: 3, my: 1 }}>
        {lines.map((line) => (
          <Typography component="li" key={line} sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

export function PublishConfirm({
  id,
  title,
  open,
  onClose,
  onConfirm,
}: {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen={open}
      title={translate('admin.releases.publish_title', { title })}
      content={open ? <GoesLive id={id} /> : null}
      confirm="admin.releases.publish"
      onClose={onClose}
      onConfirm={() => {
        onClose();
        onConfirm();
      }}
    />
  );
}
