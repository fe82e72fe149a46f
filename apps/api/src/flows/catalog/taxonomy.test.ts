import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OpsBanner, OpsCategory, OpsItem } from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { opsKit } from '../../../test/ops-kit';

const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app } = shop;
const { shopper, ops, recordsOf, shopCategories } = await opsKit(shop, sender, '95300000');

const opsItems = async (query: string): Promise<OpsItem[]> =>
  (await ops('GET', `/items${query}`)).json().items;
const categories = async (): Promise<OpsCategory[]> =>
  (await ops('GET', '/categories')).json().categories;

describe('categories', () => {
  const create = (name: string) =>
    ops('POST', '/categories', { name, image: '/media/emoji/bread.svg' });

  it('list every category with how many items it holds', async () => {
    const list = await categories();
    const dairy = list.find((c) => c.name === 'Dairy products')!;
    const inDairy = await opsItems(`?categoryId=${dairy._id}`);
    expect(dairy).toMatchObject({ retired: false, itemCount: inDairy.length });
    expect(list.map((c) => c.name)).toEqual((await shopCategories()).map((c) => c.name));
  });

  it('are named once, ignoring case, even when two are created at the same instant', async () => {
    const [a, b] = await Promise.all([create('Bakery'), create('bakery')]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    const refused = a!.statusCode === 409 ? a! : b!;
    expect(refused.json()).toMatchObject({ code: 'CONFLICT' });
    expect(refused.json().message).toMatch(/^A category called (Bakery|bakery) already exists$/);
    const created = (a!.statusCode === 201 ? a! : b!).json().category as OpsCategory;
    expect(created).toMatchObject({ itemCount: 0, retired: false });
    expect((await recordsOf(created._id, 'category.created'))[0]).toMatchObject({
      before: null,
      after: { name: created.name, image: '/media/emoji/bread.svg' },
    });
    const renamed = await ops('PUT', `/categories/${created._id}`, { name: 'FRUITS' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('A category called Fruits already exists');
    expect((await create('B')).json().message).toContain(
      'Give the category a name of at least 2 letters',
    );
  });

  it('change and record only what changed', async () => {
    const id = (await create('Snacks & sweets')).json().category._id;
    const res = await ops('PUT', `/categories/${id}`, {
      name: 'Sweets',
      image: '/media/emoji/bread.svg',
    });
    expect(res.json().category.name).toBe('Sweets');
    expect(await recordsOf(id, 'category.updated')).toEqual([
      expect.objectContaining({ before: { name: 'Snacks & sweets' }, after: { name: 'Sweets' } }),
    ]);
    expect((await ops('PUT', `/categories/${randomUUID()}`, { name: 'X y' })).statusCode).toBe(404);
  });

  it('retired leave the shop: not listed, 404 on their page, not for new items', async () => {
    const fruits = (await categories()).find((c) => c.name === 'Fruits')!;
    const res = await ops('POST', `/categories/${fruits._id}/retire`);
    expect(res.json().category).toMatchObject({ retired: true });
    await ops('POST', `/categories/${fruits._id}/retire`);
    expect(await recordsOf(fruits._id, 'category.retired')).toHaveLength(1);
    expect((await shopCategories()).some((c) => c._id === fruits._id)).toBe(false);
    const page = await app.inject({ method: 'GET', url: `/api/category/${fruits._id}` });
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe('Category not found');
    const item = await ops('POST', '/items', {
      name: 'Kiwi',
      image: '/media/emoji/kiwi-fruit.svg',
      price: 60,
      category: [fruits._id],
    });
    expect(item.statusCode).toBe(400);
    // A sentence, with no field path (docs/product.md, Messages).
    expect(item.json().message).toMatch(/^Pick categories that are in the shop/);
    expect(item.json().message).not.toContain('body');
    // An item filed under it before keeps it when saved as it is.
    const [filed] = await opsItems(`?categoryId=${fruits._id}`);
    const kept = await ops('PUT', `/items/${filed!._id}`, { category: filed!.category });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(
      (await ops('PUT', `/categories/${fruits._id}`, { name: 'Fresh fruits' })).statusCode,
    ).toBe(409);
    expect((await categories()).find((c) => c._id === fruits._id)!.retired).toBe(true);
    await ops('POST', `/categories/${fruits._id}/restore`);
    expect((await shopCategories()).some((c) => c._id === fruits._id)).toBe(true);
  });
});

describe('banners', () => {
  const design = '/media/banner.svg?title=Mango+days&subtitle=&emoji=mango&tone=yellow';

  it('are created, changed, retired and restored, each recorded', async () => {
    const res = await ops('POST', '/banners', {
      imageUrl: design,
      alt: 'Mango days',
      position: 50,
    });
    expect(res.statusCode).toBe(201);
    const banner = res.json().banner as OpsBanner;
    expect(banner).toMatchObject({
      imageUrl: design,
      alt: 'Mango days',
      position: 50,
      retired: false,
    });
    const shopBanners = async () =>
      (await app.inject({ method: 'GET', url: '/api/banners/all' })).json().banners as OpsBanner[];
    expect((await shopBanners()).at(-1)).toEqual({
      _id: banner._id,
      imageUrl: design,
      alt: 'Mango days',
    });

    // Position 0 is shared with a seeded banner: ahead of every banner placed after 0.
    const leads = async () => {
      const shown = (await shopBanners()).map((b) => b._id);
      const listed = ((await ops('GET', '/banners')).json().banners as OpsBanner[]).filter(
        (b) => !b.retired,
      );
      expect(listed.map((b) => b._id)).toEqual(shown);
      const later = listed.findIndex((b) => b.position > 0);
      return shown.indexOf(banner._id) < later;
    };
    const moved = await ops('PUT', `/banners/${banner._id}`, { position: 0, alt: 'Mango days' });
    expect(moved.json().banner.position).toBe(0);
    expect(await leads()).toBe(true);
    expect(await recordsOf(banner._id, 'banner.updated')).toEqual([
      expect.objectContaining({ before: { position: 50 }, after: { position: 0 } }),
    ]);

    await ops('POST', `/banners/${banner._id}/retire`);
    expect((await shopBanners()).some((b) => b._id === banner._id)).toBe(false);
    const all = (await ops('GET', '/banners')).json().banners as OpsBanner[];
    expect(all.find((b) => b._id === banner._id)!.retired).toBe(true);
    expect((await ops('PUT', `/banners/${banner._id}`, { position: 1 })).statusCode).toBe(409);
    await ops('POST', `/banners/${banner._id}/restore`);
    expect(await leads()).toBe(true);
    expect(await recordsOf(banner._id)).toHaveLength(4);
  });

  it('check the picture, the description and the position', async () => {
    const cases: [object, string][] = [
      [{ imageUrl: 'https://example.com/a.png' }, 'Choose a picture'],
      [{ alt: 'ab' }, 'Describe the banner'],
      [{ position: 101 }, 'The position is at most 100'],
    ];
    for (const [change, message] of cases) {
      const res = await ops('POST', '/banners', {
        imageUrl: design,
        alt: 'Sale',
        position: 1,
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await ops('GET', '/banners', undefined, shopper)).statusCode).toBe(403);
  });
});
