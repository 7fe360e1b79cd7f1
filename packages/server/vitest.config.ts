import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Two instances behind Caddy, killed and restarted under load: `pnpm test` runs them after the other files,
    // on their own (`pnpm test:cluster-faults`), so the machine's other tests do not starve the instances.
    exclude: process.env.FAULT_CLUSTER_TESTS === '1' ? [] : ['test/faults/cluster.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
