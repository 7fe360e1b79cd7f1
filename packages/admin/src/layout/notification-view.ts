/** react-admin's notification, in a chunk of its own (notification.tsx). */
export { Notification } from 'react-admin';
