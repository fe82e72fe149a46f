import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  DAIRY_CATEGORY_NAME,
  dairyRefusalMessage,
  type Address,
  type Coordinates,
  type DairyRefusalDetails,
} from '@grofresh/contracts';
import type { DbOrTx } from '../db/database';
import { AppError } from '../lib/app-error';
import { categories, itemCategories } from '../modules/catalog/catalog.table';
import { checkRadius, getStoreSettings } from '../modules/store/store.service';

/**
 * SPEC 1: dairy is sold only inside the delivery radius. Orders and milk subscriptions share
 * this rule: dairy goes to the address's pin when it has one, else to where the shopper's
 * device was checked (the point sent to check-radius), and that point must be inside the
 * radius, measured as check-radius measures it.
 */
export function dairyPoint(
  address: Pick<Address, 'location'> | null,
  device: Coordinates | null | undefined,
): Coordinates | null {
  return address?.location ?? device ?? null;
}

/** Whether a point is inside the store's radius; no point is not. */
export async function dairyReaches(
  tx: DbOrTx,
  point: Coordinates | null,
): Promise<{ withinRange: boolean; reason?: DairyRefusalDetails['reason'] }> {
  if (!point) return { withinRange: false, reason: 'LOCATION_NEEDED' };
  const { withinRange } = await checkRadius(tx, point);
  return withinRange ? { withinRange } : { withinRange, reason: 'OUTSIDE_RANGE' };
}

/** The ids among these items that are filed under 'Dairy products' (a live category). */
export async function dairyItemIds(tx: DbOrTx, itemIds: string[]): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ itemId: itemCategories.itemId })
    .from(itemCategories)
    .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
    .where(
      and(
        inArray(itemCategories.itemId, itemIds),
        eq(categories.name, DAIRY_CATEGORY_NAME),
        isNull(categories.retiredAt),
      ),
    );
  return new Set(rows.map((r) => r.itemId));
}

/**
 * Refuses an order whose dairy lines cannot reach the point: 422 DAIRY_OUT_OF_RANGE naming
 * them. Lines are the priced ones (catalog names, cart order); none dairy, nothing to check.
 */
export async function ensureDairyReaches(
  tx: DbOrTx,
  lines: readonly { itemId: string; name: string }[],
  point: Coordinates | null,
): Promise<void> {
  const dairy = await dairyItemIds(
    tx,
    lines.map((l) => l.itemId),
  );
  if (dairy.size === 0) return;
  const verdict = await dairyReaches(tx, point);
  if (verdict.withinRange) return;
  const names = [...new Set(lines.filter((l) => dairy.has(l.itemId)).map((l) => l.name))];
  const { radiusKm } = await getStoreSettings(tx);
  const details: DairyRefusalDetails = { reason: verdict.reason!, items: names, radiusKm };
  throw new AppError('DAIRY_OUT_OF_RANGE', dairyRefusalMessage(details), details);
}
