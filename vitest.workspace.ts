/** The test projects (Vitest 4 reads them through vitest.config.ts `test.projects`). */
export default ['packages/contracts', 'packages/server', 'packages/site', 'packages/admin'];
