/**
 * The product screen: its names, prices and goal per currency, stores with SKUs, categories and images in one form,
 * saved by one call that the server runs in one transaction (a refused SKU saves nothing). The generic form
 * with every field and link stays below, folded, for what this screen does not show.
 */
import type { ProductEditorData, ProductEditorSave } from '@symbol/contracts/shop';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType, type FormEvent } from 'react';
import { useGetRecordId, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { http } from '../api/client.ts';
import { pickLocalized } from '../catalogue.ts';
import { useConfirmLeave } from '../layout/use-confirm-leave.ts';
import { missingAlt } from '../media/alt-text.tsx';
import { AmountsCard } from './product-amounts.tsx';
import { ProductLinks } from './product-links.tsx';
import { editorPath, useProductEditor, useRecords } from './use-shop.ts';

const LANGUAGES = ['en', 'ru'] as const;

/** The form's state: what the screen edits, prices as typed (empty = no price in that currency). */
export interface Draft {
  adminTitle: string;
  title: Record<string, string>;
  shortDescription: Record<string, string>;
  prices: Map<string, string>;
  /** A project's fundraising goal per currency, as typed. */
  goals: Map<string, string>;
  stores: { storeId: string; sku: string }[];
  categoryIds: string[];
  fileIds: string[];
}

const draftOf = (data: ProductEditorData): Draft => ({
  adminTitle: data.product.adminTitle,
  title: { ...data.product.title },
  shortDescription: { ...data.product.shortDescription },
  prices: new Map(data.prices.map((p) => [p.billingModuleCurrencyId, p.amount])),
  goals: new Map(data.goals.map((p) => [p.billingModuleCurrencyId, p.amount])),
  stores: data.stores,
  categoryIds: data.categoryIds,
  fileIds: data.fileIds,
});

/** An amount as an operator types it (`1 500,50`) as the API takes it (`1500.50`). */
const normalAmount = (typed: string) => typed.replace(/[\s\u00a0]/g, '').replace(',', '.');

/** The amounts typed, the empty ones left out. */
const amountsOf = (typed: Map<string, string>) =>
  [...typed]
    .filter(([, amount]) => amount.trim() !== '')
    .map(([billingModuleCurrencyId, amount]) => ({ billingModuleCurrencyId, amount: normalAmount(amount) }));

const saveOf = (draft: Draft): ProductEditorSave => ({
  product: { adminTitle: draft.adminTitle, title: draft.title, shortDescription: draft.shortDescription },
  prices: amountsOf(draft.prices),
  goals: amountsOf(draft.goals),
  stores: draft.stores.filter((s) => s.storeId),
  categoryIds: draft.categoryIds,
  fileIds: draft.fileIds,
});

export function productEdit(GenericEdit: ComponentType) {
  return function ProductEdit() {
    const id = String(useGetRecordId());
    const translate = useTranslate();
    const editor = useProductEditor(id);
    return (
      <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%' }}>
        {editor.isPending ? (
          <Stack spacing={2} aria-busy="true">
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={160} />
            <Skeleton variant="rounded" height={160} />
          </Stack>
        ) : editor.isError ? (
          <Alert severity="error">{translate('shop.load_failed', { error: editor.error.message })}</Alert>
        ) : (
          <ProductForm key={id} id={id} data={editor.data} />
        )}
        <Accordion sx={{ mt: 2 }} slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="h2" variant="subtitle1">
              {translate('shop.all_fields')}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ p: 0 }}>
            <GenericEdit />
          </AccordionDetails>
        </Accordion>
      </Box>
    );
  };
}

function ProductForm({ id, data }: { id: string; data: ProductEditorData }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const queries = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(data));
  // `data` is the last saved state (a save puts its answer there), so a saved draft is no longer dirty.
  const dirty = JSON.stringify(saveOf(draft)) !== JSON.stringify(saveOf(draftOf(data)));
  const askLeave = useConfirmLeave(dirty, translate('shop.leave_unsaved'));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useMutation({
    mutationFn: async () =>
      (await http.request<ProductEditorData>('PUT', editorPath(id), { data: saveOf(draft) })).data,
    onSuccess: (saved) => {
      queries.setQueryData(['product-editor', id], saved);
      notify('shop.saved', { type: 'success' });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const images = useRecords('file-storage/files');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An image without a description in every language is not put on the public page (issue 34 §5).
    const undescribed = (images.data ?? []).filter(
      (file) => draft.fileIds.includes(file.id) && missingAlt(file as never).length > 0,
    );
    if (undescribed.length) {
      notify('admin.media.alt_required_save', { type: 'error' });
      return;
    }
    save.mutate();
  };
  const localized = (field: 'title' | 'shortDescription', language: string, value: string) =>
    set({ [field]: { ...draft[field], [language]: value } });
  return (
    <Box component="form" onSubmit={submit} aria-label={translate('shop.product')}>
      {askLeave}
      <Typography component="h1" variant="h5" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {pickLocalized(draft.title, locale) || draft.adminTitle}
      </Typography>
      <Stack spacing={2}>
        <Card variant="outlined" component="section" aria-labelledby="product-details">
          <CardContent>
            <Typography id="product-details" component="h2" variant="h6" gutterBottom>
              {translate('shop.details')}
            </Typography>
            <Stack spacing={2}>
              <TextField
                label={translate('shop.admin_title')}
                value={draft.adminTitle}
                onChange={(e) => set({ adminTitle: e.target.value })}
                required
              />
              {LANGUAGES.map((language) => (
                <Stack key={language} direction={{ xs: 'column', md: 'row' }} spacing={2}>
                  <TextField
                    fullWidth
                    label={translate('shop.title', { language: language.toUpperCase() })}
                    value={draft.title[language] ?? ''}
                    onChange={(e) => localized('title', language, e.target.value)}
                  />
                  <TextField
                    fullWidth
                    label={translate('shop.short_description', { language: language.toUpperCase() })}
                    value={draft.shortDescription[language] ?? ''}
                    onChange={(e) => localized('shortDescription', language, e.target.value)}
                  />
                </Stack>
              ))}
            </Stack>
          </CardContent>
        </Card>
        <AmountsCard kind="prices" amounts={draft.prices} onChange={(prices) => set({ prices })} />
        <AmountsCard kind="goals" amounts={draft.goals} onChange={(goals) => set({ goals })} />
        <ProductLinks draft={draft} set={set} />
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {translate(save.isPending ? 'shop.saving' : 'shop.save')}
          </Button>
          {save.isSuccess && (
            <Typography component="span" role="status" sx={{ ml: 2 }} color="success.main">
              {translate('shop.saved')}
            </Typography>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
