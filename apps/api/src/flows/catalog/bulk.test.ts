import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OpsItem } from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { opsKit, shopItems } from '../../../test/ops-kit';
import { scalePaise } from './bulk';

const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app } = shop;
const { ops, recordsOf, shopCategories } = await opsKit(shop, sender, '95100000');

const opsItems = async (query: string): Promise<OpsItem[]> =>
  (await ops('GET', `/items${query}`)).json().items;
const withVariants = (await opsItems('')).filter((i) => i.isVarient).slice(0, 2);
const plain = (await opsItems('?availability=true')).filter((i) => !i.isVarient).slice(0, 3);

describe('bulk changes', () => {
  it('round each price to the nearest paisa', () => {
    expect(scalePaise(9999, 10)).toBe(10999); // 109.989 → 109.99
    expect(scalePaise(4550, -12.5)).toBe(3981); // 39.8125 → 39.81
    expect(scalePaise(5, -90)).toBe(1); // 0.5 paisa rounds up
    expect(scalePaise(100, 0.01)).toBe(100);
  });

  it('change prices and variants by a percent, all in one answer, one record per item', async () => {
    const chosen = [...plain.slice(0, 2), ...withVariants];
    const res = await ops('POST', '/items/bulk', {
      ids: chosen.map((i) => i._id),
      pricePercent: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('4 items updated');
    const after = res.json().items as OpsItem[];
    after.forEach((item, i) => {
      const was = chosen[i]!;
      const up = (rupees: number) => scalePaise(Math.round(rupees * 100), 10) / 100;
      expect(item.price).toBe(up(was.price));
      expect(item.discountPrice).toBe(up(was.discountPrice));
      expect(item.variants).toEqual(
        was.variants.map((v) => ({
          value: v.value,
          price: up(v.price),
          discountPrice: up(v.discountPrice),
          inStock: true,
        })),
      );
    });
    // The record keeps what staff edit of each size, not its stock.
    const edited = (variants: OpsItem['variants']) =>
      variants.map(({ value, price, discountPrice }) => ({ value, price, discountPrice }));
    const records = await recordsOf(withVariants[0]!._id, 'item.updated');
    expect(records).toHaveLength(1);
    expect(records[0]!.before!.variants).toEqual(edited(withVariants[0]!.variants));
    expect(records[0]!.after!.variants).toEqual(edited(after[2]!.variants));
    const shown = (await shopItems(app)).find((i) => i._id === chosen[0]!._id)!;
    expect(shown.price).toBe(after[0]!.price);
  });

  it('set availability, recording only the items that changed', async () => {
    const [a, b] = plain;
    await ops('POST', '/items/bulk', { ids: [a!._id], isAvailable: false });
    const res = await ops('POST', '/items/bulk', { ids: [a!._id, b!._id], isAvailable: false });
    expect(res.json().message).toBe('1 item updated');
    expect(res.json().items.map((i: OpsItem) => i.availability)).toEqual([false, false]);
    const availabilityRecords = async (id: string) =>
      (await recordsOf(id, 'item.updated')).filter((r) => 'isAvailable' in r.after!);
    expect(await availabilityRecords(a!._id)).toHaveLength(1);
    expect(await availabilityRecords(b!._id)).toEqual([
      expect.objectContaining({ before: { isAvailable: true }, after: { isAvailable: false } }),
    ]);
    await ops('POST', '/items/bulk', { ids: [a!._id, b!._id], isAvailable: true });
  });

  it('change nothing when one id is unknown or retired, and say which', async () => {
    const retired = plain[2]!;
    await ops('POST', `/items/${retired._id}/retire`);
    const unknown = randomUUID();
    const before = await opsItems('');
    const res = await ops('POST', '/items/bulk', {
      ids: [plain[0]!._id, unknown, retired._id, 'junk'],
      pricePercent: -20,
      isAvailable: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().details.ids).toEqual([unknown, retired._id, 'junk']);
    expect(res.json().message).toContain('3 of the chosen items are unknown or retired');
    expect(await opsItems('')).toEqual(before);
    await ops('POST', `/items/${retired._id}/restore`);
  });

  it('refuse a cut that would take a price to ₹0, changing nothing', async () => {
    const cheap = (
      await ops('POST', '/items', {
        name: 'Tamarind candy',
        image: '/media/emoji/candy.svg',
        price: 0.04,
        category: [(await shopCategories())[0]!._id],
      })
    ).json().item as OpsItem;
    const res = await ops('POST', '/items/bulk', {
      ids: [plain[0]!._id, cheap._id],
      pricePercent: -90,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Tamarind candy: the price would come down to ₹0; nothing changed',
    );
    expect((await opsItems('?q=tamarind'))[0]!.price).toBe(0.04);
  });

  it('check the request', async () => {
    for (const [body, message] of [
      [{ ids: [] }, 'Select at least one item'],
      [{ ids: [plain[0]!._id] }, 'Choose availability or a price change'],
      [{ ids: [plain[0]!._id], pricePercent: -95 }, 'Prices can come down by at most 90%'],
      [{ ids: Array.from({ length: 501 }, () => randomUUID()), isAvailable: true }, 'At most 500'],
    ] as const) {
      const res = await ops('POST', '/items/bulk', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});
