import { CssBaseline } from '@mui/material';
import { lazy, Suspense, type Attributes, type ComponentType, type ReactElement } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  defaultLightTheme,
  LoadingPage,
  localStorageStore,
  Resource,
  type RaThemeOptions,
} from 'react-admin';
import { authProvider, dataProvider } from './api/client.ts';
import { i18nProvider } from './i18n/index.ts';
import { AdminLayout } from './layout/layout.tsx';
import { LazyNotification, NotificationQueue } from './layout/notification.tsx';
import { Dashboard } from './operator/dashboard.tsx';
import { resources } from './resources/resources.tsx';
import { taskRoutes } from './tasks/routes.tsx';

/**
 * A person whose system asks for less motion (prefers-reduced-motion) gets none: MUI's transitions (dialogs,
 * menus, accordions, drawers, snackbars) end at once and buttons do not ripple (WCAG 2.3.3).
 */
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const still: Pick<RaThemeOptions, 'transitions' | 'components'> = reducedMotion
  ? {
      transitions: {
        create: () => 'none',
        duration: {
          shortest: 0,
          shorter: 0,
          short: 0,
          standard: 0,
          complex: 0,
          enteringScreen: 0,
          leavingScreen: 0,
        },
      },
      components: {
        ...defaultLightTheme.components,
        MuiButtonBase: {
          ...defaultLightTheme.components?.MuiButtonBase,
          defaultProps: { ...defaultLightTheme.components?.MuiButtonBase?.defaultProps, disableRipple: true },
        },
      },
    }
  : {};

/**
 * react-admin's light theme, darker: white on its app bar's #2196f3 was 3.1:1, and MUI's #1976d2 text buttons
 * on the page's #fafafb 4.4:1, the toolbar's Delete 4.1:1, under the 4.5:1 axe asks (issue 25, item 7).
 */
const theme: RaThemeOptions = {
  ...defaultLightTheme,
  ...still,
  palette: {
    ...defaultLightTheme.palette,
    primary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    // The form toolbar's Delete on its grey (#e0e0e0): MUI's #d32f2f was 4.1:1.
    error: { light: '#e57373', main: '#b71c1c', dark: '#7f0000', contrastText: '#fff' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
  },
};

/** A page the first screen does not show, loaded when it is (react-admin's sign-in form, errors, not found). */
function later<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  const Page = lazy(async () => ({ default: await load() }));
  return function Later(props: P) {
    return (
      <Suspense fallback={<LoadingPage />}>
        <Page {...(props as P & Attributes)} />
      </Suspense>
    );
  };
}
const pages = () => import('./layout/pages.ts');
const Login = later(async () => (await pages()).Login);
const AuthCallback = later(async () => (await pages()).AuthCallback);
const AccessDenied = later(async () => (await pages()).AccessDenied);
const AuthenticationError = later(async () => (await pages()).AuthenticationError);
const ErrorPage = later(async () => (await pages()).Error);
const NotFound = later(async () => (await pages()).NotFound);

const store = localStorageStore();

/**
 * react-admin's <Admin>, spelled out (AdminContext and ra-core's AdminUI) so that its sign-in form (react-hook-form,
 * text inputs), error pages and notification load when shown rather than with the first screen (issue 25: ≤ 200 kB
 * gzip); its layout is our own (layout/layout.tsx).
 */
export function App() {
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
    >
      <NotificationQueue>
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            title="Symbol"
            layout={AdminLayout}
            dashboard={Dashboard}
            loginPage={Login}
            authCallbackPage={AuthCallback}
            error={ErrorPage}
            // (react-admin's NotFound types its title more narrowly than ra-core's catch-all; <Admin> passes it alike.)
            catchAll={NotFound as never}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
            loading={LoadingPage}
            requireAuth
            disableTelemetry
          >
            {resources.map((resource) => (
              <Resource key={resource.name} {...resource} />
            ))}
            <CustomRoutes>{taskRoutes}</CustomRoutes>
          </CoreAdminUI>
          <LazyNotification />
        </CssBaseline>
      </NotificationQueue>
    </AdminContext>
  );
}
