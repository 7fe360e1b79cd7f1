import { defineProject } from 'vitest/config';

export default defineProject({
  // The files share their worker's loaded modules: React and the site's code load once per worker.
  test: { name: 'site', include: ['src/**/*.test.{ts,tsx}'], isolate: false, setupFiles: ['src/test-setup.ts'] },
});
