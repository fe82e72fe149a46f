import { describe, expect, it } from 'vitest';
import type { Item } from '@grofresh/contracts';
import { createTestShop } from '../../../test/harness';

const { app } = await createTestShop();

/** What the shopper sees for a term: the search the web app makes (available items, 50). */
const searched = async (term: string): Promise<string[]> => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/items/all?availability=true&name=${encodeURIComponent(term)}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: Item[] }).items.map((i) => i.name);
};

/**
 * Real shoppers' searches on the demo store: what they meant, first and in this order, and
 * what must not appear at all (docs/decisions.md#foundations, Search).
 */
const queries: [term: string, first: string[], never: string[]][] = [
  // Milk is the drink, not a chocolate made with it.
  ['milk', ['Toned Milk', 'Full Cream Milk', 'A2 Desi Cow Milk'], []],
  ['doodh', ['Toned Milk'], []],
  ['paneer', ['Malai Paneer', 'Low Fat Paneer', 'Fresh Paneer Cubes', 'Frozen Paneer Tikka'], []],
  // A typo still finds paneer, and only paneer.
  [
    'panner',
    ['Malai Paneer', 'Low Fat Paneer'],
    ['Aam Panna Concentrate', 'Baby Diaper Pants (Medium)'],
  ],
  ['panir', ['Malai Paneer'], ['Aam Panna Concentrate']],
  ['atta', ['Multigrain Atta', 'Whole Wheat Chakki Atta'], []],
  ['aata', ['Multigrain Atta', 'Whole Wheat Chakki Atta'], []],
  ['dahi', ['Fresh Dahi'], []],
  ['curd', ['Fresh Dahi'], ['Carrot (Gajar)']],
  ['tomato', ['Hybrid Tomato', 'Tomato Ketchup'], []],
  ['tamatar', ['Hybrid Tomato'], []],
  ['eggs', ['Desi Brown Eggs', 'Farm Fresh White Eggs'], []],
  ['egg', ['Desi Brown Eggs', 'Farm Fresh White Eggs'], ['Sandal Bath Soap']],
  ['anda', ['Desi Brown Eggs', 'Farm Fresh White Eggs'], []],
  ['bread', ['Brown Bread', 'Multigrain Bread', 'White Sandwich Bread'], []],
  ['butter', ['Salted Butter', 'Crunchy Peanut Butter'], []],
  [
    'rice',
    ['Brown Rice', 'Sona Masoori Rice', 'Premium Basmati Rice', 'Rice Bran Oil'],
    ['Rose Sharbat'],
  ],
  ['chawal', ['Brown Rice', 'Sona Masoori Rice', 'Premium Basmati Rice'], []],
  [
    'dal',
    ['Toor Dal', 'Chana Dal', 'Moong Dal', 'Masoor Dal', 'Urad Dal (Split)'],
    ['Til (Sesame) Oil'],
  ],
  // Cooking oils before hair and massage oils; never potatoes, which only sound like it (Aloo).
  ['oil', ['Rice Bran Oil', 'Pure Coconut Oil'], ['Potato (Aloo)', 'Aloo Bhujia']],
  ['sugar', ['Refined Sugar'], []],
  ['cheeni', ['Refined Sugar'], []],
  ['salt', ['Iodised Salt'], []],
  ['ghee', ['Buffalo Ghee', 'Desi Cow Ghee'], []],
  ['tea', ['Premium Assam Tea'], []],
  ['chai', ['Masala Chai Tea Bags'], []],
  ['coffee', ['Cold Coffee', 'Instant Coffee', 'Filter Coffee Powder'], []],
  ['aloo', ['Potato (Aloo)'], []],
  ['potato', ['Potato (Aloo)', 'Sweet Potato (Shakarkandi)'], []],
  ['onion', ['Onion (Pyaz)'], []],
  ['banana', ['Robusta Banana', 'Yelakki Banana', 'Kerala Banana Chips'], []],
  ['mango', ['Safeda Mango'], []],
  // A category's name finds its items when no name holds the word.
  ['fruits', ['Kiwi', 'Kinnow', 'Papaya'], ['Mixed Fruit Juice']],
  ['vegetables', ['Sweet Corn', 'Green Chilli', 'Onion (Pyaz)'], []],
  ['chocolate', ['Fruit & Nut Chocolate', 'Dark Chocolate Bar', 'Milk Chocolate Bar'], []],
  ['chips', ['Cheese Nacho Chips', 'Kerala Banana Chips', 'Masala Potato Chips'], []],
  ['biscuit', ['Khari Biscuit', 'Marie Biscuits', 'Glucose Biscuits'], []],
  ['chiken', ['Chicken Keema', 'Chicken Curry Cut', 'Boneless Chicken Breast'], []],
  ['chocolte', ['Dark Chocolate Bar', 'Milk Chocolate Bar'], []],
  ['malai paneer', ['Malai Paneer'], ['Low Fat Paneer']],
  ['soap', ['Baby Soap', 'Sandal Bath Soap', 'Neem Tulsi Bath Soap'], []],
  ['honey', ['Pure Honey'], []],
];

describe('what shoppers meant comes first', () => {
  it.each(queries)("'%s' lists %j first", async (term, first, never) => {
    const names = await searched(term);
    expect(names.slice(0, first.length)).toEqual(first);
    expect(names.filter((name) => never.includes(name))).toEqual([]);
  });

  it('lists the milks before the chocolate named after milk, and whole words before fragments', async () => {
    const names = await searched('milk');
    const chocolate = names.indexOf('Milk Chocolate Bar');
    expect(chocolate).toBeGreaterThan(0);
    expect(names.slice(0, chocolate).every((n) => / Milk$/.test(n))).toBe(true);
    expect(names.indexOf('Chocolate Milkshake')).toBeGreaterThan(chocolate);
    // A word inside another ('Sandal' for 'dal') comes after every dal and the rest of its shelf.
    const dal = await searched('dal');
    expect(dal.at(-1)).toBe('Sandal Bath Soap');
  });
});
