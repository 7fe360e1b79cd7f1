/**
 * The one toast of the site (sonner): errors of failed calls with the spec's message (../api/errors.ts) and
 * success messages ('Updated successfully', ...). `<SiteToaster />` (./toaster.tsx) is mounted once at the root;
 * sonner's code loads once the hydrated page is idle, or with the first toast.
 */
import { shownFailure } from '../api/errors.ts';
import { wordsFor } from '../i18n.ts';
import { toasterMounted, wantToaster } from './toaster.tsx';

/** sonner's `toast`, once the Toaster (loaded when idle or now: ./toaster.tsx) shows what it publishes. */
async function sonner() {
  wantToaster();
  const [{ toast }] = await Promise.all([import('sonner'), toasterMounted]);
  return toast;
}

export const toast = {
  error: (message: string) => void sonner().then((show) => show.error(message)),
  success: (message: string) => void sonner().then((show) => show.success(message)),
};

/**
 * A failed call's toast in the page's language (../api/errors.ts `shownFailure`): the spec's message on an
 * English page, the site's sentence for the refusal elsewhere, the connection sentence when nothing answered
 * (the browser's "Failed to fetch" is English whatever the page). `status` is a plain fetch's answer status.
 */
export function toastError(error: unknown, status?: number): void {
  const language = document.documentElement.lang;
  if (language !== 'en') console.error(error);
  toast.error(shownFailure(error, wordsFor(language), language, status));
}

export function toastSuccess(message: string): void {
  toast.success(message);
}
