/** Models grouped by module, sorted by name, with a search box over model names and a hide/show toggle (spec). */
import DashboardIcon from '@mui/icons-material/Dashboard';
import { Box, Button, ListSubheader, TextField } from '@mui/material';
import { useState } from 'react';
import { Menu, useSidebarState, useStore, useTranslate } from 'react-admin';
import { adminEntities } from '../catalogue.ts';

export function AdminMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const [search, setSearch] = useState('');
  const [shown, setShown] = useStore('admin.menu.shown', true);
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
        modules.map((module) => (
          <Box key={module} component="nav" aria-label={module}>
            {open && <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>{module}</ListSubheader>}
            {items
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
        ))}
    </Menu>
  );
}
