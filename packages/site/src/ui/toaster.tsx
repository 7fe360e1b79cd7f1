import { Toaster } from 'sonner';
import { useSite } from './site-context.tsx';

/** Mounted once per language layout; sonner announces toasts through an aria-live region. */
export function SiteToaster() {
  const { words } = useSite();
  return (
    <Toaster
      position="top-right"
      richColors
      closeButton
      duration={6000}
      containerAriaLabel={words.notifications}
      toastOptions={{ closeButtonAriaLabel: words.closeNotification }}
    />
  );
}
