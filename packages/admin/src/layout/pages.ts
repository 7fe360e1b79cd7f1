/** react-admin's pages the first screen does not show, in a chunk of their own (app.tsx, layout.tsx). */
export { AccessDenied, AuthCallback, AuthenticationError, Error, Login, NotFound } from 'react-admin';
