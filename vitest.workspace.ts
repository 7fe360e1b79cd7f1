/** The test projects (Vitest 4 reads them through vitest.config.ts `test.projects`). */
export default [
  'packages/contracts',
  'packages/server',
  // The server's files that must load their modules fresh (packages/server/vitest.config.ts says why).
  {
    test: {
      name: 'server-fresh',
      root: './packages/server',
      include: ['test/tracing.test.ts'],
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  'packages/site',
  'packages/admin',
];
