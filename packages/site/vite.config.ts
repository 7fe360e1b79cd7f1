/**
 * The public site. `pnpm dev` serves it with hot reload and proxies the API paths to API_URL (default
 * http://127.0.0.1:3000, what `pnpm start` listens on). The build also writes a gzip copy of each text file,
 * which the server sends to clients that accept it.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

function gzipCopies(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'gzip-copies',
    apply: 'build',
    writeBundle(options) {
      for (const file of walk(options.dir!))
        if (compressible.test(file)) writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
    },
  };
}

// `vite build --ssr` (the server rendering's entry, into dist-ssr/) needs neither the public files nor gzip copies.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [gzipCopies()])],
  server: {
    proxy: Object.fromEntries(['/api', '/public', '/sitemap.xml', '/robots.txt'].map((p) => [p, api])),
  },
  build: { target: 'es2022', copyPublicDir: !isSsrBuild },
  // The server rendering carries its libraries, built for production: React's development build (what Node picks
  // for an external `react` unless NODE_ENV=production, as under `pnpm start` and the tests) took a page not kept
  // 2.2 ms of CPU instead of 1.0 (pnpm bench).
  ...(isSsrBuild && {
    // React and every library that imports it (one React in the bundle); wagmi stays outside (its connectors'
    // optional peers do not bundle), and the wallet's button is drawn in the browser only (session/wallet.tsx).
    ssr: {
      noExternal: [
        /^react($|\/|-dom)/,
        /^scheduler/,
        /^use-sync-external-store/,
        /^@tanstack\//,
        /^@trpc\//,
        /^(framer-motion|motion-dom|motion-utils)/,
      ],
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
}));
