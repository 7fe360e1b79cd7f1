/** react-admin's pages the first screen does not show, in a chunk of their own (app.tsx). */
export { AccessDenied, AuthCallback, AuthenticationError, Login } from 'react-admin';
