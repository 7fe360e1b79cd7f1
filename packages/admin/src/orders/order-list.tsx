/**
 * The order list: number, customer (name and email), products, totals per currency, status in words and date,
 * filtered by status, day range, customer email and product. One server read per page (ecommerce.shop.orders).
 */
import { ORDER_STATUSES } from '@symbol/contracts/constants';
import { formatDate, formatMoney } from '@symbol/contracts/intl';
import type { OrderOverview, OrderOverviewQuery } from '@symbol/contracts/shop';
import { Box, Chip, MenuItem, TableCell, TextField, Typography } from '@mui/material';
import { Link, useLocaleState, useLocation, useTranslate } from 'react-admin';
import { pickLocalized } from '../catalogue.ts';
import { useRecords } from '../shop/use-shop.ts';
import { orderNumber, statusWord } from './order-words.ts';
import { CardHead, TASK_LIST_PAGE, TaskRows, useTaskList } from '../layout/task-list.tsx';

export function OrderList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // `?status=` opens the list filtered (the dashboard's "orders in review").
  const asked = new URLSearchParams(useLocation().search).get('status');
  const status = ORDER_STATUSES.find((s) => s === asked);
  // Paid orders by default (abandoned carts and declined payments are a click away), unless a status is asked.
  const orders = useTaskList<OrderOverviewQuery, OrderOverview>('order-overview', '/api/ecommerce/orders/overview', {
    limit: TASK_LIST_PAGE,
    offset: 0,
    ...(status ? { status } : { view: 'paid' }),
  });
  const { filters, filter } = orders;
  const products = useRecords('ecommerce/products');
  const customerName = (row: OrderOverview['rows'][number]) =>
    row.customer ? pickLocalized(row.customer.name ?? undefined, locale) || row.customer.slug : '';
  const totalsOf = (row: OrderOverview['rows'][number]) =>
    row.totals.map((t) => formatMoney(t.total, t.billingModuleCurrency, locale)).join(' · ') ||
    translate('orders.no_total');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%' }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('orders.title')}
      </Typography>
      <Box
        component="search"
        sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))' }}
      >
        <TextField
          label={translate('orders.filter_email')}
          type="search"
          value={filters.email ?? ''}
          onChange={(e) => filter({ email: e.target.value || undefined })}
        />
        <TextField
          select
          label={translate('orders.filter_status')}
          value={filters.status ?? (filters.view === 'paid' ? 'paid' : '')}
          onChange={(e) =>
            filter(
              e.target.value === 'paid'
                ? { view: 'paid', status: undefined }
                : { view: undefined, status: (e.target.value || undefined) as OrderOverviewQuery['status'] },
            )
          }
        >
          <MenuItem value="paid">{translate('admin.donations.paid')}</MenuItem>
          <MenuItem value="">{translate('admin.donations.all')}</MenuItem>
          {ORDER_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {statusWord(translate, s)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={translate('orders.filter_product')}
          value={filters.productId ?? ''}
          onChange={(e) => filter({ productId: e.target.value || undefined })}
        >
          <MenuItem value="">{translate('orders.any_product')}</MenuItem>
          {(products.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {pickLocalized(p.title, locale) || p.adminTitle}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('orders.filter_from')}
          type="date"
          value={filters.from ?? ''}
          onChange={(e) => filter({ from: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={translate('orders.filter_to')}
          type="date"
          value={filters.to ?? ''}
          onChange={(e) => filter({ to: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <TaskRows
        list={orders}
        words="orders"
        columns={['number', 'customer', 'lines', 'total', 'status', 'date']}
        card={(row) => (
          <>
            <CardHead>
              <Link
                to={`/ecommerce/orders/${row.id}`}
                aria-label={translate('orders.open', { number: orderNumber(row.id) })}
              >
                {orderNumber(row.id)}
              </Link>
              <Chip size="small" label={statusWord(translate, row.status, row.kind)} />
            </CardHead>
            <Typography variant="body2">{customerName(row) || translate('orders.no_customer')}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {row.customer?.emails.join(', ')}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {row.lines.map((l) => pickLocalized(l.title, locale) || l.adminTitle).join(', ')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {totalsOf(row)} · {formatDate(row.createdAt, locale)}
            </Typography>
          </>
        )}
        cells={(row) => (
          <>
            <TableCell>
              <Link
                to={`/ecommerce/orders/${row.id}`}
                aria-label={translate('orders.open', { number: orderNumber(row.id) })}
              >
                {orderNumber(row.id)}
              </Link>
            </TableCell>
            <TableCell sx={{ minWidth: 160 }}>
              {row.customer ? (
                <>
                  <Typography variant="body2">
                    {pickLocalized(row.customer.name ?? undefined, locale) || row.customer.slug}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {row.customer.emails.join(', ')}
                  </Typography>
                </>
              ) : (
                translate('orders.no_customer')
              )}
            </TableCell>
            <TableCell sx={{ minWidth: 160 }}>
              {row.lines
                .map(
                  (l) =>
                    `${pickLocalized(l.title, locale) || l.adminTitle}${l.quantity > 1 ? ` ${translate('orders.quantity', { quantity: l.quantity })}` : ''}`,
                )
                .join(', ')}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {row.totals.length
                ? row.totals.map((t) => (
                    <div key={t.billingModuleCurrency.id}>{formatMoney(t.total, t.billingModuleCurrency, locale)}</div>
                  ))
                : translate('orders.no_total')}
            </TableCell>
            <TableCell>
              <Chip size="small" label={statusWord(translate, row.status, row.kind)} />
              {row.kind === 'donation' && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {translate('admin.donations.kind.donation')}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt, locale)}</TableCell>
          </>
        )}
      />
    </Box>
  );
}
