import type { ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { AdminMenu } from './menu.tsx';

/**
 * On a phone the language button shows its icon only (its name stays its accessible name): with the name
 * beside it the page title had some 100 px left ('Requests' read 'Requ').
 */
const AdminAppBar = () => (
  // (react-admin's language button has no class of its own: it is the bar's one text button with a menu.)
  <AppBar sx={{ '& .MuiButton-root[aria-haspopup="true"]': { fontSize: { xs: 0, sm: '0.875rem' } } }} />
);

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={AdminMenu} appBar={AdminAppBar}>
    {children}
  </Layout>
);
