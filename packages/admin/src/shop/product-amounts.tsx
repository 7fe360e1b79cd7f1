/**
 * One amount per currency on the product screen: the prices, and a project's goal (issue 27: what the site's
 * progress bar counts towards). An empty field is no amount in that currency.
 */
import { Alert, Box, Card, CardContent, Skeleton, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRecords } from './use-shop.ts';

export function AmountsCard({
  kind,
  amounts,
  onChange,
}: {
  kind: 'prices' | 'goals';
  amounts: Map<string, string>;
  onChange: (amounts: Map<string, string>) => void;
}) {
  const translate = useTranslate();
  const currencies = useRecords('billing/currencies');
  const headingId = `product-${kind}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6">
          {translate(`shop.${kind}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`shop.${kind}_hint`)}
        </Typography>
        {currencies.isPending ? (
          <Skeleton variant="rounded" height={56} />
        ) : currencies.isError ? (
          <Alert severity="error">{currencies.error.message}</Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
            {currencies.data.map((c) => (
              <TextField
                key={c.id}
                label={translate(kind === 'prices' ? 'shop.price_in' : 'shop.goal_in', {
                  currency: c.slug.toUpperCase(),
                })}
                value={amounts.get(c.id) ?? ''}
                onChange={(e) => onChange(new Map(amounts).set(c.id, e.target.value))}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', pattern: '[0-9\\s\\u00a0]*([.,][0-9]{1,10})?' },
                  input: { endAdornment: <span aria-hidden="true">{c.symbol}</span> },
                }}
              />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
