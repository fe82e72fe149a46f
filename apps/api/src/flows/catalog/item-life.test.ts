import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newOrderId, type ItemCreateInput, type OpsItem } from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { opsKit, shopItems } from '../../../test/ops-kit';
import { orderKit } from '../../../test/order-kit';
import { ITEM_RETIRED_MESSAGE } from './items';

// Monday 11:00 in Bengaluru: the shop takes orders.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app } = shop;
const kit = await orderKit(app);
const { shopper, ops, recordsOf, shopCategories } = await opsKit(shop, sender, '95400000');
const fruits = (await shopCategories()).find((c) => c.name === 'Fruits');

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

describe('an item over its life', () => {
  it('retire an item: out of the shop and the checkout, kept for the console, restored at will', async () => {
    const order = (await kit.place(shopper)) as { _id: string };
    const res = await ops('POST', `/items/${kit.plain._id}/retire`);
    expect(res.json().item).toMatchObject({ retired: true });
    expect((await ops('POST', `/items/${kit.plain._id}/retire`)).json().item.retired).toBe(true);
    expect(await recordsOf(kit.plain._id, 'item.retired')).toEqual([
      expect.objectContaining({ before: { retired: false }, after: { retired: true } }),
    ]);
    expect((await shopItems(app)).some((i) => i._id === kit.plain._id)).toBe(false);
    const retiredList = (await ops('GET', '/items?retired=true')).json().items as OpsItem[];
    expect(retiredList.map((i) => i._id)).toContain(kit.plain._id);
    expect(
      ((await ops('GET', '/items')).json().items as OpsItem[]).some((i) => i._id === kit.plain._id),
    ).toBe(false);

    const checkout = await app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: shopper.headers,
      payload: {
        orderId: newOrderId(1797000000000, randomUUID()),
        cartItems: [{ itemId: kit.plain._id, isVarient: false, variantName: null, quantity: 1 }],
        totalAmount: 1000,
        deliveryType: 'PICK_UP',
        paymentMethod: 'COD',
        redeemedCoins: 0,
        estimatedTimePickUp: '2026-11-24T09:30:00+05:30',
      },
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().message).toContain(kit.plain.name);

    const edit = await put(kit.plain._id, { price: 1 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(ITEM_RETIRED_MESSAGE);
    const read = await app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: shopper.headers,
    });
    expect(read.json().order.cartItems[0].name).toBe(kit.plain.name);

    expect((await ops('POST', `/items/${kit.plain._id}/restore`)).json().item.retired).toBe(false);
    await ops('POST', `/items/${kit.plain._id}/restore`);
    expect(await recordsOf(kit.plain._id, 'item.restored')).toHaveLength(1);
    expect((await shopItems(app)).some((i) => i._id === kit.plain._id)).toBe(true);
  });

  it('apply two changes of one item at the same instant one after the other', async () => {
    const item = await create({ discountPrice: 0 });
    const [a, b] = await Promise.all([
      put(item._id, { price: 510, description: 'First' }),
      put(item._id, { price: 520, name: 'Mango box (large)' }),
    ]);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    const records = await recordsOf(item._id, 'item.updated');
    expect(records).toHaveLength(2);
    const first = records.find((r) => r.before!.price === 499)!;
    const second = records.find((r) => r !== first)!;
    expect(second.before!.price).toBe(first.after!.price);
    const final = (await ops('GET', `/items?q=${encodeURIComponent('mango box')}`)).json()
      .items as OpsItem[];
    const now = final.find((i) => i._id === item._id)!;
    // Both changes landed: the later price, and each one's other field.
    expect(now.price).toBe(second.after!.price);
    expect(now).toMatchObject({ description: 'First', name: 'Mango box (large)' });
  });
});
