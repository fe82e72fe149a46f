import { DAIRY_CATEGORY_NAME, type Category, type Item } from '@grofresh/contracts';

/**
 * The dairy rule (docs/product/rules.md#dairy): the 'Dairy products' category and its items are
 * hidden unless the shopper's location is inside the delivery range. An item filed under dairy and
 * another category (ghee, lassi) is still a dairy item: it needs the cold chain, so it is hidden
 * everywhere.
 */
export const dairyCategoryIds = (categories: readonly Category[]): Set<string> =>
  new Set(categories.filter((c) => c.name === DAIRY_CATEGORY_NAME).map((c) => c._id));

export const visibleCategories = (
  categories: readonly Category[],
  dairyEligible: boolean,
): Category[] =>
  dairyEligible ? [...categories] : categories.filter((c) => c.name !== DAIRY_CATEGORY_NAME);

export const visibleItems = (
  items: readonly Item[],
  categories: readonly Category[],
  dairyEligible: boolean,
): Item[] => {
  if (dairyEligible) return [...items];
  const dairy = dairyCategoryIds(categories);
  return items.filter((item) => !item.category.some((id) => dairy.has(id)));
};
