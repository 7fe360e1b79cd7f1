/**
 * The one toast of the site (sonner): errors of failed calls with the spec's message (../api/errors.ts) and
 * success messages ('Updated successfully', ...). `<SiteToaster />` (./toaster.tsx) is mounted once at the root;
 * sonner's code loads once the hydrated page is idle, or with the first toast.
 */
import { shownFailure } from '../api/errors.ts';
import { wordsFor } from '../i18n.ts';
import { loadSonner, plainToast, plainToasts, toasterMounted, wantToaster } from './toaster.tsx';

/**
 * Shows the toast once the Toaster (loaded when idle or now: ./toaster.tsx) shows what is published: sonner's, or
 * the plain one when sonner's code could not be fetched.
 */
async function show(kind: 'error' | 'success', message: string) {
  wantToaster();
  await toasterMounted;
  if (plainToasts) return plainToast(kind, message);
  const { toast } = await loadSonner();
  toast[kind](message);
}

export const toast = {
  error: (message: string) => void show('error', message),
  success: (message: string) => void show('success', message),
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
