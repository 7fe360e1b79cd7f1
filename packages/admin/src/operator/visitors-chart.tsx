/**
 * The visitors card's chart (issue 34 §6): page views and visitors per day over the card's range, every day shown
 * (zeros included). MUI X Charts, as the money chart (raised-chart.tsx), in the card's lazy chunk.
 */
import type { AnalyticSummary } from '@symbol/contracts/analytic';
import { formatShortDay } from '@symbol/contracts/intl';
import { Box } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocaleState, useTranslate } from 'react-admin';

export default function VisitorsChart({ days }: { days: AnalyticSummary['days'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dayWords = (day: string) => formatShortDay(day, locale);
  const count = (value: number | null) => (value ?? 0).toLocaleString(locale);
  return (
    <Box role="figure" aria-label={translate('admin.analytics.per_day')} data-chart="visitors">
      <LineChart
        height={220}
        xAxis={[{ scaleType: 'point', data: days.map((d) => d.day), valueFormatter: dayWords, tickLabelMinGap: 12 }]}
        yAxis={[{ width: 40, tickMinStep: 1, valueFormatter: (value: number) => value.toLocaleString(locale) }]}
        series={[
          {
            data: days.map((d) => d.pageviews),
            label: translate('admin.analytics.pageviews_label'),
            valueFormatter: count,
            showMark: false,
            curve: 'linear',
          },
          {
            data: days.map((d) => d.visitors),
            label: translate('admin.analytics.visitors_label'),
            valueFormatter: count,
            showMark: false,
            curve: 'linear',
          },
        ]}
        margin={{ left: 0, right: 8 }}
      />
    </Box>
  );
}
