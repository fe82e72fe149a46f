import { describe, expect, it } from 'vitest';
import type { Category, Item } from '@grofresh/contracts';
import { createTestShop } from '../../../test/harness';

const { app } = await createTestShop();

const getItems = async (query: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/items/all${query}` });
  return { res, items: (res.json() as { items: Item[] }).items };
};

const getCategories = async (): Promise<Category[]> =>
  (await app.inject({ method: 'GET', url: '/api/category/all' })).json().categories;

describe('GET /api/items/all', () => {
  it('lists the seeded items with prices in rupees, variants and categories', async () => {
    const { res, items } = await getItems('');
    expect(res.statusCode).toBe(200);
    expect(items.length).toBeGreaterThanOrEqual(150);
    const variantItem = items.find((i) => i.isVarient);
    expect(variantItem?.variants.length).toBeGreaterThanOrEqual(2);
    for (const v of variantItem!.variants) expect(v.price).toBeGreaterThan(0);
    const discounted = items.find((i) => i.discountPrice > 0);
    expect(discounted!.discountPrice).toBeLessThan(discounted!.price);
    for (const item of items) {
      expect(item.category.length).toBeGreaterThan(0);
      expect(item.image).toMatch(/^\/media\//);
    }
  });

  it('filters by availability', async () => {
    const available = await getItems('?availability=true');
    const unavailable = await getItems('?availability=false');
    const all = await getItems('');
    expect(available.items.every((i) => i.availability)).toBe(true);
    expect(unavailable.items.length).toBeGreaterThan(0);
    expect(unavailable.items.every((i) => !i.availability)).toBe(true);
    expect(available.items.length + unavailable.items.length).toBe(all.items.length);
  });

  it('honours limit and refuses limits outside 1..1000', async () => {
    expect((await getItems('?limit=5')).items).toHaveLength(5);
    for (const limit of ['0', '1001', 'abc', '-3', '2.5']) {
      const { res } = await getItems(`?limit=${limit}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
  });

  it('refuses an availability that is not true or false', async () => {
    const { res } = await getItems('?availability=yes');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('lists only the items of a category', async () => {
    const dairy = (await getCategories()).find((c) => c.name === 'Dairy products')!;
    const { items } = await getItems(`?categoryId=${dairy._id}&availability=true`);
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.every((i) => i.category.includes(dairy._id))).toBe(true);
  });

  it('reads the items named by ids, available or not, ignoring unknown ids', async () => {
    const unavailable = (await getItems('?availability=false')).items[0]!;
    const available = (await getItems('?availability=true&limit=1')).items[0]!;
    const unknown = '7f1c2a52-52b5-4c1e-9d36-000000000000';
    const { res, items } = await getItems(
      `?ids=${available._id},${unavailable._id},${unknown},not-an-id,${available._id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(items.map((i) => i._id).sort()).toEqual([available._id, unavailable._id].sort());
    expect(items.find((i) => i._id === unavailable._id)?.availability).toBe(false);
    expect((await getItems(`?ids=${unavailable._id}&availability=true`)).items).toEqual([]);
    expect((await getItems('?ids=not-an-id')).items).toEqual([]);
    const tooMany = Array.from({ length: 101 }, (_, n) => `id${n}`).join(',');
    expect((await getItems(`?ids=${tooMany}`)).res.statusCode).toBe(400);
  });

  it('answers an empty list for a category that does not exist', async () => {
    expect((await getItems('?categoryId=7f1c2a52-52b5-4c1e-9d36-000000000000')).items).toEqual([]);
    expect((await getItems('?categoryId=not-an-id')).items).toEqual([]);
  });

  describe('search', () => {
    it('finds paneer, trimmed and ignoring case, best match first', async () => {
      const { items } = await getItems(`?name=${encodeURIComponent('  PANEER  ')}`);
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items[0]!.name.toLowerCase()).toContain('paneer');
      const plain = await getItems('?name=paneer');
      expect(plain.items.map((i) => i._id)).toEqual(items.map((i) => i._id));
    });

    it('matches inside words', async () => {
      const { items } = await getItems('?name=aneer');
      expect(items.some((i) => i.name.toLowerCase().includes('paneer'))).toBe(true);
    });

    it("forgives small typos: 'panner' finds paneer, 'chocolte' finds chocolate", async () => {
      const paneer = await getItems('?name=panner');
      expect(paneer.items[0]!.name.toLowerCase()).toContain('paneer');
      const chocolate = await getItems('?name=chocolte');
      expect(chocolate.items[0]!.name.toLowerCase()).toContain('chocolate');
    });

    it.each(['chips', 'chocolate', 'milk'])('finds %s', async (term) => {
      const { items } = await getItems(`?name=${term}&availability=true`);
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items[0]!.name.toLowerCase()).toContain(term);
    });

    it('finds nothing for nonsense and treats % and _ as plain characters', async () => {
      expect((await getItems('?name=xqzvwk')).items).toEqual([]);
      expect((await getItems(`?name=${encodeURIComponent('%')}`)).items).toEqual([]);
      expect((await getItems(`?name=${encodeURIComponent('_')}`)).items).toEqual([]);
    });

    it('treats a blank term as no search', async () => {
      const blank = await getItems('?name=%20%20&limit=20');
      const none = await getItems('?limit=20');
      expect(blank.items.map((i) => i._id)).toEqual(none.items.map((i) => i._id));
    });

    it('refuses a term longer than 100 characters', async () => {
      const { res } = await getItems(`?name=${'a'.repeat(101)}`);
      expect(res.statusCode).toBe(400);
    });
  });
});

describe('categories', () => {
  it('lists every category sorted by name, Dairy products among them', async () => {
    const categories = await getCategories();
    expect(categories.length).toBeGreaterThanOrEqual(12);
    const names = categories.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names).toContain('Dairy products');
  });

  it('reads one category by id', async () => {
    const [first] = await getCategories();
    const res = await app.inject({ method: 'GET', url: `/api/category/${first!._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);
  });

  it.each(['7f1c2a52-52b5-4c1e-9d36-000000000000', 'nope'])(
    'answers 404 with a message for unknown id %s',
    async (id) => {
      const res = await app.inject({ method: 'GET', url: `/api/category/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'Category not found',
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
    },
  );
});

describe('GET /api/banners/all', () => {
  it('lists banners whose images the shop serves itself', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/banners/all' });
    const { banners } = res.json() as { banners: { imageUrl: string; alt: string }[] };
    expect(banners.length).toBeGreaterThanOrEqual(3);
    const image = await app.inject({ method: 'GET', url: banners[0]!.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
  });
});
