/** Delete, after 'Delete?' with Cancel and Delete (spec). Pessimistic: the row goes once the server agreed. */
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  type RaRecord,
} from 'react-admin';

export function DeleteConfirmButton({
  record: given,
  resource: givenResource,
  redirectTo,
  onDeleted,
  label = 'admin.delete',
}: {
  record?: RaRecord;
  resource?: string;
  redirectTo?: 'list';
  onDeleted?: () => void;
  label?: string;
}) {
  const contextRecord = useRecordContext();
  const contextResource = useResourceContext();
  const record = given ?? contextRecord;
  const resource = givenResource ?? contextResource;
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!record || !resource) return null;
  const confirm = async () => {
    try {
      await remove(resource, { id: record.id, previousData: record }, {
        mutationMode: 'pessimistic',
        returnPromise: true,
      } as never);
      setOpen(false);
      notify('ra.notification.deleted', { messageArgs: { smart_count: 1 } });
      onDeleted?.();
      if (redirectTo) redirect(redirectTo, resource);
    } catch (error) {
      setOpen(false);
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button
        label={label}
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="admin.delete_confirm"
        content=""
        confirm="admin.delete"
        cancel="admin.cancel"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={(event: React.MouseEvent) => {
          event?.stopPropagation?.();
          setOpen(false);
        }}
      />
    </>
  );
}
