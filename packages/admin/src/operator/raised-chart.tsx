/**
 * The dashboard's chart: money raised per day over the last 30 days, one bar chart per currency given in (sums in
 * different currencies share no scale). MUI X Charts, in its own chunk: loaded only by the dashboard.
 */
import { formatMoney, formatShortDay } from '@symbol/contracts/intl';
import type { Dashboard } from '@symbol/contracts/shop';
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLocaleState, useTranslate } from 'react-admin';

export default function RaisedChart({ days }: { days: Dashboard['days'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const currencies = new Map(days.flatMap((d) => d.raised.map((m) => [m.currency.id, m.currency] as const)));
  if (!currencies.size)
    return <Typography color="text.secondary">{translate('admin.dashboard.nothing_30')}</Typography>;
  const dayWords = (day: string) => formatShortDay(day, locale);
  return (
    <>
      {[...currencies.values()].map((currency) => (
        <Box
          key={currency.id}
          role="figure"
          aria-label={translate('admin.dashboard.chart_of', { currency: currency.slug.toUpperCase() })}
        >
          <BarChart
            height={240}
            xAxis={[{ scaleType: 'band', data: days.map((d) => d.day), valueFormatter: dayWords, tickLabelMinGap: 12 }]}
            yAxis={[{ width: 64, valueFormatter: (value: number) => formatMoney(value, currency, locale) }]}
            series={[
              {
                data: days.map((d) => Number(d.raised.find((m) => m.currency.id === currency.id)?.amount ?? 0)),
                label: currency.symbol,
                valueFormatter: (value) => formatMoney(value ?? 0, currency, locale),
              },
            ]}
            hideLegend
            margin={{ left: 0, right: 8 }}
          />
        </Box>
      ))}
    </>
  );
}
