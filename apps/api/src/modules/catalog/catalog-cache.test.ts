import { describe, expect, it } from 'vitest';
import { CatalogCache, type CatalogChanges } from './catalog-cache';

/** The database's notices, told by hand. */
function changes() {
  let tell: (news: 'changed' | 'down' | 'up') => void = () => {};
  const source: CatalogChanges = {
    onCatalog: async (listener) => void (tell = listener),
  };
  return { source, tell: (news: 'changed' | 'down' | 'up') => tell(news) };
}

const counter = () => {
  let calls = 0;
  return { compute: async () => ++calls, calls: () => calls };
};

describe('CatalogCache', () => {
  it('computes once per catalog version, and again after a change', async () => {
    const cache = new CatalogCache();
    const news = changes();
    await cache.follow(news.source);
    const { compute, calls } = counter();
    expect(await cache.remember('k', compute)).toBe(1);
    expect(await cache.remember('k', compute)).toBe(1);
    news.tell('changed');
    expect(await cache.remember('k', compute)).toBe(2);
    expect(calls()).toBe(2);
  });

  it('never keeps a value whose computation overlapped a change', async () => {
    const cache = new CatalogCache();
    const news = changes();
    await cache.follow(news.source);
    let finish: (value: string) => void = () => {};
    const stale = cache.remember('k', () => new Promise<string>((r) => (finish = r)));
    news.tell('changed'); // committed while the read was in flight
    finish('old');
    expect(await stale).toBe('old');
    expect(await cache.remember('k', async () => 'new')).toBe('new');
  });

  it('keeps nothing before it follows the changes or while cut off from them', async () => {
    const cache = new CatalogCache();
    const { compute, calls } = counter();
    await cache.remember('k', compute);
    await cache.remember('k', compute);
    expect(calls()).toBe(2);

    const news = changes();
    await cache.follow(news.source);
    news.tell('down');
    await cache.remember('k', compute);
    await cache.remember('k', compute);
    expect(calls()).toBe(4);
    news.tell('up');
    await cache.remember('k', compute);
    await cache.remember('k', compute);
    expect(calls()).toBe(5);
  });

  it('shares one computation between concurrent misses and forgets a failure', async () => {
    const cache = new CatalogCache();
    await cache.follow(changes().source);
    const { compute, calls } = counter();
    await Promise.all([cache.remember('k', compute), cache.remember('k', compute)]);
    expect(calls()).toBe(1);
    await expect(
      cache.remember('bad', async () => Promise.reject(new Error('no'))),
    ).rejects.toThrow();
    expect(await cache.remember('bad', async () => 'fine')).toBe('fine');
  });
});
