import { describe, expect, it } from 'vitest';
import { CatalogCache, type CatalogChanges } from './catalog-cache';

/** A source of catalog news the test controls. */
function changes() {
  let listener: (news: 'changed' | 'down' | 'up') => void = () => {};
  const source: CatalogChanges = {
    onCatalog: async (l) => {
      listener = l;
    },
  };
  return { source, tell: (news: 'changed' | 'down' | 'up') => listener(news) };
}

const counter = () => {
  let calls = 0;
  return { compute: async () => ++calls, calls: () => calls };
};

describe('CatalogCache.shelf (kept searches)', () => {
  it('empties with its cache: a change anywhere in the catalog recomputes', async () => {
    const cache = new CatalogCache();
    const news = changes();
    await cache.follow(news.source);
    const shelf = cache.shelf(10);
    const { compute, calls } = counter();
    await shelf.remember('k', compute);
    await shelf.remember('k', compute);
    expect(calls()).toBe(1);
    news.tell('changed');
    expect(await shelf.remember('k', compute)).toBe(2);
    cache.invalidate(); // a staff write on this instance
    expect(await shelf.remember('k', compute)).toBe(3);
  });

  it('keeps nothing while its cache cannot hear changes', async () => {
    const cache = new CatalogCache();
    const shelf = cache.shelf(10);
    const { compute, calls } = counter();
    await shelf.remember('k', compute);
    await shelf.remember('k', compute);
    expect(calls()).toBe(2); // not following yet
    const news = changes();
    await cache.follow(news.source);
    news.tell('down');
    await shelf.remember('k', compute);
    await shelf.remember('k', compute);
    expect(calls()).toBe(4);
    news.tell('up');
    await shelf.remember('k', compute);
    await shelf.remember('k', compute);
    expect(calls()).toBe(5);
  });

  it('holds at most its own bound, least recently used out first, never crowding its cache', async () => {
    const cache = new CatalogCache();
    await cache.follow(changes().source);
    const page = counter();
    await cache.remember('home', page.compute);
    const shelf = cache.shelf(3);
    const { compute, calls } = counter();
    for (const key of ['a', 'b', 'c', 'a', 'd']) await shelf.remember(key, compute); // 'b' goes
    expect(calls()).toBe(4);
    expect(shelf.size).toBe(3);
    await shelf.remember('a', compute);
    expect(calls()).toBe(4);
    await shelf.remember('b', compute);
    expect(calls()).toBe(5);
    for (let n = 0; n < 100; n++) await shelf.remember(`term${n}`, compute);
    expect(shelf.size).toBe(3);
    await cache.remember('home', page.compute);
    expect(page.calls()).toBe(1);
  });
});
