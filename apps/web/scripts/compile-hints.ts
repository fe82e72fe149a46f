import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (docs/decisions.md#web-app, "Compiled while it downloads"): a
 * script whose first line is this comment has every function compiled on a background thread
 * while it streams in, instead of each one on the main thread the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks whose code runs almost whole as the app starts: `vendor` (React, the router,
 * TanStack Query) and `app` (the first pages' own code), the groups named in vite.config.ts.
 * A page's own chunks are left to V8's lazy compiling: most of their functions wait for a tap.
 * The files are marked as written, before anything else reads them (the compressed copies):
 * the minifier drops comments, and Vite puts its preload map first in a chunk after every
 * plugin's `generateBundle`.
 */
export const compileHints = (chunks: readonly string[]): Plugin => ({
  name: 'grofresh-compile-hints',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  writeBundle: {
    order: 'pre',
    sequential: true,
    async handler(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !chunks.includes(output.name)) continue;
        // The chunk's code as Vite has just written it, preload map and all.
        output.code = COMPILE_HINT + output.code;
        await writeFile(join(dir, output.fileName), output.code);
      }
    },
  },
});
