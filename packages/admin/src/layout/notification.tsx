/**
 * react-admin's notification (MUI's Snackbar), loaded when the first notification is queued or once the first
 * screen is shown, not with it (issue 25: ≤ 200 kB gzip). Queued ones wait in our queue (`NotificationQueue`, below) meanwhile.
 */
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  AddNotificationContext,
  NotificationContext,
  useNotificationContext,
  type NotificationPayload,
} from 'react-admin';

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

/**
 * The notification queue, in place of ra-core's: its `takeNotification` set the queue to what the taking render
 * had seen less its first, so a notification added between that render and its effect was dropped. So went the
 * builder's "Release discarded" when its answer came as the notification before it was being taken (CI of
 * c7afab6). Here the one taken is removed from the queue as it is then.
 */
export function NotificationQueue({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<NotificationPayload[]>([]);
  const addNotification = useCallback(
    (notification: NotificationPayload) => setNotifications((queued) => [...queued, notification]),
    [],
  );
  const value = useMemo(
    () => ({
      notifications,
      addNotification,
      takeNotification: () => {
        const [first] = notifications;
        if (first) setNotifications((queued) => queued.filter((notification) => notification !== first));
        return first;
      },
      resetNotifications: () => setNotifications([]),
      setNotifications,
    }),
    [notifications, addNotification],
  );
  return (
    <NotificationContext.Provider value={value}>
      <AddNotificationContext.Provider value={addNotification}>{children}</AddNotificationContext.Provider>
    </NotificationContext.Provider>
  );
}
