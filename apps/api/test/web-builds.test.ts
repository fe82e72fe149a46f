import { execFile } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestShop } from './harness';

const run = promisify(execFile);
const webScripts = resolve(import.meta.dirname, '../../web/scripts');
const work = await mkdtemp(join(tmpdir(), 'grofresh-builds-'));
afterAll(() => rm(work, { recursive: true, force: true }));
// The checkout's `apps/web/dist` as `npm run build` makes it, in a folder of the test's own.
const dist = join(work, 'dist');

/** `npm run build` (apps/web/scripts/build.mjs) into `dist`; rejects when the build fails. */
const build = () =>
  run(process.execPath, [join(webScripts, 'build.mjs'), '--dist', dist], {
    maxBuffer: 64 * 1024 * 1024,
  });

/** The files a page names (in its tags, or its list of the scripts to load after paint). */
const namedFiles = (html: string): string[] => [
  ...new Set(
    [
      ...html.matchAll(
        /(?<=["'\s])\/(?!api\/|media\/)[\w./-]+\.(?:js|css|png|webmanifest)(?=["'\s])/g,
      ),
    ].map((match) => match[0]),
  ),
];

await build();
const first = realpathSync(dist);
const shop = await createTestShop({ env: { WEB_DIST: dist } });
const pages = ['/', '/cart'];

/** The shop's answer to each page, and to every file the pages name now. */
async function filesServed() {
  const answers = new Map<string, number>();
  for (const page of pages) {
    const html = await shop.app.inject({ method: 'GET', url: page });
    answers.set(page, html.statusCode);
    for (const file of namedFiles(html.body)) {
      answers.set(file, (await shop.app.inject({ method: 'GET', url: file })).statusCode);
    }
  }
  return answers;
}

describe('two builds at once beside a running shop (docs/decisions.md, Builds of the web app)', () => {
  it('both finish, and every file the shop’s pages name stays served throughout', async () => {
    const before = await filesServed();
    expect([...before.keys()].filter((file) => file.startsWith('/assets/')).length).toBeGreaterThan(
      2,
    );
    expect([...before.values()].every((status) => status === 200)).toBe(true);

    // A shopper keeps loading pages while two starts rebuild the app.
    let building = true;
    const missing = new Set<string>();
    const shopper = (async () => {
      while (building) {
        for (const [file, status] of await filesServed()) {
          if (status !== 200) missing.add(`${file} ${status}`);
        }
      }
    })();
    const builds = await Promise.allSettled([build(), build()]);
    building = false;
    await shopper;

    expect(builds.map((b) => (b.status === 'rejected' ? String(b.reason) : 'built'))).toEqual([
      'built',
      'built',
    ]);
    expect([...missing]).toEqual([]);
    const after = await filesServed();
    expect([...after].filter(([, status]) => status !== 200)).toEqual([]);
    // The shop still serves the build it started with; `dist` names one of the new ones.
    expect(after).toEqual(before);
    expect(realpathSync(dist)).not.toBe(first);
    expect(existsSync(join(first, 'index.html'))).toBe(true);
    // Its lease keeps the build; the lease itself is not a file the shop serves.
    const [lease] = await readdir(join(first, '.served-by'));
    expect(lease).toMatch(new RegExp(`^${process.pid}\\.`));
    const asked = await shop.app.inject({ method: 'GET', url: `/.served-by/${lease}` });
    expect(asked.statusCode).toBe(404);
  }, 300_000);

  it('a build nobody serves any more goes at the next build', async () => {
    await shop.app.close();
    const current = realpathSync(dist);
    await build();
    const left = await readdir(join(work, 'dist-builds'));
    expect(left).not.toContain(first.split('/').pop());
    // The one it replaced is kept for a shop that may have just read the link.
    expect(left.map((name) => join(realpathSync(join(work, 'dist-builds')), name))).toContain(
      current,
    );
    expect(left).toHaveLength(2);
  }, 180_000);
});
