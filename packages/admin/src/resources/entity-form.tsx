/** Create and edit pages of any entity: the catalogue's inputs, the spec's save states, and (on edit) its links. */
import type { Entity } from '@symbol/contracts';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Create, Edit, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { formInputs } from '../fields/field-input.tsx';
import { CopyId } from '../fields/copy-id.tsx';
import { DeleteConfirmButton } from './delete-button.tsx';
import { LinkTables } from './link-tables.tsx';
import { StatusSaveButton } from './save-button.tsx';

const FormToolbar = ({ mode }: { mode: 'create' | 'edit' }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <StatusSaveButton mode={mode} />
    {mode === 'edit' && <DeleteConfirmButton redirectTo="list" />}
  </Toolbar>
);

/** Extra panels a module adds under an entity's form (the order's lines and status). */
export type EditPanels = Partial<Record<string, () => ReactNode>>;

function Title({ entity }: { entity: Entity }) {
  const record = useRecordContext();
  return record ? <CopyId source="id" /> : <span>{entity.collection}</span>;
}

export function entityEdit(entity: Entity, panels: EditPanels = {}) {
  const Panel = panels[entity.key];
  return function EntityEdit() {
    return (
      <Edit mutationMode="pessimistic" redirect={false}>
        <Box sx={{ px: 2, pt: 1 }}>
          <Title entity={entity} />
        </Box>
        <SimpleForm toolbar={<FormToolbar mode="edit" />} warnWhenUnsavedChanges={false}>
          {formInputs(entity, 'edit')}
        </SimpleForm>
        {Panel && <Panel />}
        <LinkTables entity={entity} />
      </Edit>
    );
  };
}

export function entityCreate(entity: Entity) {
  return function EntityCreate() {
    return (
      <Create redirect="edit">
        <SimpleForm toolbar={<FormToolbar mode="create" />}>{formInputs(entity, 'create')}</SimpleForm>
      </Create>
    );
  };
}
