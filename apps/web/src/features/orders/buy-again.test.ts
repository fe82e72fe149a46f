import { describe, expect, it } from 'vitest';
import type { Item, OrderLine } from '@grofresh/contracts';
import { apple, bread, milk } from '@/test/fixtures';
import { itemIdsOf, lineLabel, planBuyAgain } from './buy-again';

const lineOf = (
  item: Item,
  quantity: number,
  paid: { price: number; discountPrice: number },
  variantName: string | null = null,
): OrderLine => ({
  itemId: { _id: item._id, name: item.name, image: item.image },
  name: item.name,
  image: item.image,
  quantity,
  ...paid,
  variantName,
  lineTotal: 0,
});

// Paid then: apple ₹119.99 (as today), bread ₹40 (₹45 today), 1 L milk ₹52.50 (as today).
const order = [
  lineOf(apple, 2, { price: 130, discountPrice: 119.99 }),
  lineOf(bread, 1, { price: 40, discountPrice: 0 }),
  lineOf(milk, 3, { price: 56, discountPrice: 52.5 }, '1 L'),
];

describe("'Buy again' against today's catalog", () => {
  it('adds every line in its quantity and size when nothing changed but one price', () => {
    const plan = planBuyAgain(order, [apple, bread, milk]);
    expect(plan.add).toEqual([
      { item: apple, variant: null, quantity: 2 },
      { item: bread, variant: null, quantity: 1 },
      { item: milk, variant: milk.variants[1], quantity: 3 },
    ]);
    expect(plan.unavailable).toEqual([]);
    expect(plan.repriced).toEqual([{ name: 'Brown Bread', variantName: null, was: 40, now: 45 }]);
  });

  it('compares what was paid per unit: a discount that ended is a new price', () => {
    const noDiscount = { ...apple, discountPrice: 0 };
    const plan = planBuyAgain([order[0]!], [noDiscount]);
    expect(plan.add).toEqual([{ item: noDiscount, variant: null, quantity: 2 }]);
    expect(plan.repriced).toEqual([
      { name: 'Green Apple', variantName: null, was: 119.99, now: 130 },
    ]);
  });

  it('leaves out lines whose item is unavailable, no longer sold or no longer in that size', () => {
    const soldOut = { ...apple, availability: false };
    const withoutLitre = { ...milk, variants: [milk.variants[0]!] };
    const plan = planBuyAgain(order, [soldOut, withoutLitre]);
    expect(plan.add).toEqual([]);
    expect(plan.unavailable).toEqual([
      { name: 'Green Apple', variantName: null },
      { name: 'Brown Bread', variantName: null },
      { name: 'Toned Milk', variantName: '1 L' },
    ]);
    expect(plan.repriced).toEqual([]);
  });

  it('leaves out a line whose item changed between sized and plain', () => {
    const plainMilk: Item = { ...milk, isVarient: false, variants: [] };
    const sizedBread: Item = { ...bread, isVarient: true, variants: milk.variants };
    const plan = planBuyAgain([order[1]!, order[2]!], [plainMilk, sizedBread]);
    expect(plan.add).toEqual([]);
    expect(plan.unavailable.map(lineLabel)).toEqual(['Brown Bread', 'Toned Milk · 1 L']);
  });

  it('asks about each item once', () => {
    expect(itemIdsOf([...order, order[0]!])).toEqual([apple._id, bread._id, milk._id]);
  });
});
