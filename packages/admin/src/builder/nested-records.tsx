/**
 * A block's nested content edited where it is seen (issue 33): under a record's form, the records its links own
 * (a widget's sliders, a slider's slides, a buttons array's buttons, a widget's features and logotypes), each an
 * item that opens to its own form, with its own nested records beneath (the hero's headline is a slide two links
 * down), added, removed and reordered in place. Which links nest is read from the catalogue (`nestedLinks`), not
 * from any widget: in the builder every write goes to its release through the data provider.
 */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  IconButton,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  EditBase,
  Toolbar,
  useDataProvider,
  useGetList,
  useGetMany,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { entityOf, nestedLinks, pickLocalized, representRecord, type InlineLink } from '../catalogue.ts';
import type { AdminDataProvider } from '../data-provider.ts';
import { formInputs } from '../fields/field-input.tsx';
import { EditForm, recordLoading } from '../resources/edit-form.tsx';
import { LinkTable } from '../resources/link-tables.tsx';
import { StatusSaveButton } from '../resources/save-button.tsx';
import { UnsavedValues } from '../resources/unsaved-values.tsx';

/** Columns nobody edits by hand here (the place is the link's). */
export const NESTED_OMIT = ['orderIndex', 'className'];
const MAX_ITEMS = 100;
/** The deepest a chain of nested records is shown (widget → slider → slide → buttons array → button). */
const MAX_DEPTH = 5;

/** What an item reads as: the text the site shows (its title in the admin's language), else its admin name. */
const itemName = (record: RaRecord | undefined, locale: string) =>
  (record && pickLocalized(record.title, locale)) || representRecord(record, locale);

/** The nested records of the record in context, one section per owning link. */
export function NestedRecords({ entity, depth = 0 }: { entity: string; depth?: number }) {
  const record = useRecordContext();
  if (!record || depth >= MAX_DEPTH) return null;
  const { nested, attached } = nestedLinks(entity);
  return (
    <>
      {nested.map((inline) => (
        <NestedList key={inline.link.key} inline={inline} parent={record} depth={depth} />
      ))}
      {depth > 0 &&
        attached.map((inline) => (
          <Box key={inline.link.key} sx={{ '& > section': { m: 0, mt: 1 } }}>
            <LinkTable {...inline} />
          </Box>
        ))}
    </>
  );
}

