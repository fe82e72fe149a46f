// `npm run build` (the web app's `vite build`), safe beside a running shop and another build
// on the same checkout: the app is built into a folder of its own, `apps/web/dist` is switched
// to it when it is whole, and builds no process uses any more are removed (web-builds.mjs).
//   node apps/web/scripts/build.mjs [--dist <path>]   (default apps/web/dist)
import { mkdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createBuilder } from 'vite';
import { newBuildFolder, prune, switchTo } from './web-builds.mjs';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { dist: { type: 'string' } } });
const dist = values.dist
  ? resolve(process.env.INIT_CWD ?? process.cwd(), values.dist)
  : resolve(webDir, 'dist');

process.chdir(webDir); // as `npm run build -w @grofresh/web` runs it
const build = newBuildFolder(dist);
await mkdir(build, { recursive: true });
try {
  // What `vite build` does (the browser's bundle, then the server's renderer), into `build`.
  const builder = await createBuilder({
    root: webDir,
    build: { outDir: build, emptyOutDir: true },
  });
  await builder.buildApp();
} catch (error) {
  await rm(build, { recursive: true, force: true });
  throw error;
}
const previous = await switchTo(dist, build);
await prune(dist, [build, previous]);
console.error(`The web app is built in ${build}; ${dist} points at it.`);
