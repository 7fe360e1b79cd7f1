/** A record's form in a dialog of at most 80vh (spec: the admin row's Edit button), saved in place. */
import EditIcon from '@mui/icons-material/Edit';
import { Button as MuiButton, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Button, EditBase, Toolbar, useTranslate, type Identifier } from 'react-admin';
import type { Entity } from '@symbol/contracts';
import { formInputs } from '../fields/field-input.tsx';
import { EditForm, recordLoading } from './edit-form.tsx';
import { StatusSaveButton } from './save-button.tsx';
import { UnsavedValues } from './unsaved-values.tsx';

export function EditInDialog({
  entity,
  id,
  omit = [],
  title,
  onClosed,
}: {
  entity: Entity;
  id: Identifier;
  /** Columns the page fixes (the link's own end). */
  omit?: string[];
  title: string;
  onClosed?: () => void;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClosed?.();
  };
  return (
    <>
      <Button label="admin.edit" aria-label={`${translate('admin.edit')}: ${title}`} onClick={() => setOpen(true)}>
        <EditIcon />
      </Button>
      <Dialog
        open={open}
        onClose={close}
        fullWidth
        maxWidth="sm"
        aria-labelledby={`edit-dialog-${String(id)}`}
        slotProps={{
          paper: { sx: { maxHeight: '80vh', m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } },
        }}
      >
        <DialogTitle id={`edit-dialog-${String(id)}`} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </DialogTitle>
        <DialogContent dividers>
          {open && (
            <EditBase resource={entity.key} id={id} mutationMode="pessimistic" redirect={false} loading={recordLoading}>
              <EditForm
                toolbar={
                  <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
                    <StatusSaveButton mode="edit" />
                    <MuiButton onClick={close}>{translate('admin.cancel')}</MuiButton>
                  </Toolbar>
                }
              >
                {formInputs(entity, 'edit', omit)}
                <UnsavedValues entity={entity.key} />
              </EditForm>
            </EditBase>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
