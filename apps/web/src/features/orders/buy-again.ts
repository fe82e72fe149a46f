import {
  linePrice,
  toPaise,
  toRupees,
  type Item,
  type OrderLine,
  type Variant,
} from '@grofresh/contracts';
import { unitStock } from '@/lib/unit-stock';

/** A line to put in the cart (the cart's own `addLines` shape). */
export interface LineToAdd {
  item: Item;
  variant: Variant | null;
  quantity: number;
}

/** An earlier line as the shopper knows it: its name and size. */
export interface LineName {
  name: string;
  variantName: string | null;
}

export interface BuyAgainPlan {
  add: LineToAdd[];
  /** Lines not added: unavailable or sold out, no longer sold, or no longer in that size. */
  unavailable: LineName[];
  /** Lines added at a unit price other than the one paid, in rupees. */
  repriced: (LineName & { was: number; now: number })[];
}

const unitPaise = (priced: { price: number; discountPrice: number }) =>
  linePrice({ price: toPaise(priced.price), discountPrice: toPaise(priced.discountPrice) }, 1);

/** Today's copy of the line's size, undefined when the item cannot be sold as it was. */
function sizeToday(line: OrderLine, item: Item | undefined): Variant | null | undefined {
  if (!item?.availability) return undefined;
  if (line.variantName === null) return item.isVarient ? undefined : null;
  if (!item.isVarient) return undefined;
  return item.variants.find((v) => v.value === line.variantName);
}

/** Today's size of the line when it can be bought now (in stock), else undefined. */
function sellableToday(line: OrderLine, item: Item | undefined): Variant | null | undefined {
  const size = sizeToday(line, item);
  return item && size !== undefined && unitStock(item, size).inStock ? size : undefined;
}

/**
 * 'Buy again': an earlier order's lines against today's copy of their items (available or
 * not, as `items/all?ids=` answers). Each line that can still be bought is added at today's
 * price, in the quantity ordered; the shopper is told which were left out and which cost
 * something else now.
 */
export function planBuyAgain(lines: OrderLine[], today: Item[]): BuyAgainPlan {
  const byId = new Map(today.map((item) => [item._id, item]));
  const plan: BuyAgainPlan = { add: [], unavailable: [], repriced: [] };
  for (const line of lines) {
    const named = { name: line.name, variantName: line.variantName };
    const item = byId.get(line.itemId._id);
    const variant = sellableToday(line, item);
    if (!item || variant === undefined) {
      plan.unavailable.push(named);
      continue;
    }
    plan.add.push({ item, variant, quantity: line.quantity });
    const was = unitPaise(line);
    const now = unitPaise(variant ?? item);
    if (was !== now) plan.repriced.push({ ...named, was: toRupees(was), now: toRupees(now) });
  }
  return plan;
}

/** The item ids to ask about, once each. */
export const itemIdsOf = (lines: OrderLine[]): string[] => [
  ...new Set(lines.map((line) => line.itemId._id)),
];

/** A line's name as the shop shows it: "Toned Milk · 1 L". */
export const lineLabel = ({ name, variantName }: LineName): string =>
  variantName ? `${name} · ${variantName}` : name;
