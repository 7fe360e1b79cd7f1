/**
 * The main menu: a few entries by what operators do (contracts' admin-tasks.ts), each opening a screen. Models
 * are reached from those screens; the full model list is under Settings. The entry a model's pages belong to is
 * marked as the current one. Written on MUI's list button (which the dashboard loads anyway) instead of
 * react-admin's Menu: its MenuList, tooltips and shortcut hook weighed on the first screen (issue 25).
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
import { Box, ListItemButton } from '@mui/material';
import type { KeyboardEvent, ReactElement } from 'react';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { entryOfResource, MENU_ENTRIES, type MenuEntry } from '../tasks/tasks.ts';

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

/** Arrow keys, Home and End move between the entries, as in any menu; Tab still walks through them. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[(next + items.length) % items.length]?.focus();
}

function isCurrent(entry: MenuEntry, pathname: string, current: MenuEntry | undefined) {
  if (entry.to === '/') return pathname === '/';
  return current === entry || pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}

/**
 * `open`: labels shown beside the icons (a collapsed menu shows icons only, each named by its label, which a
 * pointer sees as a hint). `onChoose`: called when an entry is chosen (the phone's drawer closes).
 */
export function AdminMenu({ open, onChoose }: { open: boolean; onChoose?: () => void }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // `/blog/articles/<id>` belongs to the Content entry: its resource is the path's first two segments.
  const current = entryOfResource(pathname.split('/').slice(1, 3).join('/'));
  return (
    <Box
      role="menu"
      aria-label={translate('admin.tasks.menu')}
      aria-orientation="vertical"
      onKeyDown={moveFocus}
      sx={{ py: 1, display: 'flex', flexDirection: 'column' }}
    >
      {MENU_ENTRIES.map((entry) => {
        const label = translate(`admin.tasks.${entry.key}`);
        const here = isCurrent(entry, pathname, current);
        // The group's other models, under its entry while the operator is in the group.
        const hub = here && open && entry.hub && (
          <ListItemButton
            key={`${entry.key}-hub`}
            component={LinkBase}
            to={entry.hub}
            role="menuitem"
            aria-current={pathname === entry.hub ? 'page' : undefined}
            selected={pathname === entry.hub}
            onClick={onChoose}
            sx={{ pl: '57px', py: 0.5, fontSize: '0.875rem', color: 'text.secondary', whiteSpace: 'nowrap' }}
          >
            {translate('admin.tasks.more')}
          </ListItemButton>
        );
        return [
          <ListItemButton
            key={entry.key}
            component={LinkBase}
            to={entry.to}
            role="menuitem"
            title={open ? undefined : label}
            aria-current={here ? 'page' : undefined}
            selected={here}
            onClick={onChoose}
            sx={{
              gap: 2,
              px: '13px',
              color: here ? 'text.primary' : 'text.secondary',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              '& svg': { flexShrink: 0, color: 'text.secondary' },
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            {ICONS.get(entry.key)}
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {label}
            </Box>
          </ListItemButton>,
          hub,
        ];
      })}
    </Box>
  );
}
