import type { GstRate } from '@grofresh/contracts';
import type { SeedItem } from './demo-catalog';

/**
 * Plausible HSN codes and GST rates for the demo catalog, as the slabs stand since 22 September
 * 2025 (docs/product/rules.md#gst-invoices): fresh milk, paneer, fruit, vegetables, eggs, fresh
 * meat and fish, salt and bread are exempt (0 %); packaged staples, dairy, oils, spices, tea,
 * biscuits, sweets, snacks and most personal care 5 %; detergents and cleaners 18 %; aerated
 * drinks 40 %. A demo, not tax advice: a store's owner sets its own.
 */
type Tax = { hsn: string; gstRate: GstRate };

// The first pattern the name matches decides (whole words where a name hides one: 'Chocolate'
// holds 'cola', 'Steaks' 'tea'); the category's default otherwise.
const byName: [RegExp, string, GstRate][] = [
  // Made foods named after what is in them come first ('Cheese Nacho Chips', 'Peanut Butter').
  [/chips|fries/i, '2005', 5],
  [/peanuts|makhana|peanut butter/i, '2008', 5],
  [/ready to eat/i, '2106', 5],
  [/coconut water/i, '2202', 5],
  [/hair oil/i, '3305', 5],
  [/kesar badam milk|milkshake/i, '2202', 5],
  [/^(toned|full cream|double toned|a2 desi cow|fresh buffalo) milk$/i, '0401', 0],
  [/frozen paneer/i, '2106', 5],
  [/paneer/i, '0406', 0],
  [/dahi|doi|lassi|chaas/i, '0403', 5],
  [/butter$|ghee/i, '0405', 5],
  [/cheese|khoa/i, '0406', 5],
  [/cream$/i, '0401', 5],
  [/banana/i, '0803', 0],
  [/pineapple/i, '0804', 0],
  [/apple$/i, '0808', 0],
  [/mango$/i, '0804', 0],
  [/grapes/i, '0806', 0],
  [/orange|kinnow|mosambi|lemon \(/i, '0805', 0],
  [/watermelon|papaya/i, '0807', 0],
  [/tender coconut/i, '0801', 0],
  [/onion|garlic/i, '0703', 0],
  [/^potato/i, '0701', 0],
  [/tomato$/i, '0702', 0],
  [/carrot|sweet potato/i, '0706', 0],
  [/cucumber/i, '0707', 0],
  [/frozen green peas/i, '0710', 5],
  [/green peas/i, '0708', 0],
  [/\batta\b/i, '1101', 5],
  [/rice$/i, '1006', 5],
  [/\bdal\b|rajma|chana$/i, '0713', 5],
  [/besan$/i, '1106', 5],
  [/sooji/i, '1103', 5],
  [/chilli powder|black pepper/i, '0904', 5],
  [/coriander powder|jeera/i, '0909', 5],
  [/turmeric|masala$/i, '0910', 5],
  [/hing/i, '1301', 5],
  [/salt$/i, '2501', 0],
  [/sugar|jaggery/i, '1701', 5],
  [/sunflower/i, '1512', 5],
  [/mustard oil/i, '1514', 5],
  [/groundnut/i, '1508', 5],
  [/olive/i, '1509', 5],
  [/coconut oil/i, '1513', 5],
  [/rice bran|sesame/i, '1515', 5],
  [/popcorn|poha|flakes|cereal/i, '1904', 5],
  [/chocolate (bar|gift|wafer)|fruit & nut|dark chocolate/i, '1806', 5],
  [/toffee/i, '1704', 5],
  [/bread|ladi pav/i, '1905', 0],
  [/\bcola\b|soda|energy drink/i, '2202', 40],
  [/water$/i, '2201', 5],
  [/fruit drink|juice|cold coffee/i, '2202', 5],
  [/instant coffee/i, '2101', 5],
  [/coffee/i, '0901', 5],
  [/\btea\b/i, '0902', 5],
  [/malt/i, '1901', 5],
  [/oats/i, '1104', 5],
  [/noodles/i, '1902', 5],
  [/ketchup/i, '2103', 5],
  [/jam$/i, '2007', 5],
  [/honey/i, '0409', 5],
  [/ice cream|kulfi|cone|lolly/i, '2105', 5],
  [/eggs/i, '0407', 0],
  [/chicken/i, '0207', 0],
  [/mutton/i, '0204', 0],
  [/fish|surmai/i, '0302', 0],
  [/prawns/i, '0306', 0],
  [/soap|hand wash/i, '3401', 5],
  [/toothpaste/i, '3306', 5],
  [/toothbrush/i, '9603', 5],
  [/shampoo/i, '3305', 5],
  [/lotion|face wash|wipes|massage oil/i, '3304', 18],
  [/razors/i, '8212', 18],
  [/diaper/i, '9619', 5],
  [/formula|baby cereal/i, '1901', 5],
  [/feeding bottle/i, '3924', 18],
  [/detergent|dishwash|toilet cleaner/i, '3402', 18],
  [/floor cleaner|mosquito/i, '3808', 18],
  [/sponge/i, '6805', 18],
  [/garbage bags/i, '3923', 18],
  [/broom/i, '9603', 5],
  [/kitchen towel/i, '4818', 18],
];

const byCategory: Record<string, Tax> = {
  'Dairy products': { hsn: '0401', gstRate: 0 },
  Fruits: { hsn: '0810', gstRate: 0 },
  Vegetables: { hsn: '0709', gstRate: 0 },
  'Atta, Rice & Dal': { hsn: '1102', gstRate: 5 },
  'Masala & Spices': { hsn: '0910', gstRate: 5 },
  'Oils & Ghee': { hsn: '1515', gstRate: 5 },
  'Snacks & Chips': { hsn: '2106', gstRate: 5 },
  'Chocolates & Sweets': { hsn: '2106', gstRate: 5 },
  'Bakery & Biscuits': { hsn: '1905', gstRate: 5 },
  Beverages: { hsn: '2106', gstRate: 5 },
  'Tea & Coffee': { hsn: '0902', gstRate: 5 },
  'Breakfast & Instant Food': { hsn: '2106', gstRate: 5 },
  'Frozen & Ice Cream': { hsn: '2106', gstRate: 5 },
  'Eggs, Meat & Fish': { hsn: '0407', gstRate: 0 },
  'Personal Care': { hsn: '3401', gstRate: 5 },
  'Cleaning Essentials': { hsn: '3402', gstRate: 18 },
  'Baby Care': { hsn: '3401', gstRate: 5 },
};

/** The demo item's HSN code and GST rate. */
export function demoTaxOf(item: Pick<SeedItem, 'name' | 'categories'>): Tax {
  const named = byName.find(([pattern]) => pattern.test(item.name));
  if (named) return { hsn: named[1], gstRate: named[2] };
  return byCategory[item.categories[0] ?? ''] ?? { hsn: '2106', gstRate: 18 };
}
