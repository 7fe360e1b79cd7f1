/** The operator's first screen: records per module, the latest orders and the latest CRM requests. */
import { MODULES } from '@symbol/contracts/constants';
import { Box, Card, CardContent, List, ListItemButton, Skeleton, Typography } from '@mui/material';
import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LinkBase, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { adminEntities } from '../catalogue.ts';
import type { AdminDataProvider } from '../data-provider.ts';
import { formatDateTime } from '../fields/datetime.ts';
import { usePreloadPagesWhenIdle } from '../resources/resources.tsx';
import { orderNumber, statusWord } from '../orders/order-words.ts';

/**
 * A part's title. (The dashboard is the first screen: it is built from the few MUI pieces the menu and lists load
 * anyway, not CardHeader, ListItem or ListItemText, to stay within 200 kB gzip, issue 25.)
 */
const PartTitle = ({ children }: { children: string }) => (
  <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
    {children}
  </Typography>
);

/** The content entities of each module (links are counted with the records they join): one request for all. */
function ModuleCounts() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const counts = useQuery({
    queryKey: ['dashboard-counts'],
    queryFn: () => dataProvider.entityCounts(),
    retry: false,
  });
  const linkKeys = new Set<string>(adminEntities.filter((entity) => entity.link).map((entity) => entity.key));
  const perModule = new Map<string, { count: number; capped: boolean }>();
  for (const { entity, module, count, capped } of counts.data ?? []) {
    if (linkKeys.has(entity)) continue;
    const sum = perModule.get(module) ?? { count: 0, capped: false };
    perModule.set(module, { count: sum.count + count, capped: sum.capped || capped });
  }
  const loading = counts.isPending;
  return (
    <Card component="section" aria-label={translate('admin.dashboard.counts')}>
      <PartTitle>{translate('admin.dashboard.counts')}</PartTitle>
      <CardContent>
        {counts.error && <Typography color="error">{(counts.error as Error).message}</Typography>}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
          {MODULES.map((module) => (
            <Box key={module} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Typography variant="body2">{translate(`modules.${module}`)}</Typography>
              {loading ? (
                <Skeleton width={40} />
              ) : (
                <Typography variant="h6">
                  {perModule.get(module)?.count ?? 0}
                  {perModule.get(module)?.capped ? '+' : ''}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function Latest({
  resource,
  title,
  describe,
}: {
  resource: string;
  title: string;
  describe: (r: Record<string, unknown>, translate: (key: string) => string) => string;
}) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList(resource, {
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <Card component="section" aria-label={translate(title)}>
      <PartTitle>{translate(title)}</PartTitle>
      <CardContent>
        {isPending ? (
          <Skeleton variant="rectangular" height={100} />
        ) : error ? (
          <Typography color="error">{(error as Error).message}</Typography>
        ) : !data?.length ? (
          <Typography>{translate('admin.no_found')}</Typography>
        ) : (
          <List dense>
            {data.map((record) => (
              // The link inside the item: a list holds only items (axe's 'list' rule).
              <li key={record.id}>
                <ListItemButton component={LinkBase} to={`/${resource}/${record.id}`} sx={{ display: 'block' }}>
                  <Typography variant="body2" color="primary" sx={{ overflowWrap: 'anywhere' }}>
                    {describe(record, translate)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(record.createdAt)}
                  </Typography>
                </ListItemButton>
              </li>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
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
  // The other pages' code loads once this screen is shown, not with it (issue 25: first screen ≤ 200 kB).
  usePreloadPagesWhenIdle(useShown());
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, md: 2 }, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr 1fr' } }}>
      <Typography variant="h5" component="h1" sx={{ gridColumn: '1 / -1' }}>
        {translate('admin.dashboard.welcome')}
      </Typography>
      <ModuleCounts />
      <Latest
        resource="ecommerce/orders"
        title="admin.dashboard.latest_orders"
        describe={(r, translate) => `${orderNumber(String(r.id))} · ${statusWord(translate, String(r.status))}`}
      />
      <Latest
        resource="crm/requests"
        title="admin.dashboard.latest_requests"
        describe={(r) => JSON.stringify(r.payload).slice(0, 60)}
      />
    </Box>
  );
}
