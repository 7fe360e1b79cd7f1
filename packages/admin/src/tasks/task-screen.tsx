/**
 * A task group's screen: its models as cards (name, records, open the list, add one), in the order the group
 * declares. Settings adds the full model list below its own models. The counts are the dashboard's one request.
 */
import { Box, Card, CardActionArea, CardActions, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_TASK_GROUPS } from '@symbol/contracts/catalogue';
import type { ReactNode } from 'react';
import { CreateButton, Link, Title, useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../data-provider.ts';
import { GROUP_SCREENS } from './tasks.ts';
import { CardList } from '../layout/card-list.tsx';

export const useEntityCounts = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey: ['dashboard-counts'], queryFn: () => dataProvider.entityCounts(), retry: false });
};

/** Cards for models, each opening its list; `counts` from useEntityCounts. */
export function ModelCards({ keys }: { keys: readonly string[] }) {
  const translate = useTranslate();
  const counts = useEntityCounts();
  const countOf = new Map((counts.data ?? []).map((c) => [c.entity, `${c.count}${c.capped ? '+' : ''}`]));
  return (
    <CardList min={240}>
      {keys.map((key) => {
        const name = translate(`resources.${key}.name`);
        return (
          <Card component="li" key={key} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
            <CardActionArea component={Link} to={`/${key}`} sx={{ flexGrow: 1 }}>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
                {/* Two modules may name a model alike (blog's and startup's categories). */}
                <Typography variant="caption" color="text.secondary">
                  {translate(`modules.${key.split('/')[0]}`)}
                </Typography>
                {counts.isPending ? (
                  <Skeleton width={80} />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {counts.error ? '' : translate('admin.tasks.records', { count: countOf.get(key) ?? 0 })}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
            <CardActions>
              <CreateButton
                resource={key}
                label="admin.add_new"
                aria-label={`${translate('admin.add_new')}: ${name}`}
              />
            </CardActions>
          </Card>
        );
      })}
    </CardList>
  );
}

export function ScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 1, md: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function TaskScreen({ group, after }: { group: string; after?: ReactNode }) {
  const translate = useTranslate();
  const declared = ADMIN_TASK_GROUPS.find((g) => g.key === group);
  if (!declared) return null;
  return (
    <ScreenFrame title={translate(`admin.tasks.${group}`)}>
      {(GROUP_SCREENS[group] ?? []).map((screen) => (
        <Card key={screen.to} variant="outlined">
          <CardActionArea component={Link} to={screen.to}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate(screen.label)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(screen.hint)}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
      <ModelCards keys={declared.entities} />
      {after}
    </ScreenFrame>
  );
}
