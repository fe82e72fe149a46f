/** The pages the page benchmarks measure: home, the first category, a search and the cart. */
export async function shopPages(base) {
  const { categories } = await (await fetch(`${base}/api/category/all`)).json();
  return {
    home: '/',
    category: `/category/${categories[0]._id}`,
    search: '/?q=paneer',
    cart: '/cart',
  };
}