function NestedList({ inline, parent, depth }: { inline: InlineLink; parent: RaRecord; depth: number }) {
  const { link, end, other, target } = inline;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState<RaRecord['id'] | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<{ row: RaRecord; name: string } | null>(null);
  const {
    data: rows = [],
    isPending,
    refetch,
  } = useGetList(link.key, {
    filter: { [end]: parent.id },
    sort: { field: 'orderIndex', order: 'ASC' },
    pagination: { page: 1, perPage: MAX_ITEMS },
  });
  const { data: items = [] } = useGetMany(
    target.key,
    { ids: rows.map((row) => row[other]) },
    { enabled: rows.length > 0 },
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  const title = translate(`resources.${target.key}.name`);
  const fail = (error: unknown) =>
    notify('admin.builder.failed', { type: 'error', messageArgs: { error: (error as Error).message } });
  const work = async (job: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await job();
      await refetch();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  /** A new record of the target with a placeholder title in both languages, linked last. */
  const add = () =>
    work(async () => {
      const placeholder = translate('admin.builder.nested_item');
      const made = await dataProvider.create(target.key, {
        data: {
          adminTitle: `${representRecord(parent, locale)}: ${placeholder}`,
          ...(target.fields.title?.kind === 'localized' ? { title: { en: placeholder, ru: placeholder } } : {}),
        },
      });
      try {
        await dataProvider.create(link.key, {
          data: { [end]: parent.id, [other]: made.data.id, orderIndex: rows.length },
        });
      } catch (error) {
        // Not left behind unlinked: the record goes when its link could not be made.
        await dataProvider.delete(target.key, { id: made.data.id, previousData: made.data }).catch(() => undefined);
        throw error;
      }
      setOpen(made.data.id);
      notify('admin.builder.nested_added', { type: 'success' });
    });
  const move = (from: number, to: number) =>
    work(async () => {
      const order = rows.map((row) => row.id);
      const [moved] = order.splice(from, 1);
      order.splice(to, 0, moved!);
      await dataProvider.updateEach(
        link.key,
        order.map((id, orderIndex) => ({ id, data: { orderIndex } })),
      );
    });
  const remove = (row: RaRecord) =>
    work(async () => {
      await dataProvider.delete(link.key, { id: row.id, previousData: row });
      notify('admin.builder.nested_removed', { type: 'info' });
    });

  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1, mt: depth ? 1 : 2, mx: depth ? 0 : 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component={depth ? 'h4' : 'h3'} sx={{ flex: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} disabled={busy} onClick={() => void add()}>
          {translate('admin.builder.nested_add', { name: title })}
        </Button>
      </Stack>
      {isPending ? (
        <Skeleton variant="rectangular" height={48} />
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('admin.builder.nested_empty')}
        </Typography>
      ) : (
        rows.map((row, index) => {
          const item = byId.get(row[other]);
          const name = itemName(item, locale) || String(row[other]);
          const expanded = open === row[other];
          return (
            <Accordion
              key={row.id}
              disableGutters
              variant="outlined"
              expanded={expanded}
              onChange={(_, now) => setOpen(now ? row[other] : null)}
              slotProps={{ transition: { unmountOnExit: true }, region: { 'aria-label': name } }}
            >
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                aria-label={translate('admin.builder.nested_open', { name })}
                sx={{ '& .MuiAccordionSummary-content': { alignItems: 'center', minWidth: 0, gap: 1 } }}
              >
                <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{name}</Typography>
              </AccordionSummary>
              <Stack direction="row" spacing={0.5} sx={{ px: 1, pb: expanded ? 0 : 1, justifyContent: 'flex-end' }}>
                <IconButton
                  size="small"
                  aria-label={`${translate('admin.builder.up')}: ${name}`}
                  disabled={busy || index === 0}
                  onClick={() => void move(index, index - 1)}
                >
                  <ArrowUpwardIcon fontSize="inherit" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`${translate('admin.builder.down')}: ${name}`}
                  disabled={busy || index === rows.length - 1}
                  onClick={() => void move(index, index + 1)}
                >
                  <ArrowDownwardIcon fontSize="inherit" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`${translate('admin.builder.nested_remove')}: ${name}`}
                  disabled={busy}
                  onClick={() => setRemoving({ row, name })}
                >
                  <DeleteIcon fontSize="inherit" />
                </IconButton>
              </Stack>
              <AccordionDetails sx={{ px: { xs: 0.5, sm: 1 } }}>
                <NestedForm entity={target.key} id={String(row[other])} depth={depth + 1} />
              </AccordionDetails>
            </Accordion>
          );
        })
      )}
      <Confirm
        isOpen={!!removing}
        title={translate('admin.builder.nested_confirm_remove', { name: removing?.name ?? '' })}
        content={translate('admin.builder.nested_confirm_remove_hint')}
        confirm="admin.builder.nested_remove"
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          const row = removing?.row;
          setRemoving(null);
          if (row) void remove(row);
        }}
      />
    </Box>
  );
}

/** One nested record's form (its texts, its variant), then its own nested records and attached files. */
function NestedForm({ entity: target, id, depth }: { entity: string; id: string; depth: number }) {
  return (
    <EditBase resource={target} id={id} mutationMode="pessimistic" redirect={false} loading={recordLoading}>
      <EditForm
        warnWhenUnsavedChanges={false}
        sx={{ p: 0 }}
        toolbar={
          <Toolbar sx={{ position: 'static', minHeight: 0, px: 0 }}>
            <StatusSaveButton mode="edit" />
          </Toolbar>
        }
      >
        {formInputs(entityOf(target), 'edit', NESTED_OMIT)}
        <UnsavedValues entity={target} />
      </EditForm>
      <NestedRecords entity={target} depth={depth} />
    </EditBase>
  );
}
