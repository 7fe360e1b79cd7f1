/**
 * The operator's first screen: money raised this month and last (per currency), monthly donors, what needs
 * action (each one click from its screen), projects with their progress, and the last 30 days as a chart. One
 * request (`GET /api/ecommerce/dashboard`); the chart's code loads once the figures are shown, and only here, as
 * does the visitors card's (`GET /api/analytic/summary`, analytics-card.tsx).
 */
import { formatMoney } from '@symbol/contracts/intl';
import type { Dashboard as Figures } from '@symbol/contracts/shop';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useIsFetching, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { LinkBase, useLocaleState, useTranslate } from 'react-admin';
import { http } from '../api/client.ts';
import { pickLocalized } from '../catalogue.ts';
import { usePreloadPagesWhenIdle } from '../resources/resources.tsx';
import { CardList } from '../layout/card-list.tsx';

const RaisedChart = lazy(() => import('./raised-chart.tsx'));
// The visitors card (issue 34 §6) with its texts, asked for with the chart: off the first screen's bundle.
const AnalyticsCard = lazy(async () => {
  const card = await import('./analytics-card.tsx');
  await card.ready;
  return card;
});

type Money = Figures['projects'][number]['goals'][number];

/**
 * A part: a titled card, a region named by its title. (The dashboard is the first screen: it is built from the
 * few MUI pieces the menu and lists load anyway, to stay within 200 kB gzip, issue 25.)
 */
function Part({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card component="section" aria-label={title} sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {title}
      </Typography>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Amounts({ list, empty, big }: { list: Money[]; empty: string; big?: boolean }) {
  const [locale] = useLocaleState();
  if (!list.length) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Stack spacing={0.5}>
      {list.map((m) => (
        <Typography key={m.currency.id} variant={big ? 'h4' : 'body1'} component="p">
          {formatMoney(m.amount, m.currency, locale)}
        </Typography>
      ))}
    </Stack>
  );
}

function Figure({ label, value, to }: { label: string; value: ReactNode; to?: string }) {
  const body = (
    <>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color={to ? 'primary' : 'text.secondary'}>
        {label}
      </Typography>
    </>
  );
  return to ? (
    <Box component={LinkBase} to={to} sx={{ textDecoration: 'none', display: 'block' }}>
      {body}
    </Box>
  ) : (
    <Box>{body}</Box>
  );
}

function Raised({ figures }: { figures: Figures }) {
  const translate = useTranslate();
  const none = translate('admin.dashboard.nothing_yet');
  return (
    <Part title={translate('admin.dashboard.raised')}>
      <Typography variant="subtitle2" component="h3">
        {translate('admin.dashboard.this_month')}
      </Typography>
      <Amounts list={figures.raised.thisMonth} empty={none} big />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate('admin.dashboard.last_month')}
      </Typography>
      <Amounts list={figures.raised.lastMonth} empty={none} />
    </Part>
  );
}

function Monthly({ figures }: { figures: Figures }) {
  const translate = useTranslate();
  const { monthly } = figures;
  return (
    <Part title={translate('admin.dashboard.monthly')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 2 }}>
        <Figure label={translate('admin.dashboard.active_donors')} value={monthly.active} to="/billing/subscriptions" />
        <Figure label={translate('admin.dashboard.new_donors')} value={monthly.newThisMonth} />
        <Figure
          label={translate('admin.dashboard.failed_renewals')}
          value={monthly.failed}
          to="/billing/subscriptions"
        />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate('admin.dashboard.recurring')}
      </Typography>
      <Amounts list={monthly.recurring} empty={translate('admin.dashboard.nothing_yet')} />
    </Part>
  );
}

function NeedsAction({ figures }: { figures: Figures }) {
  const translate = useTranslate();
  const items = [
    { key: 'new_requests', count: figures.actions.newRequests, to: '/crm/requests' },
    { key: 'reviewing', count: figures.actions.reviewing, to: '/ecommerce/orders?status=reviewing' },
    { key: 'failed_payments', count: figures.actions.failedPayments, to: '/billing/payment-intents' },
  ];
  return (
    <Part title={translate('admin.dashboard.needs_action')}>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <li key={item.key}>
            <Box
              component={LinkBase}
              to={item.to}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1,
                p: 1,
                border: 1,
                borderColor: item.count ? 'warning.main' : 'divider',
                borderRadius: 1,
                textDecoration: 'none',
              }}
            >
              <Typography color="primary">{translate(`admin.dashboard.${item.key}`)}</Typography>
              <Typography sx={{ fontWeight: 'bold' }}>{item.count}</Typography>
            </Box>
          </li>
        ))}
      </Stack>
    </Part>
  );
}

