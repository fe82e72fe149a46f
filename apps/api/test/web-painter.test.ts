import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestShop } from './harness';

// A stand-in for the web app's built renderer (apps/web/src/entry-server.tsx): it paints the
// category names it reads from the shop's own API, and counts its paints. The cart is painted
// too, with a script to run before it shows; the account loads on first visit, unpainted.
const RENDERER = `
export const pageKey = (pathname, search) => pathname + search;
export const paintsOnServer = (pathname) => ['/', '/cart'].includes(pathname) || pathname.startsWith('/category/');
export const pageSource = (pathname) =>
  ({ '/cart': 'src/cart-page.tsx', '/my-account': 'src/account-page.tsx' })[pathname] ?? null;
export const knowsPage = (pathname) => ['/', '/cart', '/my-account'].includes(pathname) || pathname.startsWith('/category/');
export async function paintPage(page, fetcher) {
  globalThis.paintsOf = globalThis.paintsOf ?? {};
  globalThis.paintsOf[page] = (globalThis.paintsOf[page] ?? 0) + 1;
  if (page === '/cart') {
    return {
      html: '<p>Your cart is empty.</p>',
      state: '',
      complete: true,
      beforePaint: globalThis.cartCheck ?? "document.documentElement.dataset.held = ''",
    };
  }
  const id = page.startsWith('/category/') ? page.slice('/category/'.length) : null;
  const res = await fetcher(id ? '/api/category/' + id : '/api/category/all');
  if (!res.ok) return { html: '<p>Products</p>', state: '', complete: false };
  const body = await res.json();
  const names = id ? [body.name] : body.categories.map((c) => c.name);
  return {
    html: '<ul>' + names.map((n) => '<li>' + n + '</li>').join('') + '</ul>',
    state: '<script type="application/json" id="server-state">{"page":"' + page + '"}</script>',
    complete: true,
  };
}
`;

const webDist = await mkdtemp(join(tmpdir(), 'grofresh-web-'));
await mkdir(join(webDist, 'server'));
// Longer than the size from which answers are compressed, as the real page is.
const description = `<meta name="description" content="${'Groceries and daily milk. '.repeat(60)}">`;
const CSS = 'body{color:#123}.grid{display:grid}';
await mkdir(join(webDist, 'assets'));
await writeFile(join(webDist, 'assets', 'app-1.css'), CSS);
await writeFile(
  join(webDist, 'index.html'),
  `<!doctype html><html><head><title>GroFresh</title>${description}<link rel="stylesheet" crossorigin href="/assets/app-1.css"><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body><div id="root"></div></body></html>`,
);
await writeFile(join(webDist, 'server', 'entry-server.mjs'), RENDERER);
await mkdir(join(webDist, '.vite'));
await writeFile(
  join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_bill-1.js': { file: 'assets/bill-1.js', imports: ['_react-1.js'] },
    'src/cart-page.tsx': { file: 'assets/cart-page-1.js', imports: ['_bill-1.js', '_react-1.js'] },
    'src/account-page.tsx': { file: 'assets/account-1.js', imports: ['_bill-1.js'] },
  }),
);

const shop = await createTestShop({ env: { WEB_DIST: webDist } });
const { app } = shop;

const paints = (page: string) =>
  (globalThis as { paintsOf?: Record<string, number> }).paintsOf?.[page] ?? 0;
const page = (url: string) => app.inject({ method: 'GET', url });
const categoryNames = async () =>
  (await app.inject({ method: 'GET', url: '/api/category/all' }))
    .json()
    .categories.map((c: { name: string }) => c.name) as string[];

