/**
 * Delete, after 'Delete?' with Cancel and Delete (spec). Pessimistic: the row goes once the server agreed.
 * The button is on every row of every list: the dialog and its delete mutation are only mounted once it is
 * clicked (each row's closed dialog and mutation were a tenth of a 100-row list's render, issue 25).
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, styled } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';

/**
 * react-admin's Button as it looks (icon only on phones, its name kept), with the breakpoint in the style sheet
 * instead of a media query subscribed by every row.
 */
const SmallButton = styled(Button)(({ theme }) => ({
  lineHeight: 1.5,
  [theme.breakpoints.down('sm')]: { '& .label': { display: 'none' }, '& .MuiButton-startIcon': { margin: 0 } },
}));

interface Props {
  record?: RaRecord;
  resource?: string;
  redirectTo?: 'list';
  onDeleted?: () => void;
  label?: string;
}

export function DeleteConfirmButton({
  record: given,
  resource: givenResource,
  label = 'admin.delete',
  ...rest
}: Props) {
  const contextRecord = useRecordContext();
  const contextResource = useResourceContext();
  const translate = useTranslate();
  const record = given ?? contextRecord;
  const resource = givenResource ?? contextResource;
  const [open, setOpen] = useState(false);
  if (!record || !resource) return null;
  return (
    <>
      <SmallButton
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        aria-label={translate(label)}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <span className="label">{translate(label)}</span>
      </SmallButton>
      {open && <DeleteDialog record={record} resource={resource} close={() => setOpen(false)} {...rest} />}
    </>
  );
}

function DeleteDialog({
  record,
  resource,
  redirectTo,
  onDeleted,
  close,
}: Omit<Props, 'label'> & { record: RaRecord; resource: string; close: () => void }) {
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const redirect = useRedirect();
  const confirm = async () => {
    try {
      await remove(resource, { id: record.id, previousData: record }, {
        mutationMode: 'pessimistic',
        returnPromise: true,
      } as never);
      close();
      notify('ra.notification.deleted', { messageArgs: { smart_count: 1 } });
      onDeleted?.();
      if (redirectTo) redirect(redirectTo, resource);
    } catch (error) {
      close();
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Confirm
      isOpen
      loading={isPending}
      title="admin.delete_confirm"
      content=""
      confirm="admin.delete"
      cancel="admin.cancel"
      confirmColor="warning"
      onConfirm={confirm}
      onClose={(event: React.MouseEvent) => {
        event?.stopPropagation?.();
        close();
      }}
    />
  );
}