function Projects({ figures }: { figures: Figures }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Part title={translate('admin.dashboard.projects')} wide>
      {!figures.projects.length ? (
        <Typography color="text.secondary">{translate('admin.dashboard.no_projects')}</Typography>
      ) : (
        <CardList min={260}>
          {figures.projects.map((project) => {
            // The goal in the currency most given in, else the first goal.
            const goal =
              project.goals.find((g) => project.raised.some((r) => r.currency.id === g.currency.id)) ??
              project.goals[0];
            const raised = project.raised.find((r) => r.currency.id === goal?.currency.id);
            const share =
              goal && Number(goal.amount) > 0 ? (Number(raised?.amount ?? 0) / Number(goal.amount)) * 100 : 0;
            const title = pickLocalized(project.title, locale) || project.adminTitle;
            return (
              <li key={project.id}>
                <LinkBase to={`/ecommerce/products/${project.id}`}>{title}</LinkBase>
                {goal && (
                  <>
                    {/* A plain bar, not MUI's LinearProgress: the first screen stays within 200 kB gzip. */}
                    <Box
                      role="progressbar"
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.floor(Math.min(100, share))}
                      aria-label={translate('admin.dashboard.progress_of', { title })}
                      sx={{ my: 1, height: 8, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}
                    >
                      <Box sx={{ height: '100%', width: `${Math.min(100, share)}%`, bgcolor: 'primary.main' }} />
                    </Box>
                    <Typography variant="body2">
                      {translate('admin.dashboard.raised_of', {
                        raised: formatMoney(raised?.amount ?? '0', goal.currency, locale),
                        goal: formatMoney(goal.amount, goal.currency, locale),
                        percent: Math.floor(share),
                      })}
                    </Typography>
                  </>
                )}
                <Typography variant="body2" color="text.secondary">
                  {translate('admin.dashboard.donors', { smart_count: project.donors })}
                </Typography>
              </li>
            );
          })}
        </CardList>
      )}
    </Part>
  );
}

/** True once the dashboard's requests all answered (after they started). */
function useShown() {
  const fetching = useIsFetching();
  const [started, setStarted] = useState(false);
  if (fetching > 0 && !started) setStarted(true);
  return started && fetching === 0;
}

export function Dashboard() {
  const translate = useTranslate();
  const figures = useQuery({
    queryKey: ['dashboard'],
    queryFn: async () => (await http.request<Figures>('GET', '/api/ecommerce/dashboard')).data,
    retry: false,
    // Money arriving while the screen is open shows within the minute.
    refetchInterval: 30_000,
  });
  // The chart's code is asked for after the figures are shown (an effect runs after the paint), not with them.
  const [chart, setChart] = useState(false);
  useEffect(() => {
    if (figures.data) setChart(true);
  }, [figures.data]);
  // The other pages' code loads once this screen is shown, not with it (issue 25: first screen ≤ 200 kB).
  usePreloadPagesWhenIdle(useShown());
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, md: 2 }, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr 1fr' } }}>
      <Typography variant="h5" component="h1" sx={{ gridColumn: '1 / -1' }}>
        {translate('admin.dashboard.welcome')}
      </Typography>
      {figures.isPending ? (
        [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={180} />)
      ) : figures.isError ? (
        <Typography role="alert" color="error" sx={{ gridColumn: '1 / -1' }}>
          {translate('admin.dashboard.load_failed', { error: figures.error.message })}
        </Typography>
      ) : (
        <>
          <Raised figures={figures.data} />
          <Monthly figures={figures.data} />
          <NeedsAction figures={figures.data} />
          <Part title={translate('admin.dashboard.last_30_days')} wide>
            <Box sx={{ minHeight: 240 }} aria-busy={!chart}>
              {chart && (
                <Suspense fallback={null}>
                  <RaisedChart days={figures.data.days} />
                </Suspense>
              )}
            </Box>
          </Part>
          <Projects figures={figures.data} />
          {chart && (
            <Suspense fallback={null}>
              <AnalyticsCard />
            </Suspense>
          )}
        </>
      )}
    </Box>
  );
}
