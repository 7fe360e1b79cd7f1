/** The operator's first screen: records per module, the latest orders and the latest CRM requests. */
import { MODULES, type Entity } from '@symbol/contracts';
import { Box, Card, CardContent, CardHeader, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { Link, useDataProvider, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { adminEntities } from '../catalogue.ts';
import { formatDateTime } from '../fields/datetime-input.tsx';

/** The content entities of each module (links are counted with the records they join). */
const countedEntities = adminEntities.filter((entity) => !entity.link);

function ModuleCounts() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const counts = useQueries({
    queries: countedEntities.map((entity: Entity) => ({
      queryKey: ['dashboard-count', entity.key],
      queryFn: async () =>
        (
          await dataProvider.getList(entity.key, {
            pagination: { page: 1, perPage: 1 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
          })
        ).total ?? 0,
      retry: false,
    })),
  });
  const perModule = new Map<string, number | undefined>();
  countedEntities.forEach((entity, index) => {
    const count = counts[index]?.data;
    const sum = perModule.get(entity.module) ?? 0;
    perModule.set(entity.module, count === undefined ? sum : sum + count);
  });
  const loading = counts.some((query) => query.isPending);
  return (
    <Card component="section" aria-label={translate('admin.dashboard.counts')}>
      <CardHeader
        title={translate('admin.dashboard.counts')}
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
      />
      <CardContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1 }}>
          {MODULES.map((module) => (
            <Box key={module} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Typography variant="body2">{translate(`modules.${module}`)}</Typography>
              {loading ? <Skeleton width={40} /> : <Typography variant="h6">{perModule.get(module) ?? 0}</Typography>}
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
  describe: (r: Record<string, unknown>) => string;
}) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList(resource, {
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <Card component="section" aria-label={translate(title)}>
      <CardHeader title={translate(title)} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
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
              <ListItem key={record.id} component={Link} to={`/${resource}/${record.id}`}>
                <ListItemText primary={describe(record)} secondary={formatDateTime(record.createdAt)} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

export function Dashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  void locale;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, md: 2 }, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr 1fr' } }}>
      <Typography variant="h5" component="h1" sx={{ gridColumn: '1 / -1' }}>
        {translate('admin.dashboard.welcome')}
      </Typography>
      <ModuleCounts />
      <Latest
        resource="ecommerce/orders"
        title="admin.dashboard.latest_orders"
        describe={(r) => `${String(r.status)} · ${String(r.type)}`}
      />
      <Latest
        resource="crm/requests"
        title="admin.dashboard.latest_requests"
        describe={(r) => JSON.stringify(r.payload).slice(0, 60)}
      />
    </Box>
  );
}
