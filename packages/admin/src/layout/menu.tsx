/**
 * The main menu: a few entries by what operators do (contracts' admin-tasks.ts), each opening a screen. Models
 * are reached from those screens; the full model list is under Settings. The entry a model's pages belong to is
 * marked as the current one.
 */
import ArticleIcon from '@mui/icons-material/Article';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ForumIcon from '@mui/icons-material/Forum';
import FolderIcon from '@mui/icons-material/Folder';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import WidgetsIcon from '@mui/icons-material/Widgets';
import type { ReactElement } from 'react';
import { Menu, useLocation, useTranslate } from 'react-admin';
import { entryOfResource, MENU_ENTRIES } from '../tasks/tasks.ts';

const ICONS = new Map<string, ReactElement>([
  ['dashboard', <DashboardIcon key="dashboard" />],
  ['pages', <ViewQuiltIcon key="pages" />],
  ['content', <ArticleIcon key="content" />],
  ['widgets', <WidgetsIcon key="widgets" />],
  ['shop', <StorefrontIcon key="shop" />],
  ['orders', <ReceiptIcon key="orders" />],
  ['people', <PeopleIcon key="people" />],
  ['messages', <ForumIcon key="messages" />],
  ['files', <FolderIcon key="files" />],
  ['settings', <SettingsIcon key="settings" />],
]);

export function AdminMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // `/blog/articles/<id>` belongs to the Content entry: its resource is the path's first two segments.
  const current = entryOfResource(pathname.split('/').slice(1, 3).join('/'));
  return (
    <Menu aria-label={translate('admin.tasks.menu')}>
      {MENU_ENTRIES.map((entry) => (
        <Menu.Item
          key={entry.key}
          to={entry.to}
          primaryText={translate(`admin.tasks.${entry.key}`)}
          leftIcon={ICONS.get(entry.key)}
          className={current === entry ? 'RaMenuItemLink-active' : undefined}
          aria-current={current === entry ? 'page' : undefined}
        />
      ))}
    </Menu>
  );
}
