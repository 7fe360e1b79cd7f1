/**
 * The public site. `pnpm dev` serves it with hot reload and proxies the API paths to API_URL (default
 * http://127.0.0.1:3000, what `pnpm start` listens on). The build also writes gzip and brotli copies
 * of each text file, which the server sends to clients that accept them.
 */
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compressedCopies } from '../../scripts/vite-compressed-copies.ts';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The modules the page's first script (src/boot.ts) reaches by its static imports, found in the module graph: what
 * it shares with the app goes with it in one file ('boot'), not a request each. The app itself, imported
 * dynamically, is not reached.
 */
function bootChunk() {
  const boot = fileURLToPath(new URL('./src/boot.ts', import.meta.url));
  let reached: Set<string> | undefined;
  type Graph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
  return (id: string, { getModuleInfo }: Graph) => {
    if (!reached) {
      reached = new Set();
      const queue = [...(getModuleInfo(boot)?.importedIds ?? [])];
      for (let module = queue.pop(); module !== undefined; module = queue.pop()) {
        if (reached.has(module)) continue;
        reached.add(module);
        queue.push(...(getModuleInfo(module)?.importedIds ?? []));
      }
    }
    if (reached.has(id) && !id.endsWith('.css')) return 'boot';
    return PAGE_CODE.some((file) => id.endsWith(file)) ? 'page-code' : undefined;
  };
}

/**
 * The tables of the page's words and lazy parts (src/page/page-code.ts): boot.ts loads them as the app starts, to
 * fetch what the page needs beside the app. A chunk of their own, of dynamic imports only, so they run at once (in
 * a chunk with the app's modules they waited for the app's code to be evaluated).
 */
const PAGE_CODE = ['/src/page/page-code.ts', '/src/i18n/catalogues.ts', '/src/ui/lazy-code.ts'];

/**
 * The app's code (src/main.tsx and every file it imports, and the page's code tables boot.ts imports beside it) named
 * in the HTML (`<meta name="app-code">`): a plain visit starts the app on the visitor's first move (src/boot.ts),
 * which prefetches these files once the page has loaded and the browser is idle, so the move finds them in the
 * browser. The page's own entry and what it imports are loaded already: left out.
 */
function nameAppCode(): Plugin {
  return {
    name: 'name-app-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle!;
        const closure = (name: string, files = new Set<string>()) => {
          const chunk = bundle[name];
          if (files.has(name) || chunk?.type !== 'chunk') return files;
          files.add(name);
          for (const imported of chunk.imports) closure(imported, files);
          return files;
        };
        const entries = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry);
        const loaded = new Set(entries.flatMap((entry) => [...closure(entry.fileName)]));
        // What the first script imports as it starts the app: the app (main.tsx) and the page's code tables
        // (boot.ts `pageCode`), with what each imports.
        const started = new Set<string>();
        for (const name of loaded) {
          const chunk = bundle[name];
          if (chunk?.type === 'chunk') for (const imported of chunk.dynamicImports) closure(imported, started);
        }
        const content = [...started]
          .filter((name) => !loaded.has(name))
          .map((name) => `/${name}`)
          .join(' ');
        return [{ tag: 'meta', attrs: { name: 'app-code', content }, injectTo: 'head' }];
      },
    },
  };
}

// `vite build --ssr` (the server rendering's entry, into dist-ssr/) needs neither the public files nor compressed copies.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [compressedCopies(), nameAppCode()])],
  server: {
    proxy: Object.fromEntries(['/api', '/public', '/sitemap.xml', '/robots.txt'].map((p) => [p, api])),
  },
  build: {
    target: 'es2022',
    copyPublicDir: !isSsrBuild,
    // What the page's first script (src/boot.ts) shares with the app goes with it in one file, not five requests.
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            manualChunks: bootChunk(),
          },
        },
  },
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
