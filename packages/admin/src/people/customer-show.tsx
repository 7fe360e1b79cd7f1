/**
 * The customer screen (a subject's show page): its name, roles and sign-in identities, its newest orders with
 * their status, totals and date, and its newest requests, from one server call (GET /api/ecommerce/customers/{id}).
 */
import type { CustomerSheet } from '@symbol/contracts/shop';
import { formatDate, formatMoney } from '@symbol/contracts/intl';
import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useGetRecordId, useLocaleState, useTranslate } from 'react-admin';
import { http } from '../api/client.ts';
import { Part } from '../layout/part.tsx';
import { pickLocalized } from '../catalogue.ts';
import { orderNumber, statusWord } from '../orders/order-words.ts';

/** A request's payload in a line: its values, not its JSON. */
const payloadLine = (payload: unknown) =>
  payload && typeof payload === 'object'
    ? Object.values(payload as Record<string, unknown>)
        .map((value) => (typeof value === 'object' ? JSON.stringify(value) : String(value)))
        .join(' · ')
        .slice(0, 200)
    : String(payload ?? '');

export function CustomerShow() {
  const id = String(useGetRecordId());
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const sheet = useQuery({
    queryKey: ['customer-sheet', id],
    queryFn: async () => (await http.request<CustomerSheet>('GET', `/api/ecommerce/customers/${id}`)).data,
    retry: false,
  });
  if (sheet.isPending)
    return (
      <Stack spacing={2} sx={{ p: 2 }} aria-busy="true">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={140} />
      </Stack>
    );
  if (sheet.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {sheet.error.message}
      </Alert>
    );
  const c = sheet.data;
  const emails = c.identities.flatMap((i) => (i.email ? [i.email] : []));
  const name = pickLocalized(c.name ?? undefined, locale) || emails[0] || c.slug;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {c.roles.map((role) => (
          <Chip key={role.id} label={role.title} />
        ))}
        <Typography color="text.secondary">
          {translate('customers.since', { date: formatDate(c.createdAt, locale) })}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {translate('admin.people.lifetime')}:{' '}
          {c.lifetime.map((m) => formatMoney(m.amount, m.currency, locale)).join(' · ') ||
            translate('admin.people.no_gifts')}
        </Typography>
        <Button component={Link} to={`/rbac/subjects/${c.id}`} size="small">
          {translate('customers.edit')}
        </Button>
      </Stack>
      <Stack spacing={2}>
        <Part id="customer-identities" title={translate('customers.identities')}>
          {c.identities.length === 0 ? (
            <Typography>{translate('customers.no_identities')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {c.identities.map((i) => (
                <li key={i.id}>
                  <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {i.email ?? '—'}
                  </Typography>{' '}
                  <Typography component="span" color="text.secondary">
                    · {translate(`customers.provider.${i.provider}`, { _: i.provider })} ·{' '}
                    {translate(i.verifiedAt ? 'customers.verified' : 'customers.not_verified')}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </Part>
        <Part id="customer-orders" title={translate('customers.orders')}>
          {c.orders.rows.length === 0 ? (
            <Typography>{translate('customers.no_orders')}</Typography>
          ) : (
            <>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {c.orders.rows.map((row) => (
                  <li key={row.id}>
                    <Link to={`/ecommerce/orders/${row.id}`}>
                      {translate('orders.order', { number: orderNumber(row.id) })}
                    </Link>{' '}
                    · {statusWord(translate, row.status)} ·{' '}
                    {row.totals.map((t) => formatMoney(t.total, t.billingModuleCurrency, locale)).join(' · ') ||
                      translate('orders.no_total')}{' '}
                    · {formatDate(row.createdAt, locale)}
                  </li>
                ))}
              </Box>
              {c.orders.total > c.orders.rows.length && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {translate('customers.orders_shown', { shown: c.orders.rows.length, total: c.orders.total })}
                </Typography>
              )}
            </>
          )}
        </Part>
        <Part id="customer-subscriptions" title={translate('admin.people.subscriptions')}>
          {c.subscriptions.length === 0 ? (
            <Typography>{translate('admin.people.no_subscriptions')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {c.subscriptions.map((b) => (
                <li key={b.id}>
                  {pickLocalized(b.project.title, locale) || b.project.adminTitle} ·{' '}
                  {formatMoney(b.amount, b.currency, locale)}{' '}
                  {translate(`admin.people.interval.${b.interval}`, { _: b.interval })} ·{' '}
                  {translate(`admin.people.status.${b.status}`, { _: b.status })}
                  {b.nextChargeAt && b.status !== 'cancelled'
                    ? ` · ${translate('admin.people.next_charge', { date: formatDate(b.nextChargeAt, locale) })}`
                    : ''}
                </li>
              ))}
            </Box>
          )}
        </Part>
        <Part id="customer-requests" title={translate('customers.requests')}>
          {c.requests.length === 0 ? (
            <Typography>{translate('customers.no_requests')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {c.requests.map((r) => (
                <li key={r.id}>
                  <Link to={`/crm/requests/${r.id}`}>{r.form}</Link> · {formatDate(r.createdAt, locale)} ·{' '}
                  <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {payloadLine(r.payload)}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </Part>
      </Stack>
    </Box>
  );
}
