import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

export default defineConfig({
  // Two cores: test files run two at a time, each on its own database.
  test: { projects, maxWorkers: 2 },
});
