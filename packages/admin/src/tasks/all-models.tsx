/**
 * Settings' full model list (admins only: the whole admin area is), grouped by module, link tables included,
 * with a search over model names: the data model as it is, for what the task screens do not cover.
 */
import { Box, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { adminEntities } from '../catalogue.ts';

export function AllModels() {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  // Link tables (some 140) are edited on their ends' pages: listed here only when asked for.
  const [links, setLinks] = useState(false);
  const needle = search.trim().toLowerCase();
  const items = adminEntities
    .filter((entity) => links || !entity.link)
    .map((entity) => ({
      entity,
      name: translate(`resources.${entity.key}.name`),
      module: translate(`modules.${entity.module}`),
    }))
    .filter(({ name, entity }) => !needle || name.toLowerCase().includes(needle) || entity.key.includes(needle))
    .sort((a, b) => a.module.localeCompare(b.module) || a.name.localeCompare(b.name));
  const modules = [...new Set(items.map((item) => item.module))];
  return (
    <Box component="section" aria-labelledby="all-models" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="h6" component="h2" id="all-models">
        {translate('admin.tasks.all_models')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('admin.tasks.all_models_hint')}
      </Typography>
      <TextField
        size="small"
        type="search"
        label={translate('admin.menu.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ maxWidth: 360 }}
      />
      <FormControlLabel
        control={<Switch checked={links} onChange={(event) => setLinks(event.target.checked)} />}
        label={translate('admin.tasks.show_links')}
      />
      <Box sx={{ columnWidth: 260, columnGap: 3 }}>
        {modules.map((module) => (
          <Box key={module} component="nav" aria-label={module} sx={{ breakInside: 'avoid', mb: 2 }}>
            <Typography variant="overline" component="h3" color="text.secondary">
              {module}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {items
                .filter((item) => item.module === module)
                .map(({ entity, name }) => (
                  <li key={entity.key}>
                    <Link to={`/${entity.key}`} sx={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Link>
                  </li>
                ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
