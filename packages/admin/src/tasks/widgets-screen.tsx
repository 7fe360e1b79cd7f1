/**
 * One Widgets screen for the widget model of every module: the module is picked with a chip, and that module's
 * widgets show in the generic list (its pages' code loaded on first use, as for any list).
 */
import { Box, Chip, Skeleton } from '@mui/material';
import { lazy, Suspense, useMemo } from 'react';
import { ResourceContextProvider, useStore, useTranslate } from 'react-admin';
import { ScreenFrame } from './task-screen.tsx';
import { widgetEntities } from './tasks.ts';

export function WidgetsScreen() {
  const translate = useTranslate();
  const [module, setModule] = useStore('admin.widgets.module', widgetEntities[0]!.module);
  const entity = widgetEntities.find((e) => e.module === module) ?? widgetEntities[0]!;
  const List = useMemo(
    () => lazy(async () => ({ default: (await import('../resources/pages.ts')).entityList(entity, true) })),
    [entity],
  );
  return (
    <ScreenFrame title={translate('admin.tasks.widgets')}>
      <Box role="group" aria-label={translate('admin.tasks.module')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {widgetEntities.map((e) => (
          <Chip
            key={e.key}
            label={translate(`modules.${e.module}`)}
            color={e === entity ? 'primary' : 'default'}
            variant={e === entity ? 'filled' : 'outlined'}
            aria-pressed={e === entity}
            onClick={() => setModule(e.module)}
          />
        ))}
      </Box>
      <ResourceContextProvider value={entity.key}>
        <Suspense fallback={<Skeleton variant="rectangular" height={320} />}>
          <List />
        </Suspense>
      </ResourceContextProvider>
    </ScreenFrame>
  );
}
