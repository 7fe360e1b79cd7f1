/**
 * An order for the operator: its totals per currency (computed by the server) and its status, moved only
 * along the lifecycle the server allows (the form's status select may still pick any: the server refuses).
 */
import { ORDER_TRANSITIONS, type ORDER_STATUSES } from '@symbol/contracts/constants';
import { formatMoney } from '@symbol/contracts/intl';
import { Box, Button, Card, CardContent, CardHeader, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { http } from '../api/client.ts';

type Status = (typeof ORDER_STATUSES)[number];
interface Total {
  total: string;
  billingModuleCurrency: { id: string; slug: string; symbol?: string };
}

export function OrderPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const totals = useQuery({
    queryKey: ['order-totals', record?.id, record?.updatedAt],
    queryFn: async () => (await http.request<Total[]>('GET', `/api/ecommerce/orders/${record!.id}/total`)).data,
    enabled: !!record,
    retry: false,
  });
  if (!record) return null;
  const status = record.status as Status;
  const moves = ORDER_TRANSITIONS[status] ?? [];
  const move = (to: Status) =>
    update(
      'ecommerce/orders',
      { id: record.id, data: { status: to }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('admin.orders.moved', { type: 'success', messageArgs: { status: to } });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <Card variant="outlined" sx={{ m: 2 }} component="section" aria-label={translate('admin.orders.status')}>
      <CardHeader title={translate('admin.orders.status')} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip label={status} color="primary" />
          {moves.length === 0 && <Typography variant="body2">{translate('admin.orders.no_moves')}</Typography>}
          {moves.map((to) => (
            <Button key={to} variant="outlined" size="small" disabled={isPending} onClick={() => move(to)}>
              {translate('admin.orders.move_to', { status: to })}
            </Button>
          ))}
        </Stack>
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {translate('admin.orders.totals')}
          </Typography>
          {totals.isPending ? (
            <Skeleton width={120} />
          ) : totals.isError ? (
            // A failed read is said so, not shown as an order without prices.
            <Typography variant="body2" color="error">
              {translate('admin.orders.totals_failed', { error: totals.error.message })}
            </Typography>
          ) : totals.data.length ? (
            totals.data.map((t) => (
              <Typography key={t.billingModuleCurrency.id}>
                {formatMoney(t.total, t.billingModuleCurrency, locale)}
              </Typography>
            ))
          ) : (
            <Typography variant="body2">{translate('admin.orders.no_totals')}</Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
