import { sql } from 'drizzle-orm';
import type { Item } from '@grofresh/contracts';
import { toItem } from './catalog.sql';
import { itemCategories, items, itemVariants } from './catalog.table';

/**
 * An item as a search reads it back: its shown columns, then one JSON object with its sizes
 * and categories, then the item a shopper sees. Shared by the search's statements
 * (catalog.search.ts) and the index that copies them (catalog.search-index.ts).
 */

export interface FoundItem {
  id: string;
  name: string;
  description: string;
  image: string;
  pricePaise: number;
  discountPricePaise: number;
  isVariant: boolean;
  available: boolean;
  /** [value, price, discount price] in paise, in the item's order. */
  sizes: [string, number, number][];
  categoryIds: string[];
}

/** An item's shown columns, named as `foundObject` reads them from a row source `found`. */
export const foundColumns = sql`${items.id} as id, ${items.name} as name,
  ${items.description} as description, ${items.image} as image,
  ${items.pricePaise} as "pricePaise", ${items.discountPricePaise} as "discountPricePaise",
  ${items.isVariant} as "isVariant", ${items.available} as available`;

/** A `FoundItem` as one JSON object, with its sizes and categories. */
export const foundObject = sql`json_build_object('id', id, 'name', name,
  'description', description, 'image', image, 'pricePaise', "pricePaise",
  'discountPricePaise', "discountPricePaise", 'isVariant', "isVariant", 'available', available,
  'sizes', (select coalesce(json_agg(json_build_array(${itemVariants.value},
      ${itemVariants.pricePaise}, ${itemVariants.discountPricePaise})
      order by ${itemVariants.position}, ${itemVariants.value}), '[]')
    from ${itemVariants} where ${itemVariants.itemId} = found.id),
  'categoryIds', array(select ${itemCategories.categoryId} from ${itemCategories}
    where ${itemCategories.itemId} = found.id order by ${itemCategories.categoryId}))`;

/** The item a shopper sees, from its `FoundItem`. */
export const fromFound = (found: FoundItem): Item =>
  toItem(
    found,
    found.sizes.map(([value, pricePaise, discountPricePaise]) => ({
      value,
      pricePaise,
      discountPricePaise,
    })),
    found.categoryIds,
  );
