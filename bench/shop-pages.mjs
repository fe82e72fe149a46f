import { signedInPages } from './signed-in-pages.mjs';

/** The page names BENCH_PAGES asks for (say `cart` or `home,search`), or undefined: all. */
const wantedPages = () => process.env.BENCH_PAGES?.split(',').map((name) => name.trim());

/** BENCH_PAGES keeps some of `pages`. */
function only(pages) {
  const names = wantedPages();
  if (!names) return pages;
  const unknown = names.filter((name) => !(name in pages));
  if (unknown.length) throw new Error(`BENCH_PAGES: no page ${unknown.join(', ')}`);
  return Object.fromEntries(Object.entries(pages).filter(([name]) => names.includes(name)));
}

/** The pages anyone sees: home, the first category, a search and the (empty) cart. */
async function openPages(base) {
  const { categories } = await (await fetch(`${base}/api/category/all`)).json();
  return {
    home: '/',
    category: `/category/${categories[0]._id}`,
    search: '/?q=paneer',
    cart: '/cart',
  };
}

/** The open pages, paths by name; BENCH_PAGES keeps some of them (bench/long-tasks.mjs). */
export async function shopPages(base) {
  return only(await openPages(base));
}

/**
 * Every page Lighthouse measures, `{ name: { path, storage?, desktop? } }`: the open pages, and
 * (unless BENCH_SIGNED_IN=0) a cart with items, the signed-in shopper's pages and the console
 * (signed-in-pages.mjs says what the shop must be started with).
 */
export async function benchPages(base, dataDir) {
  const open = Object.fromEntries(
    Object.entries(await openPages(base)).map(([name, path]) => [name, { path }]),
  );
  const needsSignIn =
    process.env.BENCH_SIGNED_IN !== '0' && wantedPages()?.some((n) => !(n in open)) !== false;
  return only(needsSignIn ? { ...open, ...(await signedInPages(base, dataDir)) } : open);
}

/**
 * `benchPages` of each shop, `{ side: pages }` for `{ side: base }` (before and after): the
 * before shop's staff member is made in BENCH_BEFORE_DATA_DIR.
 */
export async function benchPagesOf(shops) {
  return Object.fromEntries(
    await Promise.all(
      Object.entries(shops).map(async ([side, base]) => [
        side,
        await benchPages(base, side === 'before' ? process.env.BENCH_BEFORE_DATA_DIR : undefined),
      ]),
    ),
  );
}

/**
 * Writes a page's localStorage (`storage`) in `page`'s browser on the shop's /api/health, a page
 * without the app, so nothing is cached and no service worker installed.
 */
export async function writeStorage(page, base, storage) {
  await page.goto(new URL('/api/health', base).href);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
}
