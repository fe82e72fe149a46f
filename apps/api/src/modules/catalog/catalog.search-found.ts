import { sql } from 'drizzle-orm';
import type { Item } from '@grofresh/contracts';
import { toItem } from './catalog.sql';
import { itemCategories, items, itemVariants } from './catalog.table';
import type { UnitStock } from './stock-shown';
import { stockUnits } from './stock.table';

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
  /** The item's own stock: null when not counted (or sold in sizes). */
  stock: UnitStock | null;
  /** [value, price, discount price] in paise and the size's stock, in the item's order. */
  sizes: [string, number, number, UnitStock | null][];
  categoryIds: string[];
}

/** An item's shown columns, named as `foundObject` reads them from a row source `found`. */
export const foundColumns = sql`${items.id} as id, ${items.name} as name,
  ${items.description} as description, ${items.image} as image,
  ${items.pricePaise} as "pricePaise", ${items.discountPricePaise} as "discountPricePaise",
  ${items.isVariant} as "isVariant", ${items.available} as available`;

/** A counted unit's stock as JSON, null when not counted (a left join's missing row too). */
const unitStock = sql`case when ${stockUnits.counted}
  then json_build_array(${stockUnits.onHand}, ${stockUnits.lowAt}) end`;

/**
 * A `FoundItem` as one JSON object, with its sizes, categories and stock (read here, once the
 * page is chosen, docs/product/rules.md#stock).
 */
export const foundObject = sql`json_build_object('id', id, 'name', name,
  'description', description, 'image', image, 'pricePaise', "pricePaise",
  'discountPricePaise', "discountPricePaise", 'isVariant', "isVariant", 'available', available,
  'stock', (select ${unitStock} from ${stockUnits}
    where ${stockUnits.itemId} = found.id and ${stockUnits.variant} = ''),
  'sizes', (select coalesce(json_agg(json_build_array(${itemVariants.value},
      ${itemVariants.pricePaise}, ${itemVariants.discountPricePaise}, ${unitStock})
      order by ${itemVariants.position}, ${itemVariants.value}), '[]')
    from ${itemVariants} left join ${stockUnits} on ${stockUnits.itemId} = ${itemVariants.itemId}
      and ${stockUnits.variant} = ${itemVariants.value}
    where ${itemVariants.itemId} = found.id),
  'categoryIds', array(select ${itemCategories.categoryId} from ${itemCategories}
    where ${itemCategories.itemId} = found.id order by ${itemCategories.categoryId}))`;

/** The item a shopper sees, from its `FoundItem`. */
export const fromFound = (found: FoundItem): Item =>
  toItem(
    found,
    found.sizes.map(([value, pricePaise, discountPricePaise, stock]) => ({
      value,
      pricePaise,
      discountPricePaise,
      stock,
    })),
    found.categoryIds,
  );
