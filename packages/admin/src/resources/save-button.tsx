/**
 * Save with the spec's states: idle → 'Loading...' while the server works → success (green) or error (red),
 * back to idle after 5 s. Field errors the server names land on their inputs (the form gets them back).
 */
import { useEffect, useState } from 'react';
import { SaveButton, useNotify, useRedirect, useResourceContext, type RaRecord } from 'react-admin';
import { useFormState } from 'react-hook-form';

export const STATUS_RESET_MS = 5000;
type Status = 'idle' | 'success' | 'error';

export function StatusSaveButton({ mode }: { mode: 'create' | 'edit' }) {
  const [status, setStatus] = useState<Status>('idle');
  const { isSubmitting } = useFormState();
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);
  const label = isSubmitting
    ? 'admin.saving'
    : status === 'success'
      ? 'admin.saved'
      : status === 'error'
        ? 'admin.save_failed'
        : 'admin.save';
  return (
    <SaveButton
      type="button"
      label={label}
      color={status === 'success' ? 'success' : status === 'error' ? 'error' : 'primary'}
      // Enabled while showing the outcome, so its color shows (a pristine form would grey it out).
      alwaysEnable={mode === 'create' || status !== 'idle'}
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          setStatus('success');
          notify(mode === 'create' ? 'ra.notification.created' : 'ra.notification.updated', {
            type: 'success',
            messageArgs: { smart_count: 1 },
          });
          // A new record opens for editing: its relations are added there.
          if (mode === 'create') redirect('edit', resource, data.id);
        },
        onError: (caught: unknown) => {
          const error = caught as { message?: string; body?: { errors?: object } };
          setStatus('error');
          // Field errors are shown on the fields and notified by the form itself.
          if (!error.body?.errors) notify(error.message ?? 'admin.generic_error', { type: 'error' });
        },
      }}
    />
  );
}
