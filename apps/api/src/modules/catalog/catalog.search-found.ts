import { sql, type SQL } from 'drizzle-orm';
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

/** A `FoundItem` as one JSON object, of the row source `found` and its three other parts. */
const foundAs = (stock: SQL, sizes: SQL, categoryIds: SQL) => sql`json_build_object(
  'id', found.id, 'name', found.name, 'description', found.description, 'image', found.image,
  'pricePaise', found."pricePaise", 'discountPricePaise', found."discountPricePaise",
  'isVariant', found."isVariant", 'available', found.available,
  'stock', ${stock}, 'sizes', ${sizes}, 'categoryIds', ${categoryIds})`;

/**
 * A `FoundItem` as one JSON object, with its sizes, categories and stock (read here, once the
 * page is chosen, docs/product/rules.md#stock).
 */
export const foundObject = foundAs(
  sql`(select ${unitStock} from ${stockUnits}
    where ${stockUnits.itemId} = found.id and ${stockUnits.variant} = '')`,
  sql`(select coalesce(json_agg(json_build_array(${itemVariants.value},
      ${itemVariants.pricePaise}, ${itemVariants.discountPricePaise}, ${unitStock})
      order by ${itemVariants.position}, ${itemVariants.value}), '[]')
    from ${itemVariants} left join ${stockUnits} on ${stockUnits.itemId} = ${itemVariants.itemId}
      and ${stockUnits.variant} = ${itemVariants.value}
    where ${itemVariants.itemId} = found.id)`,
  sql`array(select ${itemCategories.categoryId} from ${itemCategories}
    where ${itemCategories.itemId} = found.id order by ${itemCategories.categoryId})`,
);

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

/**
 * Every live item as `foundObject` has it, with its sound codes, in the database's order of
 * name and id: the search index's copy of the catalog (catalog.search-index.ts). Each item's
 * stock, sizes and categories are gathered once for all items, not looked up item by item as a
 * page of found items does: at 100,000 items the statement takes 1.5 s instead of 2.2-2.6 s
 * (bench/results/search-goals.md). A size's stock is still looked up by its key, so a plan
 * made on stale statistics (stock counts just imported) cannot turn the join into a slow one.
 */
export const everyFound = sql`
  with own_stock as (select ${stockUnits.itemId} as item_id, ${unitStock} as stock
      from ${stockUnits} where ${stockUnits.variant} = ''),
    item_sizes as (select ${itemVariants.itemId} as item_id, json_agg(json_build_array(
        ${itemVariants.value}, ${itemVariants.pricePaise}, ${itemVariants.discountPricePaise},
        (select ${unitStock} from ${stockUnits} where ${stockUnits.itemId} = ${itemVariants.itemId}
          and ${stockUnits.variant} = ${itemVariants.value}))
        order by ${itemVariants.position}, ${itemVariants.value}) as sizes
      from ${itemVariants} group by ${itemVariants.itemId}),
    category_ids as (select ${itemCategories.itemId} as item_id,
        array_agg(${itemCategories.categoryId} order by ${itemCategories.categoryId}) as ids
      from ${itemCategories} group by ${itemCategories.itemId})
  select coalesce(json_agg(json_build_array(${foundAs(
    sql`own_stock.stock`,
    sql`coalesce(item_sizes.sizes, '[]')`,
    sql`coalesce(category_ids.ids, '{}')`,
  )}, found.sounds) order by found.name, found.id), '[]') as found
  from (select ${foundColumns}, ${items.nameSounds} as sounds from ${items}
      where ${items.retiredAt} is null) as found
    left join own_stock on own_stock.item_id = found.id
    left join item_sizes on item_sizes.item_id = found.id
    left join category_ids on category_ids.item_id = found.id`;
