/**
 * An entity's relations where the operator works: each link entity that joins it to another is a table on its
 * edit page, where links are added (picking the other end), removed, given a variant from the link's own list
 * and reordered (orderIndex: a row dragged by its handle, or the up/down buttons, or the arrow keys on the
 * handle; one bulk update). Entities that only point at it (a widget's external widgets, a form's requests) are
 * listed with their own edit pages.
 */
import type { Entity } from '@symbol/contracts';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  Autocomplete,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  MenuItem,
  Select,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDragReorder } from './drag-reorder.ts';
import {
  CreateButton,
  Datagrid,
  Link,
  ReferenceManyField,
  useCreate,
  useCreatePath,
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
import { FileChoice } from '../media/file-choice.tsx';
import { FILES } from '../media/files.ts';
import { DeleteConfirmButton } from './delete-button.tsx';
import { EditInDialog } from './edit-dialog.tsx';

const LINK_OWN = new Set(['orderIndex', 'className', 'variant']);
const MAX_LINKS = 500;

/** A link's own extra columns (a store's sku, an order line's quantity): asked for when adding. */
const extraFields = ({ link, end, other }: InlineLink) =>
  Object.entries(link.fields).filter(
    ([name, f]) => name !== end && name !== other && !LINK_OWN.has(name) && !f.private,
  );

function TargetPicker({ target, onPick }: { target: Entity; onPick: (record: RaRecord | null) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [search, setSearch] = useState('');
  const [value, setValue] = useState<RaRecord | null>(null);
  const { data = [], isPending } = useGetList(target.key, {
    filter: search ? { q: search } : {},
    pagination: { page: 1, perPage: 20 },
  });
  const name = translate(`resources.${target.key}.name`);
  return (
    <Autocomplete
      sx={{ minWidth: 240, flex: 1 }}
      size="small"
      options={data}
      loading={isPending}
      value={value}
      getOptionLabel={(record) => representRecord(record, locale)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
      onChange={(_, record) => {
        setValue(record);
        onPick(record);
      }}
      renderInput={(params) => <MuiTextField {...params} label={translate('admin.links.pick', { name })} />}
    />
  );
}

function LinkTable(props: InlineLink) {
  const { link, end, other, target } = props;
  const record = useRecordContext()!;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [create, { isPending: adding }] = useCreate();
  const [update] = useUpdate();
  const [picked, setPicked] = useState<RaRecord | null>(null);
  const [extras, setExtras] = useState<Record<string, string>>({});
  // The server's problems with a link's own columns (a taken sku), shown on their fields.
  const [extraErrors, setExtraErrors] = useState<Record<string, string>>({});
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

  const add = async () => {
    if (!picked) return;
    const data: Record<string, unknown> = { [end]: record.id, [other]: picked.id, orderIndex: rows.length };
    for (const [name, field] of extra) {
      const text = extras[name];
      if (text !== undefined && text !== '') data[name] = field.kind === 'int' ? Number(text) : text;
    }
    await create(link.key, { data }, { returnPromise: true } as never).then(
      () => {
        setPicked(null);
        setExtras({});
        setExtraErrors({});
        return refetch();
      },
      (error: { body?: { errors?: Record<string, unknown> } }) => {
        const named = error.body?.errors ?? {};
        setExtraErrors(
          Object.fromEntries(extra.flatMap(([name]) => (typeof named[name] === 'string' ? [[name, named[name]]] : []))),
        );
        fail(error);
      },
    );
  };

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
        setAsked(null);
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
  const move = (index: number, by: -1 | 1) => moveTo(index, index + by);
  const { dragged, over, target: dropPlace, handle } = useDragReorder((from, to) => void moveTo(from, to));

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
                  const name = endRecord ? representRecord(endRecord, locale) : String(row[other]);
                  return (
                    <TableRow
                      key={row.id}
                      data-testid={`link-row-${index}`}
                      {...dropPlace(index)}
                      sx={{
                        opacity: dragged === index ? 0.5 : 1,
                        outline: over === index && dragged !== index ? 2 : 0,
                        outlineColor: 'primary.main',
                        outlineStyle: 'dashed',
                      }}
                    >
                      <TableCell>
                        <Stack direction="row" sx={{ alignItems: 'center' }}>
                          <Tooltip title={translate('admin.links.drag_hint')} describeChild>
                            <IconButton
                              size="small"
                              {...handle(index, row.id)}
                              ref={(element: HTMLButtonElement | null) => {
                                if (element) handles.current.set(row.id, element);
                                else handles.current.delete(row.id);
                              }}
                              aria-label={`${translate('admin.links.drag')}: ${name}`}
                              aria-keyshortcuts="ArrowUp ArrowDown"
                              sx={{ cursor: 'grab' }}
                              onKeyDown={(event) => {
                                // The handle works from the keyboard too: arrows move the row one place.
                                if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
                                  event.preventDefault();
                                  void move(index, event.key === 'ArrowUp' ? -1 : 1);
                                }
                              }}
                            >
                              <DragIndicatorIcon fontSize="inherit" />
                            </IconButton>
                          </Tooltip>
                          <IconButton
                            size="small"
                            aria-label={`${translate('admin.links.up')}: ${name}`}
                            disabled={index === 0}
                            onClick={() => move(index, -1)}
                          >
                            <ArrowUpwardIcon fontSize="inherit" />
                          </IconButton>
                          <IconButton
                            size="small"
                            aria-label={`${translate('admin.links.down')}: ${name}`}
                            disabled={index === rows.length - 1}
                            onClick={() => move(index, 1)}
                          >
                            <ArrowDownwardIcon fontSize="inherit" />
                          </IconButton>
                        </Stack>
                      </TableCell>
                      <TableCell>
                        <Link to={createPath({ resource: target.key, type: 'edit', id: row[other] })}>{name}</Link>
                      </TableCell>
                      {variants.length > 1 && (
                        <TableCell>
                          <Select
                            size="small"
                            value={row.variant ?? 'default'}
                            inputProps={{ 'aria-label': `${translate('admin.links.variant')}: ${name}` }}
                            onChange={(event) => setVariant(row, String(event.target.value))}
                          >
                            {variants.map((variant) => (
                              <MenuItem key={variant} value={variant}>
                                {variant}
                              </MenuItem>
                            ))}
                          </Select>
                        </TableCell>
                      )}
                      {extra.map(([field]) => (
                        <TableCell key={field}>{String(row[field] ?? '')}</TableCell>
                      ))}
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <EditInDialog
                          entity={link}
                          id={row.id}
                          omit={[end]}
                          title={name}
                          onClosed={() => void refetch()}
                        />
                        <DeleteConfirmButton
                          record={row}
                          resource={link.key}
                          label="admin.links.remove"
                          onDeleted={() => void refetch()}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
          {target.key === FILES ? (
            <FileChoice id={picked?.id} label={translate(`resources.${FILES}.name`)} onPick={setPicked} />
          ) : (
            <TargetPicker key={rows.length} target={target} onPick={setPicked} />
          )}
          {extra.map(([name, field]) => (
            <MuiTextField
              key={name}
              size="small"
              label={translate(`resources.${link.key}.fields.${name}`)}
              type={field.kind === 'int' ? 'number' : 'text'}
              value={extras[name] ?? ''}
              error={!!extraErrors[name]}
              helperText={extraErrors[name]}
              onChange={(event) => {
                setExtras({ ...extras, [name]: event.target.value });
                setExtraErrors({ ...extraErrors, [name]: '' });
              }}
            />
          ))}
          <MuiButton variant="contained" disabled={!picked || adding} onClick={add}>
            {translate('admin.links.add')}
          </MuiButton>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Entities that point at this one without being a link (their own records, edited on their own pages). */
export const childEntities = (entity: Entity) =>
  adminEntities.flatMap((child) =>
    child.link
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

export function LinkTables({ entity }: { entity: Entity }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      {inlineLinks(entity).map((link) => (
        <LinkTable key={`${link.link.key}:${link.end}`} {...link} />
      ))}
      {childEntities(entity).map(({ child, name }) => (
        <ChildTable key={`${child.key}:${name}`} child={child} name={name} />
      ))}
    </>
  );
}
