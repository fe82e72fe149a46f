import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestShop } from './harness';

const webDir = resolve(import.meta.dirname, '../../web');
const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

/**
 * The web app's server renderer as `vite build` makes it with this NODE_ENV (unset: as
 * `npm run build` runs it), into a WEB_DIST of its own. Only the renderer is built (the
 * browser's bundle is not needed to paint), beside a plain index.html.
 */
async function builtWith(nodeEnv: string | undefined): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'grofresh-renderer-'));
  made.push(dist);
  const build = `import { createBuilder } from 'vite';
const builder = await createBuilder({ build: { outDir: ${JSON.stringify(dist)} }, logLevel: 'error' });
await builder.build(builder.environments.ssr);`;
  const { NODE_ENV: _runner, ...inherited } = process.env;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', build], {
    cwd: webDir,
    env: { ...inherited, ...(nodeEnv && { NODE_ENV: nodeEnv }) },
  });
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>GroFresh</title></head><body><div id="root"></div></body></html>',
  );
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

// One after the other: each build takes both of a small machine's cores for a few seconds.
const shops = [
  ['unset', await createTestShop({ env: { WEB_DIST: await builtWith(undefined) } })],
  ['development', await createTestShop({ env: { WEB_DIST: await builtWith('development') } })],
] as const;

/** Text as React writes it into markup. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('the built renderer', () => {
  it.each(shops)('paints home with its products when NODE_ENV was %s at build', async (_, shop) => {
    const { categories } = (
      await shop.app.inject({ method: 'GET', url: '/api/category/all' })
    ).json<{ categories: { name: string }[] }>();
    const res = await shop.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<div id="root"></div>');
    expect(res.body).toContain(escaped(categories[0]!.name));
    expect(res.body).toContain('id="server-state"');
  });
});
