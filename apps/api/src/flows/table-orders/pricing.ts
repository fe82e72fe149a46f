import {
  earnedCoins,
  tableOrderMessages,
  unitPrice,
  type tableOrderLineInputSchema,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { itemsForPricing, pricesFor } from '../../modules/catalog/catalog.service';
import type {
  NewTableOrderLine,
  TableOrderLineKind,
  TableOrderLineRow,
  TableOrderRow,
} from '../../modules/table-orders/table-orders.service';

/** Pricing a table order's lines and totals from the store's own catalog. */

type LineInput = z.output<typeof tableOrderLineInputSchema>;

/** An item id the catalog does not know (or not any more). */
export const ITEM_NOT_FOUND = 'An item in this order is no longer sold.';
/** A variant named for an item that comes in one size. */
export const noVariants = (name: string) => `${name} comes in one size only.`;

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { fields: [{ field, message }] });

/** A line priced from the catalog, before it has an order and a position. */
export type PricedLine = Omit<NewTableOrderLine, 'orderId' | 'position' | 'id'> & {
  kind: TableOrderLineKind;
};

/**
 * Prices the lines from the store's own catalog (the discount price when there is one:
 * docs/product/rules.md#money-and-grocoins), refusing unknown, retired and unavailable items and
 * unknown variants. The same item and variant twice in one kind becomes one line.
 */
export async function priceTableLines(
  db: DbOrTx,
  body: { dineInItems: LineInput[]; pickUpItems: LineInput[] },
): Promise<PricedLine[]> {
  const asked = [
    ...body.dineInItems.map((line, i) => ({
      line,
      kind: 'DINE_IN' as const,
      at: `dineInItems.${i}`,
    })),
    ...body.pickUpItems.map((line, i) => ({
      line,
      kind: 'PICK_UP' as const,
      at: `pickUpItems.${i}`,
    })),
  ];
  if (asked.length === 0) throw new AppError('VALIDATION_ERROR', tableOrderMessages.noLines);
  const catalog = await itemsForPricing(
    db,
    asked.map((a) => a.line.itemId),
  );
  const priced = new Map<string, PricedLine>();
  for (const { line, kind, at } of asked) {
    const item = catalog.get(line.itemId);
    if (!item) throw refuse(`${at}.itemId`, ITEM_NOT_FOUND);
    if (!item.available)
      throw refuse(`${at}.itemId`, tableOrderMessages.itemUnavailable(item.name));
    const variantName = line.variantName?.trim() || null;
    const prices = pricesFor(item, variantName);
    if (!prices) {
      throw refuse(
        `${at}.variantName`,
        item.isVariant ? tableOrderMessages.variantUnknown(item.name) : noVariants(item.name),
      );
    }
    const unit = unitPrice({ price: prices.pricePaise, discountPrice: prices.discountPricePaise });
    const key = `${kind}|${item.id}|${variantName ?? ''}`;
    const same = priced.get(key);
    const quantity = (same?.quantity ?? 0) + line.quantity;
    priced.set(key, {
      kind,
      itemId: item.id,
      name: item.name,
      image: item.image,
      variantName,
      unitPricePaise: unit,
      quantity,
      lineTotalPaise: unit * quantity,
    });
  }
  return [...priced.values()];
}

type Totals = Pick<
  TableOrderRow,
  'dineInTotalPaise' | 'pickUpTotalPaise' | 'totalPaise' | 'earnedCoins'
>;

export function totalsOf(lines: Pick<TableOrderLineRow, 'kind' | 'lineTotalPaise'>[]): Totals {
  const sumOf = (kind: TableOrderLineKind) =>
    lines.filter((l) => l.kind === kind).reduce((sum, l) => sum + l.lineTotalPaise, 0);
  const dineIn = sumOf('DINE_IN');
  const pickUp = sumOf('PICK_UP');
  return {
    dineInTotalPaise: dineIn,
    pickUpTotalPaise: pickUp,
    totalPaise: dineIn + pickUp,
    earnedCoins: earnedCoins(dineIn + pickUp),
  };
}
