import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  LocalesMenuButton,
  Sidebar,
  TitlePortal,
  useGetIdentity,
  UserMenu,
  useSidebarState,
  useTranslate,
  useStoreContext,
  type SidebarProps,
} from 'react-admin';
import { GlobalSearch } from './global-search.tsx';
import { AdminMenu } from './menu.tsx';

/**
 * The account button named by what it shows (the admin's email) before what it is: react-admin names it
 * 'Profile' only, which axe reports as a label that does not match the visible text.
 */
const AdminUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const profile = translate('ra.auth.user_menu');
  return <UserMenu label={identity?.fullName ? `${identity.fullName} (${profile})` : profile} />;
};

/**
 * On a phone the language button shows its icon only (its name stays its accessible name): with the name
 * beside it the page title had some 100 px left ('Requests' read 'Requ').
 */
const AdminAppBar = () => (
  // (react-admin's language button has no class of its own: it is the bar's one text button with a menu.)
  <AppBar
    userMenu={<AdminUserMenu />}
    sx={{ '& .MuiButton-root[aria-haspopup="true"]': { fontSize: { xs: 0, sm: '0.875rem' } } }}
    toolbar={
      <>
        <GlobalSearch />
        <LocalesMenuButton />
        <LoadingIndicator />
      </>
    }
  >
    <TitlePortal />
  </AppBar>
);

/**
 * react-admin's sidebar, open as the store says for the width the window has now. Its `useSidebarState` answers
 * the previous width's default for one render after the window crosses the phone breakpoint, so a desktop's open
 * menu mounted the phone's drawer open and closed it at once, and MUI left the drawer's invisible modal over the
 * page: every click landed on it and the page was hidden from screen readers until a reload.
 */
const AdminSidebar = (props: SidebarProps) => {
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  useSidebarState(); // renders again when the menu button opens or closes it
  const { getItem } = useStoreContext();
  return <Sidebar {...props} open={getItem<boolean>('sidebar.open', !isXSmall)} />;
};

export const AdminLayout = ({ children }: { children: ReactNode }) => (
  // The content may shrink below its widest table (min-width 0), which then scrolls in its own box.
  <Layout
    menu={AdminMenu}
    appBar={AdminAppBar}
    sidebar={AdminSidebar}
    sx={{
      minWidth: 0, // react-admin's fit-content let the widest table widen the whole page
      '& .RaLayout-content, & .RaList-main, & .RaList-content': { minWidth: 0 },
    }}
  >
    {children}
  </Layout>
);
