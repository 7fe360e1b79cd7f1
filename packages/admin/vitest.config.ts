import { defineProject } from 'vitest/config';

/** The admin's node-side tests run against the real server on a fresh database (the server's global setup). */
export default defineProject({
  test: {
    name: 'admin',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['../server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