describe('pages painted by the server', () => {
  it('sends home with its products in the HTML, the data after them, under the page’s policy', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    const names = await categoryNames();
    expect(res.body).toContain(
      `<div id="root"><ul>${names.map((n) => `<li>${n}</li>`).join('')}</ul></div>`,
    );
    expect(res.body).toContain('</div><script type="application/json" id="server-state">');
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(res.body)?.[1];
    expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('carries the app’s stylesheet inside the page, under the page’s nonce', async () => {
    for (const url of ['/', '/cart']) {
      const res = await page(url);
      const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(res.body)?.[1];
      expect(res.body).toContain(`<style nonce="${nonce}">${CSS}</style>`);
      expect(res.body).not.toContain('<link rel="stylesheet"');
      const policy = String(res.headers['content-security-policy']);
      expect(/style-src [^;]*/.exec(policy)?.[0]).toContain(`'nonce-${nonce}'`);
    }
  });

  it('compresses the page for browsers that ask', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root"><ul><li>');
  });

  it('paints a page once, and again as soon as the catalog changes', async () => {
    await page('/');
    const before = paints('/');
    await page('/');
    await page('/?utm_source=leaflet');
    expect(paints('/')).toBe(before);

    await shop.database.db.execute(
      sql`update categories set name = name || ' (renamed)' where id = (select id from categories order by name limit 1)`,
    );
    await vi.waitFor(async () => expect((await page('/')).body).toContain(' (renamed)</li>'), {
      timeout: 5000,
    });
    expect(paints('/')).toBe(before + 1);
  });

  it('paints a search page for each visit, never keeping one', async () => {
    await page('/?q=milk');
    await page('/?q=milk');
    expect(paints('/?q=milk')).toBe(2);
  });

  it('sends a page whose read failed without keeping it', async () => {
    const unknown = '/category/no-such-category';
    await page(unknown);
    await page(unknown);
    expect(paints(unknown)).toBe(2);
    expect((await page(unknown)).body).toContain('<div id="root"><p>Products</p></div>');
  });

  it('leaves the other pages to the browser, and never serves the renderer', async () => {
    expect((await page('/my-account')).body).toContain('<div id="root"></div>');
    expect((await page('/server/entry-server.mjs')).statusCode).toBe(404);
  });

  it('preloads the code of a page that loads on first visit, beside the app’s own', async () => {
    const account = (await page('/my-account')).body;
    expect(account).toContain('<div id="root"></div>');
    const preloaded = [
      ...account.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ];
    expect(preloaded.map((m) => m[1])).toEqual([
      '/assets/react-1.js',
      '/assets/account-1.js',
      '/assets/bill-1.js',
    ]);
    expect(account.lastIndexOf('modulepreload')).toBeLessThan(account.indexOf('</head>'));
    expect(account).toContain(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    );
  });

  it('runs a painted page’s script before its markup, allowing exactly that script', async () => {
    const res = await page('/cart');
    const code = "document.documentElement.dataset.held = ''";
    expect(res.body).toContain(`<script>${code}</script><div id="root"><p>Your cart is empty.</p>`);
    const hash = createHash('sha256').update(code).digest('base64');
    const scripts = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']));
    expect(scripts?.[1]).toBe(`'self' 'sha256-${hash}'`);
    // Pages without such a script allow only the shop's files.
    const home = await page('/');
    expect(home.headers['content-security-policy']).toContain("script-src 'self';");
    expect(home.body).not.toContain('<script>');
  });

  it('never carries a painted script that could close its element, nor allows it', async () => {
    const cartCheck = "document.title = '</script><img src=x>'";
    Object.assign(globalThis, { cartCheck });
    try {
      app.catalogCache.invalidate();
      const res = await page('/cart');
      expect(res.body).toContain('<div id="root"><p>Your cart is empty.</p>');
      expect(res.body).not.toContain('<script>');
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    } finally {
      Object.assign(globalThis, { cartCheck: undefined });
    }
  });

  it('sends a painted page without the app’s scripts, named for after its paint', async () => {
    const all = await app.inject({ method: 'GET', url: '/api/category/all' });
    const first = (all.json().categories as { _id: string }[])[0]!._id;
    for (const url of ['/', `/category/${first}`]) {
      const body = (await page(url)).body;
      expect(body).not.toContain('modulepreload');
      expect(body).not.toContain('type="module"');
      const named = /<meta name="app-after-paint" content="([^"]+)" \/>/.exec(body)?.[1];
      expect(named?.split(' ')).toEqual(['/assets/index-1.js', '/assets/react-1.js']);
      expect(body.indexOf('app-after-paint')).toBeLessThan(body.indexOf('</head>'));
    }
    // A painted page that loads on first visit names its own code after the app's.
    const cart = (await page('/cart')).body;
    expect(cart).not.toContain('modulepreload');
    const named = /<meta name="app-after-paint" content="([^"]+)" \/>/.exec(cart)?.[1];
    expect(named?.split(' ')).toEqual([
      '/assets/index-1.js',
      '/assets/react-1.js',
      '/assets/cart-page-1.js',
      '/assets/bill-1.js',
    ]);
  });

  it('answers 404 for an address that is none of the shop’s pages, still with the app', async () => {
    const unknown = await page('/no-such-page?x=1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('<div id="root">');
    expect((await page('/cart')).statusCode).toBe(200);
    expect((await page('/')).statusCode).toBe(200);
  });
});
