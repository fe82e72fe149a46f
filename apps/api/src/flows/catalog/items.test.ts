import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_MESSAGE,
  IMAGE_MESSAGE,
  OPS_ITEMS_PAGE,
  type ItemCreateInput,
  type OpsItem,
} from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { opsKit, shopItems } from '../../../test/ops-kit';
import { orderKit } from '../../../test/order-kit';
import { setRole } from '../../modules/users/users.service';
import { CATEGORY_UNUSABLE_MESSAGE } from './items';

// Monday 11:00 in Bengaluru: the shop takes orders.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app } = shop;
const kit = await orderKit(app);
const { staff, shopper, ops, recordsOf, shopCategories } = await opsKit(shop, sender, '95000000');
const [fruits, vegetables] = (await shopCategories()).filter((c) =>
  ['Fruits', 'Vegetables'].includes(c.name),
);

const basket: ItemCreateInput = {
  name: 'Alphonso mango box',
  description: 'Six ripe mangoes from Ratnagiri',
  image: '/media/emoji/mango.svg',
  price: 499,
  discountPrice: 449,
  category: [fruits!._id],
};
const create = async (change: Partial<ItemCreateInput> = {}) => {
  const res = await ops('POST', '/items', { ...basket, ...change });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item as OpsItem;
};
const put = (id: string, payload: object) => ops('PUT', `/items/${id}`, payload);

