/** Create and edit pages of any entity: the catalogue's inputs, the spec's save states, and (on edit) its links. */
import type { Entity } from '@symbol/contracts';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Create, Edit, SimpleForm, Toolbar, useLocaleState, useRecordContext } from 'react-admin';
import { representRecord } from '../catalogue.ts';
import { formInputs } from '../fields/field-input.tsx';
import { CopyId } from '../fields/copy-id.tsx';
import { DeleteConfirmButton } from './delete-button.tsx';
import { HistoryPanel } from '../history/history-panel.tsx';
import { ViewOnSite } from '../history/view-on-site.tsx';
import { LinkTables } from './link-tables.tsx';
import { LiveNote } from '../releases/release-context-bar.tsx';
import { EditForm } from './edit-form.tsx';
import { StatusSaveButton } from './save-button.tsx';

const FormToolbar = ({ mode }: { mode: 'create' | 'edit' }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <StatusSaveButton mode={mode} />
    {mode === 'edit' && <DeleteConfirmButton redirectTo="list" />}
  </Toolbar>
);

/** Extra panels a module adds under an entity's form (the order's lines and status). */
export type EditPanels = Partial<Record<string, () => ReactNode>>;

/** The edit page is titled by the record's name (its id beside it, to copy). */
function Title({ entity }: { entity: Entity }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  if (!record) return <span>{entity.collection}</span>;
  const name = representRecord(record, locale);
  return (
    <>
      {name !== String(record.id) && (
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
      )}
      <CopyId source="id" />
    </>
  );
}

export function entityEdit(entity: Entity, panels: EditPanels = {}) {
  const Panel = panels[entity.key];
  return function EntityEdit() {
    return (
      <Edit mutationMode="pessimistic" redirect={false}>
        <Box sx={{ px: 2, pt: 1 }}>
          <Title entity={entity} />
          <ViewOnSite entity={entity} />
        </Box>
        <LiveNote />
        {/* Leaving with unsaved changes asks first (react-admin's question, in the operator's language). */}
        <EditForm toolbar={<FormToolbar mode="edit" />} warnWhenUnsavedChanges>
          {formInputs(entity, 'edit')}
        </EditForm>
        {Panel && <Panel />}
        <LinkTables entity={entity} />
        <HistoryPanel entity={entity} />
      </Edit>
    );
  };
}

export function entityCreate(entity: Entity) {
  return function EntityCreate() {
    return (
      <Create redirect="edit">
        <LiveNote />
        <SimpleForm toolbar={<FormToolbar mode="create" />} warnWhenUnsavedChanges>
          {formInputs(entity, 'create')}
        </SimpleForm>
      </Create>
    );
  };
}
