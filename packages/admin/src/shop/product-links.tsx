/** The product screen's links: stores with their SKUs, categories as chips, images picked from the library. */
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { pickLocalized } from '../catalogue.ts';
import { useAutocompleteTexts } from '../fields/autocomplete-texts.ts';
import { missingAlt, useAltGate } from '../media/alt-text.tsx';
import { mediaSrc } from '../media/files.ts';
import type { Draft } from './product-edit.tsx';
import { useRecords } from './use-shop.ts';

type Query<T> = { isPending: boolean; isError: boolean; error: Error | null; data?: T };

/** A section that waits for its records: a skeleton while they load, the error when they fail. */
function Section<T>(props: { id: string; title: string; query: Query<T>; children: (data: T) => ReactNode }) {
  const { id, title, query, children } = props;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {query.isPending ? (
          <Skeleton variant="rounded" height={56} />
        ) : query.isError || !query.data ? (
          <Alert severity="error">{query.error?.message}</Alert>
        ) : (
          children(query.data)
        )}
      </CardContent>
    </Card>
  );
}

export function ProductLinks({ draft, set }: { draft: Draft; set: (patch: Partial<Draft>) => void }) {
  const translate = useTranslate();
  const autocompleteTexts = useAutocompleteTexts();
  const [locale] = useLocaleState();
  const stores = useRecords('ecommerce/stores');
  const categories = useRecords('ecommerce/categories');
  const images = useRecords('file-storage/files');
  // A product's images show on its public page: one is described in every language before it is added (issue 34 §5).
  const gate = useAltGate();
  const name = (r: { title?: Record<string, string>; adminTitle: string }) =>
    pickLocalized(r.title, locale) || r.adminTitle;
  const editStore = (index: number, patch: Partial<Draft['stores'][number]>) =>
    set({ stores: draft.stores.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
  return (
    <>
      <Section id="product-stores" title={translate('shop.stores')} query={stores}>
        {(all) => (
          <Stack spacing={2}>
            {draft.stores.map((link, index) => {
              const store = all.find((s) => s.id === link.storeId);
              return (
                <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    select
                    fullWidth
                    label={translate('shop.store')}
                    value={link.storeId}
                    onChange={(e) => editStore(index, { storeId: e.target.value })}
                  >
                    {all.map((s) => (
                      <MenuItem
                        key={s.id}
                        value={s.id}
                        disabled={s.id !== link.storeId && draft.stores.some((o) => o.storeId === s.id)}
                      >
                        {name(s)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    fullWidth
                    label={translate('shop.sku')}
                    value={link.sku}
                    onChange={(e) => editStore(index, { sku: e.target.value })}
                  />
                  <IconButton
                    aria-label={translate('shop.remove_store', { store: store ? name(store) : '' })}
                    onClick={() => set({ stores: draft.stores.filter((_, i) => i !== index) })}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              );
            })}
            <Box>
              <Button
                variant="outlined"
                disabled={draft.stores.length >= all.length}
                onClick={() => {
                  const free = all.find((s) => !draft.stores.some((o) => o.storeId === s.id));
                  if (free) set({ stores: [...draft.stores, { storeId: free.id, sku: '' }] });
                }}
              >
                {translate('shop.add_store')}
              </Button>
            </Box>
          </Stack>
        )}
      </Section>
      <Section id="product-categories" title={translate('shop.categories')} query={categories}>
        {(all) => (
          <Autocomplete
            {...autocompleteTexts}
            multiple
            options={all.map((c) => c.id)}
            value={draft.categoryIds}
            onChange={(_, value) => set({ categoryIds: value })}
            getOptionLabel={(id) => {
              const found = all.find((c) => c.id === id);
              return found ? name(found) : id;
            }}
            renderInput={(params) => <TextField {...params} label={translate('shop.categories')} />}
          />
        )}
      </Section>
      <Section id="product-images" title={translate('shop.images')} query={images}>
        {(all) =>
          all.length === 0 ? (
            <Typography color="text.secondary">{translate('shop.no_images')}</Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))' }}>
              {all.map((file) => {
                const picked = draft.fileIds.includes(file.id);
                const alt = pickLocalized(file.alt, locale) || file.adminTitle;
                return (
                  <FormControlLabel
                    key={file.id}
                    sx={{ m: 0, flexDirection: 'column-reverse', alignItems: 'flex-start' }}
                    label={
                      <Box>
                        <img
                          src={mediaSrc(file.file)}
                          alt={alt}
                          loading="lazy"
                          style={{ width: 120, height: 90, objectFit: 'cover', display: 'block' }}
                        />
                        <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
                          {file.adminTitle}
                        </Typography>
                        {picked && missingAlt(file).length > 0 && (
                          <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                            {translate('admin.media.alt_missing', {
                              languages: missingAlt(file).join(', ').toUpperCase(),
                            })}
                          </Typography>
                        )}
                      </Box>
                    }
                    control={
                      <Checkbox
                        checked={picked}
                        slotProps={{ input: { 'aria-label': translate('shop.image_of', { name: file.adminTitle }) } }}
                        onChange={() =>
                          picked
                            ? set({ fileIds: draft.fileIds.filter((f) => f !== file.id) })
                            : gate.ask(file, () => set({ fileIds: [...draft.fileIds, file.id] }))
                        }
                      />
                    }
                  />
                );
              })}
            </Box>
          )
        }
      </Section>
      {gate.dialog}
    </>
  );
}
