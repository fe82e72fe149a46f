import { PRICE_MAX, toPaise, type BulkItems, type OpsItem } from '@grofresh/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  changedFields,
  recordActivities,
  type Actor,
} from '../../modules/activity/activity.service';
import { writeBulk, type NewPrices } from '../../modules/catalog/bulk-writes.service';
import { fieldsOf } from '../../modules/catalog/item-writes.service';
import { findOpsItems, lockOpsItems } from '../../modules/catalog/ops-items.service';

const PRICE_MAX_PAISE = toPaise(PRICE_MAX);

/** A price in paise changed by a percent with at most 2 decimals, to the nearest paisa. */
export const scalePaise = (paise: number, percent: number): number =>
  Math.round((paise * (10_000 + Math.round(percent * 100))) / 10_000);

/** Why a pair of prices cannot take the change, if it cannot. */
function problemOf(pricePaise: number, discountPaise: number): string | undefined {
  if (pricePaise <= 0) return 'the price would come down to ₹0';
  if (pricePaise > PRICE_MAX_PAISE) return 'the price would go above ₹1,00,000';
  if (discountPaise === 0) return undefined;
  if (discountPaise <= 0) return 'the discount price would come down to ₹0';
  if (discountPaise >= pricePaise) return 'the discount price would no longer be below the price';
  return undefined;
}

function rowOf(item: OpsItem, available: boolean, scale: (rupees: number) => number): NewPrices {
  return {
    id: item._id,
    available,
    pricePaise: scale(item.price),
    discountPricePaise: scale(item.discountPrice),
    variants: item.variants.map((v) => ({
      value: v.value,
      pricePaise: scale(v.price),
      discountPricePaise: scale(v.discountPrice),
    })),
  };
}

function newPrices(item: OpsItem, change: BulkItems) {
  const percent = change.pricePercent;
  const scale = (rupees: number) =>
    percent === undefined ? toPaise(rupees) : scalePaise(toPaise(rupees), percent);
  const row = rowOf(item, change.isAvailable ?? item.availability, scale);
  const same = JSON.stringify(row) === JSON.stringify(rowOf(item, item.availability, toPaise));
  const problem =
    problemOf(row.pricePaise, row.discountPricePaise) ??
    row.variants
      .map((v) => problemOf(v.pricePaise, v.discountPricePaise))
      .find((p) => p !== undefined);
  return { row, same, problem: problem && `${item.name}: ${problem}` };
}

const refuse = (message: string, details: unknown) =>
  new AppError('VALIDATION_ERROR', message, details);

/**
 * Availability and/or a price change in percent for many items, all or none: the rows are
 * locked in id order (no deadlock with another bulk change), every id must be an item in the
 * shop, and no price may reach ₹0 (the change is refused rather than clamped to 1 paisa).
 */
export async function bulkUpdateItems(
  db: Db,
  request: { change: BulkItems; actor: Actor; now: Date },
): Promise<{ message: string; items: OpsItem[] }> {
  const ids = [...new Set(request.change.ids.map((id) => id.toLowerCase()))];
  return db.transaction(async (tx) => {
    const found = new Map((await lockOpsItems(tx, ids)).map((i) => [i._id, i]));
    const bad = ids.filter((id) => !found.get(id) || found.get(id)!.retired);
    if (bad.length > 0) {
      throw refuse(
        `${bad.length} of the chosen items are unknown or retired (${bad.join(', ')}); nothing changed`,
        { ids: bad },
      );
    }
    const before = ids.map((id) => found.get(id)!);
    const planned = before.map((item) => newPrices(item, request.change));
    const problems = planned.flatMap((p) => (p.problem ? [p.problem] : []));
    if (problems.length > 0) {
      const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
      throw refuse(`${problems[0]}${more}; nothing changed`, { problems });
    }
    await writeBulk(
      tx,
      planned.filter((p) => !p.same).map((p) => p.row),
      request.now,
    );
    const after = await findOpsItems(tx, ids);
    const entries = after.flatMap((item, i) => {
      const changes = changedFields(fieldsOf(before[i]!), fieldsOf(item));
      return changes
        ? [
            {
              actor: request.actor,
              action: 'item.updated' as const,
              subject: { type: 'item' as const, id: item._id, label: item.name },
              ...changes,
              at: request.now,
            },
          ]
        : [];
    });
    await recordActivities(tx, entries);
    const n = entries.length;
    return { message: `${n} item${n === 1 ? '' : 's'} updated`, items: after };
  });
}
