/**
 * The dashboard's visitors card (issue 34 §6): the last 30 days' page views and visitors (figures and a chart per
 * day), the donation funnel overall and per project, the most viewed pages and the sources, from
 * `GET /api/analytic/summary`. Its code and texts load after the first screen is shown (dashboard.tsx), so they
 * weigh nothing on it; the chart's code loads after the card's. One column at 360 px, two from `sm` up.
 */
import type { AnalyticSummary } from '@symbol/contracts/analytic';
import {
  Box,
  Card,
  CardContent,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { LinkBase, useLocaleState, useTranslate } from 'react-admin';
import { http } from '../api/client.ts';
import { pickLocalized } from '../catalogue.ts';
import { addScreenMessages } from '../i18n/index.ts';
import { analyticsEn, analyticsRu } from './analytics-messages.ts';

const VisitorsChart = lazy(() => import('./visitors-chart.tsx'));

/** The card's texts, in place before it renders (dashboard.tsx waits for it). */
export const ready = addScreenMessages(analyticsEn, analyticsRu);
const DAY = 86_400_000;
const DAYS = 30;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A titled list of names and counts, the longest first, with a bar for each. */
function Ranked({ title, rows }: { title: string; rows: { name: string; count: number }[] }) {
  const [locale] = useLocaleState();
  const top = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack component="ol" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Box component="li" key={row.name} sx={{ position: 'relative', px: 1, py: 0.5 }}>
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                inset: 0,
                width: `${(row.count / top) * 100}%`,
                bgcolor: 'action.hover',
                borderRadius: 1,
              }}
            />
            <Box sx={{ position: 'relative', display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {row.name}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
                {row.count.toLocaleString(locale)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function Funnel({ funnel }: { funnel: AnalyticSummary['funnel'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const steps = (['viewed', 'started', 'paying', 'paid'] as const).map((key) => ({ key, count: funnel[key] }));
  return (
    <Box component="section" aria-label={translate('admin.analytics.funnel')}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate('admin.analytics.funnel')}
      </Typography>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((step, i) => (
          <li key={step.key}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2">{translate(`admin.analytics.${step.key}`)}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 'bold' }} data-step={step.key}>
                {step.count.toLocaleString(locale)}
              </Typography>
            </Box>
            {i > 0 && funnel.viewed > 0 && (
              <Typography variant="caption" color="text.secondary">
                {translate('admin.analytics.of_viewed', {
                  percent: Math.round((step.count / funnel.viewed) * 100),
                })}
              </Typography>
            )}
          </li>
        ))}
      </Stack>
    </Box>
  );
}

const STEPS = ['viewed', 'started', 'paying', 'paid'] as const;

/** The funnel per project, the most viewed first: a compact table, its project names wrapping at 360 px. */
function Projects({ projects }: { projects: AnalyticSummary['projects'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const title = translate('admin.analytics.projects');
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Table
        size="small"
        sx={(theme) => ({
          '& th, & td': { px: 0.75 },
          '& tbody th': { overflowWrap: 'anywhere' },
          // A phone: each project a block, its name on a line of its own, the four steps below it with their words.
          [theme.breakpoints.down('sm')]: {
            '& thead': { display: 'none' },
            '& tbody tr': {
              display: 'grid',
              gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
              borderBottom: `1px solid ${theme.palette.divider}`,
              py: 1,
            },
            '& tbody th, & tbody td': { display: 'block', border: 0, textAlign: 'left', px: 0 },
            '& tbody th': { gridColumn: '1 / -1', pb: 0.5 },
            '& tbody td::before': {
              content: 'attr(data-label)',
              display: 'block',
              color: theme.palette.text.secondary,
              fontSize: theme.typography.caption.fontSize,
            },
          },
        })}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('admin.analytics.project')}
            </TableCell>
            {STEPS.map((step) => (
              <TableCell
                key={step}
                component="th"
                scope="col"
                align="right"
                title={translate(`admin.analytics.${step}`)}
              >
                {translate(`admin.analytics.${step}_short`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {projects.map((project) => (
            <TableRow key={project.productId} data-project={project.productId}>
              <TableCell component="th" scope="row">
                <LinkBase to={`/ecommerce/products/${project.productId}`}>
                  {pickLocalized(project.title, locale) || project.adminTitle || project.productId.slice(0, 8)}
                </LinkBase>
              </TableCell>
              {STEPS.map((step) => (
                <TableCell
                  key={step}
                  align="right"
                  data-project-step={step}
                  data-label={translate(`admin.analytics.${step}_short`)}
                >
                  {project[step].toLocaleString(locale)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function AnalyticsCard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const summary = useQuery({
    queryKey: ['analytic-summary'],
    queryFn: async () => {
      const now = Date.now();
      const range = `from=${isoDay(now - (DAYS - 1) * DAY)}&to=${isoDay(now)}`;
      return (await http.request<AnalyticSummary>('GET', `/api/analytic/summary?${range}`)).data;
    },
    retry: false,
    refetchInterval: 60_000,
  });
  const title = translate('admin.analytics.title');
  const figures = summary.data;
  return (
    <Card component="section" aria-label={title} sx={{ gridColumn: '1 / -1' }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {title}
      </Typography>
      <CardContent>
        {summary.isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : summary.isError ? (
          <Typography role="alert" color="error">
            {translate('admin.analytics.load_failed', { error: summary.error.message })}
          </Typography>
        ) : (
          figures && (
            <Box
              sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
            >
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr', alignContent: 'start' }}>
                {(['pageviews', 'visitors'] as const).map((key) => (
                  <Box key={key}>
                    <Typography variant="h5" component="p" data-figure={key}>
                      {figures[key].toLocaleString(locale)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate(`admin.analytics.${key}`)}
                    </Typography>
                  </Box>
                ))}
                <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
                  {translate('admin.analytics.privacy')}
                </Typography>
              </Box>
              <Funnel funnel={figures.funnel} />
              {figures.pageviews === 0 ? (
                <Typography color="text.secondary">{translate('admin.analytics.none')}</Typography>
              ) : (
                <>
                  <Ranked
                    title={translate('admin.analytics.top_pages')}
                    rows={figures.topPages.map((page) => ({ name: page.url, count: page.pageviews }))}
                  />
                  <Ranked
                    title={translate('admin.analytics.sources')}
                    rows={figures.sources.map((source) => ({
                      name: source.source === 'direct' ? translate('admin.analytics.direct') : source.source,
                      count: source.visitors,
                    }))}
                  />
                  {figures.campaigns.length > 0 && (
                    <Ranked
                      title={translate('admin.analytics.campaigns')}
                      rows={figures.campaigns.map((c) => ({ name: `${c.campaign} · ${c.source}`, count: c.visitors }))}
                    />
                  )}
                </>
              )}
              <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
                <Typography variant="subtitle2" component="h3">
                  {translate('admin.analytics.per_day')}
                </Typography>
                <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
                  <VisitorsChart days={figures.days} />
                </Suspense>
              </Box>
              {figures.projects.length > 0 && (
                <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
                  <Projects projects={figures.projects} />
                </Box>
              )}
            </Box>
          )
        )}
      </CardContent>
    </Card>
  );
}
