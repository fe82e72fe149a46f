import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { items, itemVariants } from './catalog.table';

export interface NewPrices {
  id: string;
  available: boolean;
  pricePaise: number;
  discountPricePaise: number;
  variants: { value: string; pricePaise: number; discountPricePaise: number }[];
}

/**
 * Writes many items' availability and prices in two statements (items, then variants), each
 * joining the new values passed as arrays: no statement per item.
 */
export async function writeBulk(tx: DbOrTx, rows: NewPrices[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  const col = <T>(pick: (r: NewPrices) => T) => sql.param(rows.map(pick));
  await tx.execute(sql`
    update ${items} set
      available = v.available,
      price_paise = v.price,
      discount_price_paise = v.discount,
      updated_at = ${now}
    from unnest(
      ${col((r) => r.id)}::uuid[],
      ${col((r) => r.available)}::boolean[],
      ${col((r) => r.pricePaise)}::int[],
      ${col((r) => r.discountPricePaise)}::int[]
    ) as v(id, available, price, discount)
    where ${items.id} = v.id`);
  const variants = rows.flatMap((r) => r.variants.map((v) => ({ id: r.id, ...v })));
  if (variants.length === 0) return;
  await tx.execute(sql`
    update ${itemVariants} set
      price_paise = v.price,
      discount_price_paise = v.discount
    from unnest(
      ${sql.param(variants.map((v) => v.id))}::uuid[],
      ${sql.param(variants.map((v) => v.value))}::text[],
      ${sql.param(variants.map((v) => v.pricePaise))}::int[],
      ${sql.param(variants.map((v) => v.discountPricePaise))}::int[]
    ) as v(item_id, value, price, discount)
    where ${itemVariants.itemId} = v.item_id and ${itemVariants.value} = v.value`);
}
