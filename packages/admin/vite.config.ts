/**
 * Built into dist/ and served by the API at /admin (same origin). `pnpm dev` serves it with hot reload on port 5174 and
 * forwards /api and /public to the API (API_URL, default http://127.0.0.1:3000). The build writes gzip and brotli copies
 * of each text file (sent as they are).
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compressedCopies } from '../../scripts/vite-compressed-copies.ts';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), compressedCopies()],
  resolve: {
    alias: { 'object.entries': fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) },
  },
  server: { port: 5174, proxy: { '/api': api, '/public': api } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      // The contracts' modules only declare (the catalogue, zod schemas): what the admin does not use is left out,
      // so zod is not loaded with the first screen for the schemas the catalogue's index re-exports (issue 25).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contracts/') },
    },
  },
});