describe('the console item calls', () => {
  it('are for staff only', async () => {
    expect((await ops('GET', '/items', undefined, null)).statusCode).toBe(401);
    const refused = await ops('POST', '/items', basket, shopper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This is for store staff only.');
    expect((await ops('GET', '/items', undefined, staff)).statusCode).toBe(200);
  });

  it('list items A-Z by part of the name, category and availability, with the total', async () => {
    const all = (await ops('GET', '/items')).json();
    expect(all.total).toBeGreaterThan(OPS_ITEMS_PAGE);
    expect(all.items).toHaveLength(OPS_ITEMS_PAGE);
    const names = all.items.map((i: OpsItem) => i.name.toLowerCase());
    expect(names.slice(0, 5)).toEqual([...names.slice(0, 5)].sort());
    expect(names[0] < names.at(-1)).toBe(true);
    const milk = (await ops('GET', '/items?q=MILK')).json();
    expect(milk.total).toBeGreaterThan(0);
    expect(milk.items.every((i: OpsItem) => /milk/i.test(i.name))).toBe(true);
    expect((await ops('GET', '/items?q=%25')).json().total).toBe(0);
    const inFruits = (await ops('GET', `/items?categoryId=${fruits!._id}`)).json();
    expect(inFruits.items.every((i: OpsItem) => i.category.includes(fruits!._id))).toBe(true);
    expect((await ops('GET', '/items?categoryId=nope')).json()).toEqual({ items: [], total: 0 });
    const off = (await ops('GET', '/items?availability=false')).json();
    expect(off.total).toBeGreaterThan(0);
    expect(off.items.every((i: OpsItem) => !i.availability && !i.retired)).toBe(true);
  });

  it.each([
    [{ name: 'M' }, 'Give the item a name of at least 2 letters'],
    [{ price: 0 }, 'The price must be above ₹0'],
    [{ price: 10.005 }, 'The price can have at most 2 decimals'],
    [{ discountPrice: 499 }, DISCOUNT_MESSAGE],
    [{ image: 'https://example.com/x.png' }, IMAGE_MESSAGE],
    [{ category: [] }, 'Pick at least one category'],
    [{ category: [randomUUID()] }, CATEGORY_UNUSABLE_MESSAGE],
    [{ variants: [{ value: '1 kg', price: 100, discountPrice: 100 }] }, DISCOUNT_MESSAGE],
    [
      {
        variants: [
          { value: '1 kg', price: 100 },
          { value: '1 KG', price: 90 },
        ],
      },
      'Each variant needs a name of its own',
    ],
  ])('refuse to create %j with its own message', async (change, message) => {
    const res = await ops('POST', '/items', { ...basket, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json().message).toContain(message);
  });

  it('create an item the shop shows at once, recorded with its fields', async () => {
    const item = await create({ variants: [{ value: '6 pcs', price: 499, discountPrice: 449 }] });
    expect(item).toMatchObject({ ...basket, isVarient: true, availability: true, retired: false });
    expect((await shopItems(app)).some((i) => i._id === item._id)).toBe(true);
    const [record] = await recordsOf(item._id);
    expect(record).toMatchObject({
      action: 'item.created',
      actorPhone: '9500000001',
      subjectLabel: basket.name,
      before: null,
      after: {
        name: basket.name,
        price: 499,
        discountPrice: 449,
        isAvailable: true,
        category: [fruits!._id],
        variants: [{ value: '6 pcs', price: 499, discountPrice: 449 }],
      },
    });
  });

  it('change an item: the shop shows the new price on the next request, placed orders keep theirs', async () => {
    const order = await kit.place(shopper);
    const oldPrice = kit.plain.price;
    expect(kit.plain.discountPrice).toBe(0);
    const res = await put(kit.plain._id, { price: oldPrice + 10, discountPrice: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ price: oldPrice + 10, discountPrice: 0 });
    const shown = (await shopItems(app)).find((i) => i._id === kit.plain._id)!;
    expect(shown.price).toBe(oldPrice + 10);
    const placed = await app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: shopper.headers,
    });
    expect(placed.json().order.cartItems[0]).toMatchObject({
      price: oldPrice,
      discountPrice: kit.plain.discountPrice,
    });
    expect(placed.json().order.totalAmount).toBe(order.totalAmount);
    const [record] = await recordsOf(kit.plain._id, 'item.updated');
    expect(record).toMatchObject({
      before: { price: oldPrice },
      after: { price: oldPrice + 10 },
    });
    expect(Object.keys(record!.after!)).toEqual(['price']);
    // Back to the price the order kit places orders at.
    clock.advance(1000);
    expect((await put(kit.plain._id, { price: oldPrice })).statusCode).toBe(200);
  });

  it('check the discount against the resulting price when only one is sent', async () => {
    const item = await create();
    const tooHigh = await put(item._id, { discountPrice: 499 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toBe(DISCOUNT_MESSAGE);
    expect((await put(item._id, { price: 400 })).json().message).toContain(DISCOUNT_MESSAGE);
    expect((await put(item._id, { price: 450 })).statusCode).toBe(200);
    expect((await put(item._id, { category: [randomUUID()] })).json().message).toBe(
      CATEGORY_UNUSABLE_MESSAGE,
    );
  });

  it('replace variants in order and record nothing when nothing changed', async () => {
    const item = await create();
    const variants = [
      { value: '3 pcs', price: 260, discountPrice: 0 },
      { value: '12 pcs', price: 950, discountPrice: 899 },
    ];
    const saved = (
      await put(item._id, { variants, category: [vegetables!._id, fruits!._id] })
    ).json().item as OpsItem;
    expect(saved).toMatchObject({ isVarient: true, variants });
    expect([...saved.category].sort()).toEqual([fruits!._id, vegetables!._id].sort());
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(item.updatedAt).getTime(),
    );
    const again = await put(item._id, { ...basket, variants, category: saved.category });
    expect(again.json().item).toEqual(saved);
    const updates = await recordsOf(item._id, 'item.updated');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ before: { variants: [] }, after: { variants } });
    const cleared = (await put(item._id, { variants: [] })).json().item as OpsItem;
    expect(cleared).toMatchObject({ isVarient: false, variants: [] });
  });

  it('answer 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await put(id, { price: 10 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Item not found',
        requestId: expect.any(String),
      });
      expect((await ops('POST', `/items/${id}/retire`)).statusCode).toBe(404);
    }
  });
});

describe('the activity record of an item', () => {
  it('names the item’s categories, read once for the page, not as ids', async () => {
    await setRole(shop.database.db, '9500000001', 'admin');
    const item = await create({ name: 'Record mango box' });
    clock.advance(1000);
    expect((await put(item._id, { category: [vegetables!._id] })).statusCode).toBe(200);
    const res = await ops('GET', `/activity?subjectId=${item._id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { activity, names } = res.json() as {
      activity: { before: { category?: string[] } | null; after: { category?: string[] } }[];
      names: Record<string, string>;
    };
    const changed = activity.find((a) => a.before?.category)!;
    expect(changed.before!.category!.map((id) => names[id])).toEqual(['Fruits']);
    expect(changed.after.category!.map((id) => names[id])).toEqual(['Vegetables']);
  });
});
