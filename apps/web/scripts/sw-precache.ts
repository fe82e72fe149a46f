import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes into the built service worker (public/sw.js) the files a shopper's pages can load:
 * the entry with its imports and every lazy page with its own, never the staff console's
 * (src/ops). The worker keeps them at install, so a page first opened offline (the cart,
 * checkout) still starts. The list is named after its content: a new build is a new worker,
 * which browsers install, and the old build's files go with the old name.
 */
export const swPrecache = (): Plugin => ({
  name: 'grofresh-sw-precache',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  async writeBundle(options, bundle) {
    const files = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = bundle[fileName];
      if (chunk?.type !== 'chunk' || files.has(fileName)) return;
      if (chunk.facadeModuleId?.includes('/src/ops/')) return;
      files.add(fileName);
      chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
      [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
    };
    for (const output of Object.values(bundle)) {
      if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
    }
    const list = [...files].sort().map((file) => `/${file}`);
    const build = createHash('sha256').update(list.join('\n')).digest('hex').slice(0, 12);

    const worker = join(options.dir ?? 'dist', 'sw.js');
    let source = await readFile(worker, 'utf8');
    for (const [placeholder, value] of [
      ["const BUILD = 'dev';", `const BUILD = '${build}';`],
      ['const PRECACHE = [];', `const PRECACHE = ${JSON.stringify(list)};`],
    ] as const) {
      if (!source.includes(placeholder)) throw new Error(`sw.js lost its line: ${placeholder}`);
      source = source.replace(placeholder, value);
    }
    await writeFile(worker, source);
  },
});
