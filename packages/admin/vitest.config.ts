import { defineProject } from 'vitest/config';

/** The admin's node-side tests run against the real server on a fresh database (the server's global setup). */
export default defineProject({
  test: {
    name: 'admin',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The files share their worker's loaded modules, as the server's do (each builds its own app on its own database).
    isolate: false,
    globalSetup: ['../server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
