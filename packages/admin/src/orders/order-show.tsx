/**
 * The order screen: customer, lines and totals, payments (intents with provider and amount, their invoices),
 * receipts, status history, and the next statuses the server's lifecycle allows as labelled actions.
 */
import { ORDER_TRANSITIONS } from '@symbol/contracts/constants';
import { formatDate, formatMoney } from '@symbol/contracts/intl';
import type { OrderOverview, OrderSheet } from '@symbol/contracts/shop';
import { Alert, Box, Button, Chip, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, Link, useGetRecordId, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { http } from '../api/client.ts';
import { Part } from '../layout/part.tsx';
import { pickLocalized } from '../catalogue.ts';
import { publicUrl } from '../fields/file-upload-input.tsx';
import { moveWord, orderNumber, statusWord, type OrderStatus } from './order-words.ts';

type Sheet = OrderSheet & { row: OrderOverview['rows'][number] };

/** Where money has arrived for an order: a refund starts from these (the server's refund.ts says the same). */
const PAID: readonly OrderStatus[] = ['reviewing', 'approving', 'packaging', 'delivering', 'delivered'];

export function OrderShow() {
  const id = String(useGetRecordId());
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queries = useQueryClient();
  const sheet = useQuery({
    queryKey: ['order-sheet', id],
    queryFn: async () => (await http.request<Sheet>('GET', `/api/ecommerce/orders/${id}/sheet`)).data,
    retry: false,
  });
  const move = useMutation({
    mutationFn: (status: OrderStatus) =>
      http.request('POST', `/api/ecommerce/orders/${id}/status`, { data: { status } }),
    onSuccess: async (_, status) => {
      notify('orders.moved', {
        type: 'success',
        messageArgs: { status: statusWord(translate, status, sheet.data?.row.kind) },
      });
      await queries.invalidateQueries({ queryKey: ['order-sheet', id] });
      await queries.invalidateQueries({ queryKey: ['order-overview'] });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  // Mails the receipt again, marked a duplicate with the same number (issue 32 §1).
  const reissue = useMutation({
    mutationFn: () => http.request('POST', `/api/ecommerce/orders/${id}/receipt/reissue`, {}),
    onSuccess: async () => {
      notify('orders.reissued', { type: 'success' });
      await queries.invalidateQueries({ queryKey: ['order-sheet', id] });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  // Gives the money back through the provider and cancels the order (issue 34 §4), after a confirmation.
  const [refunding, setRefunding] = useState(false);
  const [reason, setReason] = useState('');
  const refund = useMutation({
    mutationFn: (why: string) =>
      http.request('POST', `/api/ecommerce/orders/${id}/refund`, { data: why ? { reason: why } : {} }),
    onSuccess: async () => {
      notify('orders.refunded', { type: 'success' });
      setReason('');
      await queries.invalidateQueries({ queryKey: ['order-sheet', id] });
      await queries.invalidateQueries({ queryKey: ['order-overview'] });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const [notes, setNotes] = useState('');
  useEffect(() => setNotes(sheet.data?.notes ?? ''), [sheet.data?.notes]);
  const saveNotes = useMutation({
    mutationFn: (value: string | null) =>
      http.request('PATCH', `/api/ecommerce/orders/${id}`, { data: { notes: value } }),
    onSuccess: async () => {
      notify('admin.donations.saved', { type: 'success' });
      await queries.invalidateQueries({ queryKey: ['order-sheet', id] });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  if (sheet.isPending)
    return (
      <Stack spacing={2} sx={{ p: 2 }} aria-busy="true">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={140} />
      </Stack>
    );
  if (sheet.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {sheet.error.message}
      </Alert>
    );
  const { row, payments, receipts, history, refund: refunded } = sheet.data;
  const money = (amount: string, currency: { id: string; symbol: string; slug: string }) =>
    formatMoney(amount, currency, locale);
  const moves = ORDER_TRANSITIONS[row.status];
  const paid = PAID.includes(row.status) && payments.some((p) => p.status === 'succeeded');
  const refundable = paid && !refunded;
  // What a refund gives back: the last succeeded payment (the server takes the order's share of it).
  const paidWith = payments.findLast((p) => p.status === 'succeeded');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="h5">
          {row.kind === 'donation'
            ? `${translate('admin.donations.kind.donation')} ${orderNumber(row.id)}`
            : translate('orders.order', { number: orderNumber(row.id) })}
        </Typography>
        <Chip color="primary" label={statusWord(translate, row.status, row.kind)} />
        <Typography color="text.secondary">{formatDate(row.createdAt, locale)}</Typography>
      </Stack>
      <Stack spacing={2}>
        <Part id="order-actions" title={translate('orders.actions')}>
          {moves.length === 0 ? (
            <Typography>{translate('orders.no_moves')}</Typography>
          ) : (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {moves.map((to) => (
                <Button
                  key={to}
                  variant={to === 'canceled' ? 'outlined' : 'contained'}
                  color={to === 'canceled' ? 'error' : 'primary'}
                  disabled={move.isPending}
                  onClick={() => move.mutate(to)}
                >
                  {moveWord(translate, to, row.kind)}
                </Button>
              ))}
            </Stack>
          )}
        </Part>
        <Part id="order-notes" title={translate('admin.donations.notes')}>
          <TextField
            label={translate('admin.donations.notes')}
            helperText={translate('admin.donations.notes_hint')}
            multiline
            minRows={2}
            fullWidth
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
          <Button
            sx={{ mt: 1 }}
            variant="outlined"
            disabled={saveNotes.isPending || notes === (sheet.data.notes ?? '')}
            onClick={() => saveNotes.mutate(notes.trim() ? notes : null)}
          >
            {translate('admin.donations.save')}
          </Button>
        </Part>
        <Part id="order-customer" title={translate('orders.customer')}>
          {row.customer ? (
            <>
              <Typography>
                <Link to={`/rbac/subjects/${row.customer.id}/show`}>
                  {pickLocalized(row.customer.name ?? undefined, locale) || row.customer.emails[0] || row.customer.slug}
                </Link>
              </Typography>
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {row.customer.emails.join(', ')}
              </Typography>
            </>
          ) : (
            <Typography>{translate('orders.no_customer')}</Typography>
          )}
        </Part>
        <Part id="order-lines" title={translate('orders.lines')}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {row.lines.map((l) => (
              <li key={l.id}>
                {pickLocalized(l.title, locale) || l.adminTitle}{' '}
                {translate('orders.quantity', { quantity: l.quantity })}
              </li>
            ))}
          </Box>
          <Typography sx={{ mt: 1, fontWeight: 600 }}>
            {translate('orders.total')}:{' '}
            {row.totals.map((t) => money(t.total, t.billingModuleCurrency)).join(' · ') || translate('orders.no_total')}
          </Typography>
        </Part>
        <Part id="order-payments" title={translate('orders.payments')}>
          {payments.length === 0 ? (
            <Typography>{translate('orders.no_payments')}</Typography>
          ) : (
            payments.map((p) => (
              <Box key={p.id} sx={{ mb: 1 }}>
                <Typography>
                  {translate('orders.intent', {
                    provider: translate(`orders.provider.${p.provider}`, { _: p.provider }),
                    amount: money(p.amount, p.currency),
                    status: translate(`orders.intent_status.${p.status}`, { _: p.status }),
                  })}
                </Typography>
                {p.invoices.map((i) => (
                  <Typography key={i.id} variant="body2" color="text.secondary" sx={{ pl: 2 }}>
                    {translate('orders.invoice', {
                      amount: money(i.amount, p.currency),
                      status: translate(`orders.invoice_status.${i.status}`, { _: i.status }),
                    })}
                  </Typography>
                ))}
              </Box>
            ))
          )}
          {refunded && (
            <Alert severity="info" sx={{ mt: 1 }} data-testid="order-refund">
              {translate('orders.refund_done', {
                amount: money(refunded.amount, refunded.currency),
                date: formatDate(refunded.refundedAt, locale),
                provider: translate(`orders.provider.${refunded.provider}`, { _: refunded.provider }),
                who: refunded.refundedBy?.email ?? '—',
              })}
              {refunded.reason && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {translate('orders.refund_reason')}: {refunded.reason}
                </Typography>
              )}
            </Alert>
          )}
          {refundable && (
            <Button
              variant="outlined"
              color="error"
              size="small"
              sx={{ mt: 1 }}
              disabled={refund.isPending}
              onClick={() => setRefunding(true)}
            >
              {translate('orders.refund')}
            </Button>
          )}
          <Confirm
            isOpen={refunding}
            title={translate('orders.refund_title', { number: orderNumber(row.id) })}
            content={
              <Stack spacing={2} sx={{ pt: 1 }}>
                <Typography>
                  {translate('orders.refund_confirm', {
                    amount: paidWith ? money(paidWith.amount, paidWith.currency) : '—',
                  })}
                </Typography>
                <TextField
                  label={translate('orders.refund_reason')}
                  helperText={translate('orders.refund_reason_hint')}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                  fullWidth
                  multiline
                />
              </Stack>
            }
            confirm="orders.refund_do"
            confirmColor="warning"
            onClose={() => setRefunding(false)}
            onConfirm={() => {
              setRefunding(false);
              refund.mutate(reason.trim());
            }}
          />
        </Part>
        <Part id="order-receipts" title={translate('orders.receipts')}>
          {receipts.length === 0 ? (
            <Typography>{translate('orders.no_receipts')}</Typography>
          ) : (
            receipts.map((r) => (
              <Box key={r.id}>
                <a href={publicUrl(r.file)} target="_blank" rel="noreferrer">
                  {translate('orders.receipt', { date: formatDate(r.createdAt, locale) })}
                </a>
              </Box>
            ))
          )}
          {receipts.length > 0 && (
            <Button
              variant="outlined"
              size="small"
              sx={{ mt: 1 }}
              disabled={reissue.isPending}
              onClick={() => reissue.mutate()}
            >
              {translate('orders.reissue')}
            </Button>
          )}
        </Part>
        <Part id="order-history" title={translate('orders.history')}>
          {history.length === 0 ? (
            <Typography>{translate('orders.no_history')}</Typography>
          ) : (
            <Box component="ol" sx={{ m: 0, pl: 2 }}>
              {history.map((h) => (
                <li key={`${String(h.at)}-${h.to}`}>
                  {formatDate(h.at, locale)}:{' '}
                  {translate('orders.change', {
                    from: statusWord(translate, h.from, row.kind),
                    to: statusWord(translate, h.to, row.kind),
                  })}
                </li>
              ))}
            </Box>
          )}
        </Part>
      </Stack>
    </Box>
  );
}
