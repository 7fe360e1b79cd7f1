/**
 * The side panel: the chosen widget's generated edit form (texts, variant), the records it owns nested beneath
 * (sliders and their slides, buttons arrays and their buttons, features: nested-records.tsx), and its other link
 * tables (pictures, a store) as on its own edit page; inside the builder they read and write the release. What
 * is typed in any of its forms shows in the preview frame before it is saved (resources/unsaved-values.tsx).
 */
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import { EditBase, Toolbar, useTranslate } from 'react-admin';
import { EditForm, recordLoading } from '../resources/edit-form.tsx';
import { entityOf, nestedLinks } from '../catalogue.ts';
import { NestedRecords } from './nested-records.tsx';
import { formInputs } from '../fields/field-input.tsx';
import { LinkTables } from '../resources/link-tables.tsx';
import { StatusSaveButton } from '../resources/save-button.tsx';
import { UnsavedValues } from '../resources/unsaved-values.tsx';

/** Columns the builder sets itself (the place is the page link's) or nobody edits by hand here. */
const OMIT = ['orderIndex', 'className'];

export function WidgetPanel({
  entity: key,
  id,
  name,
  onClose,
}: {
  entity: string;
  id: string;
  name: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const entity = entityOf(key);
  const heading = translate('admin.builder.editing', { name });
  const nested = new Set(nestedLinks(key).nested.map((link) => link.link.key));
  return (
    <Paper variant="outlined" component="section" aria-label={heading} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
        <IconButton aria-label={translate('admin.builder.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <EditBase resource={key} id={id} mutationMode="pessimistic" redirect={false} loading={recordLoading}>
        <EditForm
          warnWhenUnsavedChanges={false}
          toolbar={
            <Toolbar>
              <StatusSaveButton mode="edit" />
            </Toolbar>
          }
        >
          {formInputs(entity, 'edit', OMIT)}
          <UnsavedValues entity={key} />
        </EditForm>
        <NestedRecords entity={key} />
        <Box sx={{ '& > section': { mx: 1 } }}>
          <LinkTables entity={entity} skip={(link) => nested.has(link.link.key)} />
        </Box>
      </EditBase>
    </Paper>
  );
}
