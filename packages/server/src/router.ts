/**
 * The type of the tRPC API, for frontends: `import type { AppRouter } from '@symbol/server/router'`.
 * Type-only: a browser bundle imports nothing from the server at run time.
 */
export type { AppRouter } from './trpc/app-router.ts';
