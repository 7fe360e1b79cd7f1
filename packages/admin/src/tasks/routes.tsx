/**
 * The task layer's screens as routes: one per menu group, the Widgets screen, Settings with every model, the
 * page builder (under Pages) and the Audit screen (under Settings).
 * Their code loads on the first visit to one (the first screen carries only the menu).
 */
import { Skeleton } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { reactRouterProvider } from 'react-admin';
import { ADMIN_TASK_GROUPS } from '@symbol/contracts/catalogue';
import { addScreenMessages } from '../i18n/index.ts';

const { Route } = reactRouterProvider;
const TaskScreen = lazy(() => import('./task-screen.tsx').then((m) => ({ default: m.TaskScreen })));
const AllModels = lazy(() => import('./all-models.tsx').then((m) => ({ default: m.AllModels })));
const WidgetsScreen = lazy(() => import('./widgets-screen.tsx').then((m) => ({ default: m.WidgetsScreen })));
/** A screen's code with its texts (kept out of the first screen's bundle), the texts in place before it renders. */
const withTexts = <T,>(screen: Promise<T>): Promise<T> =>
  Promise.all([import('../builder/messages.ts').then((m) => addScreenMessages(m.builderEn, m.builderRu)), screen]).then(
    ([, loaded]) => loaded,
  );
const PagePicker = lazy(() => withTexts(import('../builder/page-picker.tsx')).then((m) => ({ default: m.PagePicker })));
const BuilderScreen = lazy(() =>
  withTexts(import('../builder/builder-screen.tsx')).then((m) => ({ default: m.BuilderScreen })),
);
const AuditScreen = lazy(() =>
  withTexts(import('../audit/audit-screen.tsx')).then((m) => ({ default: m.AuditScreen })),
);

const loading = (screen: ReactNode) => (
  <Suspense fallback={<Skeleton variant="rectangular" height={320} sx={{ m: 2 }} />}>{screen}</Suspense>
);

export const taskRoutes = [
  ...ADMIN_TASK_GROUPS.map((group) => (
    <Route
      key={group.key}
      path={`/tasks/${group.key}`}
      element={loading(<TaskScreen group={group.key} after={group.key === 'settings' ? <AllModels /> : undefined} />)}
    />
  )),
  <Route key="widgets" path="/widgets" element={loading(<WidgetsScreen />)} />,
  <Route key="builder" path="/builder" element={loading(<PagePicker />)} />,
  <Route key="builder-page" path="/builder/:id" element={loading(<BuilderScreen />)} />,
  <Route key="audit" path="/audit" element={loading(<AuditScreen />)} />,
];
