/**
 * Models grouped by module, sorted by name, with a search box over model names (spec). The whole list has a
 * Hide/Show toggle, and each module's group folds on its own; both are kept in the store. A search shows every
 * match, folded groups included.
 */
import DashboardIcon from '@mui/icons-material/Dashboard';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, ListItemButton, ListItemText, TextField } from '@mui/material';
import { useState } from 'react';
import { Menu, useSidebarState, useStore, useTranslate } from 'react-admin';
import { adminEntities } from '../catalogue.ts';

export function AdminMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const [search, setSearch] = useState('');
  const [shown, setShown] = useStore('admin.menu.shown', true);
  const [folded, setFolded] = useStore<string[]>('admin.menu.folded', []);
  const needle = search.trim().toLowerCase();
  const items = adminEntities
    .map((entity) => ({
      entity,
      name: translate(`resources.${entity.key}.name`),
      module: translate(`modules.${entity.module}`),
    }))
    .filter(({ name, entity }) => !needle || name.toLowerCase().includes(needle) || entity.key.includes(needle))
    .sort((a, b) => a.module.localeCompare(b.module) || a.name.localeCompare(b.name));
  const modules = [...new Set(items.map((item) => item.module))];
  const toggle = (module: string) =>
    setFolded(folded.includes(module) ? folded.filter((m) => m !== module) : [...folded, module]);
  return (
    <Menu>
      <Menu.Item to="/" primaryText={translate('admin.menu.dashboard')} leftIcon={<DashboardIcon />} />
      {open && (
        <Box sx={{ px: 1, py: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Button size="small" onClick={() => setShown(!shown)} aria-expanded={shown}>
            {translate(shown ? 'admin.menu.hide' : 'admin.menu.show')}
          </Button>
          {shown && (
            <TextField
              size="small"
              type="search"
              label={translate('admin.menu.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Box>
      )}
      {shown &&
        modules.map((module) => {
          const expanded = !open || !!needle || !folded.includes(module);
          return (
            <Box key={module} component="nav" aria-label={module}>
              {open && (
                <ListItemButton
                  dense
                  onClick={() => toggle(module)}
                  aria-expanded={expanded}
                  disabled={!!needle}
                  sx={{ py: 0.25, color: 'text.secondary' }}
                >
                  <ListItemText
                    primary={module}
                    slotProps={{ primary: { variant: 'overline', sx: { lineHeight: '24px' } } }}
                  />
                  {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                </ListItemButton>
              )}
              {expanded &&
                items
                  .filter((item) => item.module === module)
                  .map(({ entity, name }) => (
                    <Menu.Item
                      key={entity.key}
                      to={`/${entity.key}`}
                      primaryText={name}
                      sx={{ pl: open ? 3 : undefined }}
                    />
                  ))}
            </Box>
          );
        })}
    </Menu>
  );
}
