/**
 * An entity's relations where the operator works: each link entity that joins it to another is a table on its
 * edit page, where links are added (picking the other end), removed, given a variant from the link's own list
 * and reordered (orderIndex: a row dragged by its handle, or the up/down buttons, or the arrow keys on the
 * handle; one bulk update). Entities that only point at it (a widget's external widgets, a form's requests) are
 * listed with their own edit pages.
 */
import type { Entity } from '@symbol/contracts';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import {
  CreateButton,
  Datagrid,
  ReferenceManyField,
  useDataProvider,
  useGetList,
  useGetMany,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { adminEntities, inlineLinks, listColumns, representRecord, type InlineLink } from '../catalogue.ts';
import type { AdminDataProvider } from '../data-provider.ts';
import { columnsOf, idColumn } from '../fields/field-column.tsx';
import { useDragReorder } from './drag-reorder.ts';
import { extraFields, LinkAdd } from './link-add.tsx';
import { LinkRow } from './link-row.tsx';

const MAX_LINKS = 500;

export function LinkTable(props: InlineLink) {
  const { link, end, other, target } = props;
  const record = useRecordContext()!;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [update] = useUpdate();
  const {
    data: listed = [],
    isPending,
    refetch,
  } = useGetList(link.key, {
    filter: { [end]: record.id },
    sort: { field: 'orderIndex', order: 'ASC' },
    pagination: { page: 1, perPage: MAX_LINKS },
  });
  // A move shows at once, before the list is read back: a second move (an arrow key pressed again) starts from
  // the order the table shows, not from the list as it was before the first.
  const [asked, setAsked] = useState<RaRecord['id'][] | null>(null);
  const rows = asked ? asked.flatMap((id) => listed.filter((row) => row.id === id)) : listed;
  const { data: ends = [] } = useGetMany(
    target.key,
    { ids: rows.map((row) => row[other]) },
    { enabled: rows.length > 0 },
  );
  const endById = new Map(ends.map((e) => [e.id, e]));
  const variants = link.fields.variant?.kind === 'enum' ? link.fields.variant.values : [];
  const extra = extraFields(props);
  const title = translate(`resources.${link.key}.name`);
  const fail = (error: unknown) => notify((error as Error).message, { type: 'error' });

  /**
   * Moves a row to another place: every link's orderIndex in one bulk update (one transaction). Moves are sent
   * one after the other, so the last one asked is the one that stays.
   */
  const moves = useRef({ queue: Promise.resolve(), pending: 0 });
  const moveTo = (from: number, to: number) => {
    if (from === to || to < 0 || to >= rows.length) return;
    const order = rows.map((row) => row.id);
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved!);
    setAsked(order);
    setFocusOn(moved);
    moves.current.pending++;
    moves.current.queue = moves.current.queue
      .then(() =>
        dataProvider.updateEach(
          link.key,
          order.map((id, orderIndex) => ({ id, data: { orderIndex } })),
        ),
      )
      .catch(fail)
      .then(async () => {
        if (--moves.current.pending > 0) return;
        await refetch();
        // A move asked while the list was read back is newer than what was read: its order stays shown.
        if (moves.current.pending === 0) setAsked(null);
      });
  };
  // The moved row's handle keeps the focus (re-rendering the table in a new order may drop it).
  const handles = useRef(new Map<unknown, HTMLButtonElement>());
  const [focusOn, setFocusOn] = useState<unknown>(null);
  useEffect(() => {
    if (focusOn === null || focusOn === undefined) return;
    handles.current.get(focusOn)?.focus();
    setFocusOn(null);
  }, [focusOn, rows]);
  const reorder = useDragReorder(moveTo);

  const setVariant = (row: RaRecord, variant: string) =>
    update(
      link.key,
      { id: row.id, data: { variant }, previousData: row },
      { mutationMode: 'pessimistic', onSuccess: () => void refetch(), onError: fail },
    );

  return (
    <Card variant="outlined" sx={{ m: 2 }} component="section" aria-label={title}>
      <CardHeader title={title} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      <CardContent>
        {isPending ? (
          <Skeleton variant="rectangular" height={80} />
        ) : rows.length === 0 ? (
          <Typography variant="body2">{translate('admin.links.empty')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('admin.links.order')}</TableCell>
                  <TableCell>{translate(`resources.${target.key}.name`)}</TableCell>
                  {variants.length > 1 && <TableCell>{translate('admin.links.variant')}</TableCell>}
                  {extra.map(([name]) => (
                    <TableCell key={name}>{translate(`resources.${link.key}.fields.${name}`)}</TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => {
                  const endRecord = endById.get(row[other]);
                  return (
                    <LinkRow
                      key={row.id}
                      inline={props}
                      row={row}
                      index={index}
                      count={rows.length}
                      name={endRecord ? representRecord(endRecord, locale) : String(row[other])}
                      variants={variants}
                      extra={extra}
                      reorder={reorder}
                      handleRef={(element) => {
                        if (element) handles.current.set(row.id, element);
                        else handles.current.delete(row.id);
                      }}
                      move={(at, by) => moveTo(at, at + by)}
                      setVariant={setVariant}
                      onChanged={() => void refetch()}
                    />
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        )}
        <LinkAdd inline={props} parentId={record.id} count={rows.length} onAdded={refetch} />
      </CardContent>
    </Card>
  );
}

/**
 * Entities that point at this one without being a link (their own records, edited on their own pages). Not those
 * only the server writes (a release's staged operations): nobody adds one, and the parent's screen says them in
 * words (the release's changes, before and after).
 */
export const childEntities = (entity: Entity) =>
  adminEntities.flatMap((child) =>
    child.link || child.readOnly
      ? []
      : Object.entries(child.fields)
          .filter(([, f]) => f.kind === 'ref' && f.target === entity.key && !f.optional)
          .map(([name]) => ({ child, name })),
  );

function ChildTable({ child, name }: { child: Entity; name: string }) {
  const record = useRecordContext()!;
  const translate = useTranslate();
  const title = translate(`resources.${child.key}.name`);
  return (
    <Card variant="outlined" sx={{ m: 2 }} component="section" aria-label={title}>
      <CardHeader
        title={title}
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        action={<CreateButton resource={child.key} label="admin.add_new" state={{ record: { [name]: record.id } }} />}
      />
      <ReferenceManyField reference={child.key} target={name} perPage={25}>
        <Datagrid
          rowClick={(id) => `/${child.key}/${id}`}
          bulkActionButtons={false}
          empty={<Typography sx={{ p: 2 }}>{translate('admin.links.empty')}</Typography>}
        >
          {idColumn()}
          {columnsOf(
            child,
            listColumns(child).filter((column) => column !== name),
          )}
        </Datagrid>
      </ReferenceManyField>
    </Card>
  );
}

/** `skip`: links shown another way on this screen (the builder's nested records). */
export function LinkTables({ entity, skip }: { entity: Entity; skip?: (link: InlineLink) => boolean }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      {inlineLinks(entity)
        .filter((link) => !skip?.(link))
        .map((link) => (
          <LinkTable key={`${link.link.key}:${link.end}`} {...link} />
        ))}
      {childEntities(entity).map(({ child, name }) => (
        <ChildTable key={`${child.key}:${name}`} child={child} name={name} />
      ))}
    </>
  );
}
