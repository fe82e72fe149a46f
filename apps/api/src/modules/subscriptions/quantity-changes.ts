import { sql, type SQL } from 'drizzle-orm';
import type { MilkQuantityChange } from './subscriptions.table';

export type { MilkQuantityChange };

/**
 * A subscription's daily quantity over its bill (docs/product/rules.md#milk-subscriptions): its
 * own quantity and price until the first change, then each change's from its `from` on. The
 * same rule twice: in code for one subscription, in SQL for the rows a run writes.
 */

/** What one day of the bill is: the option delivered, its price, and what the bill paid for it. */
export interface MilkDayPlan {
  quantity: string;
  pricePaise: number;
  paidPricePaise: number;
}

interface Planned {
  quantity: string;
  pricePaise: number;
  quantityChanges: readonly MilkQuantityChange[];
}

/** The last change with `from` on or before `date`, else null. */
export const changeOn = (
  changes: readonly MilkQuantityChange[],
  date: string,
): MilkQuantityChange | null =>
  changes.reduce<MilkQuantityChange | null>(
    (found, c) => (c.from <= date && (!found || c.from >= found.from) ? c : found),
    null,
  );

/** The quantity, price and paid price in effect on `date`. */
export function dayPlanOn(row: Planned, date: string): MilkDayPlan {
  const change = changeOn(row.quantityChanges, date);
  return change
    ? {
        quantity: change.quantity,
        pricePaise: change.pricePaise,
        paidPricePaise: change.paidPricePaise,
      }
    : { quantity: row.quantity, pricePaise: row.pricePaise, paidPricePaise: row.pricePaise };
}

/** The latest change (the one with the greatest `from`), or null. */
export const lastChange = (changes: readonly MilkQuantityChange[]): MilkQuantityChange | null =>
  changes.reduce<MilkQuantityChange | null>((a, c) => (!a || c.from > a.from ? c : a), null);

/** The change in effect on a date, over `s` (subscriptions): a jsonb value or null. */
const changeOnSql = (date: SQL) => sql`(select c from jsonb_array_elements(s.quantity_changes) c
  where (c->>'from')::date <= ${date} order by (c->>'from')::date desc limit 1)`;

/** `dayPlanOn` as SQL over `s`, for the rows of a date (`milk-day-rows.ts`). */
export const dayPlanSql = (date: SQL) => {
  const change = changeOnSql(date);
  const quantity = sql`coalesce(${change}->>'quantity', s.quantity)`;
  const pricePaise = sql`coalesce((${change}->>'pricePaise')::int, s.price_paise)`;
  const paidPricePaise = sql`coalesce((${change}->>'paidPricePaise')::int, s.price_paise)`;
  return {
    quantity,
    pricePaise,
    paidPricePaise,
    /** The paid price when it is above the delivered one (a lowered quantity), else null. */
    paidAbove: sql`nullif(greatest(${paidPricePaise}, ${pricePaise}), ${pricePaise})`,
  };
};
