import { fileURLToPath } from 'node:url';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text asset, compressed once at the
 * highest levels, so the API serves them without compressing per request.
 */
const precompress = (): Plugin => ({
  name: 'grofresh-precompress',
  apply: 'build',
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

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  // The manifest lets the journeys check which chunks a page loads (the console stays apart).
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
