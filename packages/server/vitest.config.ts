import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      // Two instances behind Caddy, killed and restarted under load: `pnpm test` runs them after the other files,
      // on their own (`pnpm test:cluster-faults`), so the machine's other tests do not starve the instances.
      ...(process.env.FAULT_CLUSTER_TESTS === '1' ? [] : ['test/faults/cluster.test.ts']),
      // Tracing patches pg and ioredis as they are first imported: it runs with fresh modules (project
      // server-fresh in vitest.workspace.ts).
      'test/tracing.test.ts',
    ],
    // The files share their worker's loaded modules (each file still builds its own app on its own database):
    // loading the server once per worker instead of once per file took the run from 5 min 25 s to 3 min.
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
