/**
 * The one toast of the site (sonner): errors of failed calls with the spec's message (../api/errors.ts) and
 * success messages ('Updated successfully', ...). `<SiteToaster />` (./toaster.tsx) is mounted once at the root.
 */
import { toast } from 'sonner';
import { errorMessage, isNetworkFailure } from '../api/errors.ts';
import { wordsFor } from '../i18n.ts';

export { toast };

/**
 * A failed call's toast: the spec's message when the server answered (it names what to fix), the page's own
 * sentence when nothing answered (the browser's "Failed to fetch" is English whatever the page).
 */
export function toastError(error: unknown): void {
  if (isNetworkFailure(error)) toast.error(wordsFor(document.documentElement.lang).networkError);
  else toast.error(errorMessage(error));
}

export function toastSuccess(message: string): void {
  toast.success(message);
}
