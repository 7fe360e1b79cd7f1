/**
 * The one toast of the site (sonner): errors of failed calls with the spec's message (../api/errors.ts) and
 * success messages ('Updated successfully', ...). `<SiteToaster />` (./toaster.tsx) is mounted once at the root.
 */
import { toast } from 'sonner';
import { errorMessage } from '../api/errors.ts';

export { toast };

export function toastError(error: unknown): void {
  toast.error(errorMessage(error));
}

export function toastSuccess(message: string): void {
  toast.success(message);
}
