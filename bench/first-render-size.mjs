// The app's start-up JavaScript: the built app's entry (the script of index.html) and every
// chunk it imports statically, which the build lists as module preloads. Home, search and
// category pages are all in that entry (app-routes.tsx); the server paints them, and their HTML
// asks for this only after its first paint (apps/api web-host/web.ts, `app-after-paint`). Every
// other page needs it to paint; every other page, dialog and signed-in screen loads on demand.
// Build first, then: node bench/first-render-size.mjs [dist]   (default apps/web/dist)
// Goal (issue 14): at most 90 kB gzip.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? new URL('../apps/web/dist', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === 'index.html');
if (!entry) throw new Error(`No index.html entry in ${dist}/.vite/manifest.json`);

/** The entry and what it imports statically (not `import()`), each chunk once. */
const chunks = [];
const seen = new Set();
const visit = (chunk) => {
  if (seen.has(chunk.file)) return;
  seen.add(chunk.file);
  chunks.push(chunk);
  for (const name of chunk.imports ?? []) visit(manifest[name]);
};
visit(entry);
// The page's other scripts (public/, outside the bundle), such as /csp-setup.js.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
for (const [, src] of html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)) {
  if (!seen.has(src)) chunks.push({ file: src });
}

// The build writes gzip copies at level 9 (vite.config.ts), which the server sends as they are.
const gzipBytes = (file) => {
  const path = join(dist, file);
  return existsSync(`${path}.gz`)
    ? readFileSync(`${path}.gz`).length
    : gzipSync(readFileSync(path), { level: 9 }).length;
};
// kB as the build prints them (1000 bytes), the stricter reading of the goal.
const kb = (bytes) => (bytes / 1000).toFixed(1);

const rows = chunks
  .map((chunk) => ({
    file: chunk.file,
    raw: readFileSync(join(dist, chunk.file)).length,
    gzip: gzipBytes(chunk.file),
  }))
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].reduce(
  (sum, file) => sum + gzipBytes(file),
  0,
);

console.log(`The app's start-up, for home, search and category pages (${dist}):\n`);
for (const row of rows) {
  console.log(`  ${kb(row.gzip).padStart(6)} kB gzip  ${kb(row.raw).padStart(6)} kB  ${row.file}`);
}
console.log(`\n  JavaScript: ${kb(total)} kB gzip in ${rows.length} files (goal: at most 90 kB)`);
console.log(`  CSS: ${kb(css)} kB gzip`);
