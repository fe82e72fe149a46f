import { fileURLToPath } from 'node:url';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compileHints } from './scripts/compile-hints';
import { contractsDeclareOnly } from './scripts/contracts-declare-only';
import { swPrecache } from './scripts/sw-precache';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text asset, compressed once at the
 * highest levels, so the API serves them without compressing per request.
 */
const precompress = (): Plugin => ({
  name: 'grofresh-precompress',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  async writeBundle(options, bundle) {
    const dir = options.dir ?? 'dist';
    const texts = [...Object.keys(bundle), 'index.html'].filter((f) =>
      /\.(js|css|html|svg|json)$/.test(f),
    );
    for (const file of new Set(texts)) {
      const path = join(dir, file);
      const data = await readFile(path);
      if (data.length < 1024) continue;
      await writeFile(
        `${path}.br`,
        brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
    }
  },
});

/**
 * The server's renderer (src/entry-server.tsx), built by the same `vite build` into
 * `<outDir>/server/`, one self-contained ES module the API loads (apps/api web-host/web.ts).
 */
const serverRenderer = (): Plugin => ({
  name: 'grofresh-server-renderer',
  config: (config, { command }) => ({
    // JSX compiled for react/jsx-runtime, which React's production build (the renderer's, below)
    // and its development one both export; with NODE_ENV=development Vite would compile it for
    // jsx-dev-runtime, empty in the production build, and every painted page would fail
    // (docs/decisions.md#web-app, "First paint from the server").
    ...(command === 'build' && { oxc: { jsx: { development: false } } }),
    environments: {
      ssr: {
        build: {
          outDir: join(config.build?.outDir ?? 'dist', 'server'),
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          rolldownOptions: {
            input: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
            output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
          },
        },
        // Everything bundled: the API runs it from any directory (WEB_DIST), without node_modules.
        resolve: { noExternal: true },
        // React's production build whatever NODE_ENV the API runs with.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      },
    },
  }),
});

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    contractsDeclareOnly(),
    compileHints(['vendor', 'app']),
    precompress(),
    serverRenderer(),
    swPrecache(),
  ],
  // `vite build` builds the browser's bundle, then the server's renderer.
  builder: {},
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  // The manifest lets the journeys check which chunks a page loads (the console stays apart),
  // and bench/first-render-size.mjs weigh the first render.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // The first page in a few files rather than a score of small shared chunks (a request,
        // and on a slow phone a round trip, each): the libraries it needs, and its own code.
        // `$initial` takes what the entry imports statically; dependencies are not pulled in
        // (zod and the contracts' schemas stay with the pages that use them), so only the
        // zod-free contracts modules are named.
        codeSplitting: {
          groups: [
            {
              name: 'app',
              test: /apps[\\/]web[\\/]src[\\/]|packages[\\/]contracts[\\/]src[\\/](time|pricing|rupees|order-rules|catalog-rules|auth-header|endpoint)\.ts$/,
              tags: ['$initial'],
              includeDependenciesRecursively: false,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand|lucide-react)[\\/]/,
              tags: ['$initial'],
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
