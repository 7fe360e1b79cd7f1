import { Admin, Resource } from 'react-admin';
import { authProvider, dataProvider } from './api/client.ts';
import { i18nProvider } from './i18n/index.ts';
import { AdminLayout } from './layout/layout.tsx';
import { Dashboard } from './operator/dashboard.tsx';
import { resources } from './resources/resources.tsx';

export function App() {
  return (
    <Admin
      title="Symbol"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={AdminLayout}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      {resources.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
    </Admin>
  );
}
