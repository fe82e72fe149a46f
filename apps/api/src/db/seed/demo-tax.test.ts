import { describe, expect, it } from 'vitest';
import { GST_RATES, HSN_PATTERN } from '@grofresh/contracts';
import { demoItems } from './demo-catalog';
import { demoTaxOf } from './demo-tax';

// docs/product/rules.md#gst-invoices: the demo catalog's plausible codes and rates.
describe("the demo catalog's tax data", () => {
  it('gives every item an HSN code of 4 digits and a slab rate', () => {
    for (const item of demoItems) {
      const { hsn, gstRate } = demoTaxOf(item);
      expect(hsn, item.name).toMatch(HSN_PATTERN);
      expect(GST_RATES, item.name).toContain(gstRate);
    }
  });

  it.each([
    ['Toned Milk', '0401', 0],
    ['Robusta Banana', '0803', 0],
    ['Onion (Pyaz)', '0703', 0],
    ['Farm Fresh White Eggs', '0407', 0],
    ['Whole Wheat Chakki Atta', '1101', 5],
    ['Desi Cow Ghee', '0405', 5],
    ['Premium Assam Tea', '0902', 5],
    ['Marie Biscuits', '1905', 5],
    ['Detergent Powder', '3402', 18],
    ['Cola Soft Drink', '2202', 40],
    ['Cheese Nacho Chips', '2005', 5],
    ['Cream & Onion Potato Chips', '2005', 5],
    ['Crunchy Peanut Butter', '2008', 5],
    ['Ready to Eat Dal Makhani', '2106', 5],
    ['Coconut Water', '2202', 5],
    ['Chocolate Chip Cookies', '1905', 5],
    ['Chocolate Malt Health Drink', '1901', 5],
    ['Surmai Steaks', '0302', 0],
    ['Sandal Bath Soap', '3401', 5],
    ['Khatta Meetha Namkeen', '2106', 5],
  ])('%s: HSN %s at %d %%', (name, hsn, gstRate) => {
    const item = demoItems.find((i) => i.name === name)!;
    expect(demoTaxOf(item)).toEqual({ hsn, gstRate });
  });
});
