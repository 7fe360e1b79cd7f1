/**
 * react-admin's notification (MUI's Snackbar), loaded when the first notification is queued or once the first
 * screen is shown, not with it (issue 25: ≤ 200 kB gzip). Queued ones wait in ra-core's context meanwhile.
 */
import { lazy, Suspense, useState } from 'react';
import { useNotificationContext } from 'react-admin';

const load = () => import('./notification-view.ts');
const Notification = lazy(async () => ({ default: (await load()).Notification }));

/** The notification's code, for the idle preload after the first screen. */
export const preloadNotification = load;

export function LazyNotification() {
  const { notifications } = useNotificationContext();
  const [wanted, setWanted] = useState(false);
  if (notifications.length > 0 && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Notification />
    </Suspense>
  ) : null;
}
