/**
 * The line under a link table that adds a link: the other end picked (searched, or a file from the library) and
 * the link's own extra columns (a store's sku, an order line's quantity), whose server errors land on their fields.
 */
import type { Entity } from '@symbol/contracts';
import { Autocomplete, Button as MuiButton, Stack, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import { useCreate, useGetList, useLocaleState, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { representRecord, type InlineLink } from '../catalogue.ts';
import { useAutocompleteTexts } from '../fields/autocomplete-texts.ts';
import { missingAlt } from '../media/alt-text.tsx';
import { FileChoice } from '../media/file-choice.tsx';
import { FILES } from '../media/files.ts';

const LINK_OWN = new Set(['orderIndex', 'className', 'variant']);

/** A link's own extra columns: asked for when adding, shown in the table. */
export const extraFields = ({ link, end, other }: InlineLink) =>
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
  const texts = useAutocompleteTexts();
  return (
    <Autocomplete
      {...texts}
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

/** `parentId`: the record whose table this is; `count`: its links now (the new one goes last). */
export function LinkAdd({
  inline,
  parentId,
  count,
  onAdded,
}: {
  inline: InlineLink;
  parentId: RaRecord['id'];
  count: number;
  onAdded: () => unknown;
}) {
  const { link, end, other, target } = inline;
  const translate = useTranslate();
  const notify = useNotify();
  const [create, { isPending: adding }] = useCreate();
  const [picked, setPicked] = useState<RaRecord | null>(null);
  const [extras, setExtras] = useState<Record<string, string>>({});
  const [extraErrors, setExtraErrors] = useState<Record<string, string>>({});
  const extra = extraFields(inline);

  const add = async () => {
    if (!picked) return;
    // An image shown publicly is described in every language first (issue 34 §5; the picker asks on choosing).
    if (target.key === FILES && !link.restricted && missingAlt(picked).length) {
      notify('admin.media.alt_required_save', { type: 'error' });
      return;
    }
    const data: Record<string, unknown> = { [end]: parentId, [other]: picked.id, orderIndex: count };
    for (const [name, field] of extra) {
      const text = extras[name];
      if (text !== undefined && text !== '') data[name] = field.kind === 'int' ? Number(text) : text;
    }
    await create(link.key, { data }, { returnPromise: true } as never).then(
      () => {
        setPicked(null);
        setExtras({});
        setExtraErrors({});
        return onAdded();
      },
      (error: { body?: { errors?: Record<string, unknown> }; message: string }) => {
        const named = error.body?.errors ?? {};
        setExtraErrors(
          Object.fromEntries(extra.flatMap(([name]) => (typeof named[name] === 'string' ? [[name, named[name]]] : []))),
        );
        notify(error.message, { type: 'error' });
      },
    );
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
      {target.key === FILES ? (
        <FileChoice
          id={picked?.id}
          label={translate(`resources.${FILES}.name`)}
          onPick={setPicked}
          askAlt={!link.restricted}
        />
      ) : (
        // A new picker (emptied) once a link is added.
        <TargetPicker key={count} target={target} onPick={setPicked} />
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
  );
}
