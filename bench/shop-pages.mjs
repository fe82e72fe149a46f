/**
 * The pages the page benchmarks measure: home, the first category, a search and the cart;
 * BENCH_PAGES (say `cart` or `home,search`) keeps some of them.
 */
export async function shopPages(base) {
  const { categories } = await (await fetch(`${base}/api/category/all`)).json();
  const pages = {
    home: '/',
    category: `/category/${categories[0]._id}`,
    search: '/?q=paneer',
    cart: '/cart',
  };
  const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  if (!only) return pages;
  const unknown = only.filter((name) => !(name in pages));
  if (unknown.length) throw new Error(`BENCH_PAGES: no page ${unknown.join(', ')}`);
  return Object.fromEntries(Object.entries(pages).filter(([name]) => only.includes(name)));
}
