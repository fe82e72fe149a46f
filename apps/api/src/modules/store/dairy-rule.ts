import {
  dairyRefusalMessage,
  type Address,
  type Coordinates,
  type DairyRefusalDetails,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { checkRadius, getStoreSettings } from './store.service';

/**
 * Dairy is sold only inside the delivery radius (docs/product/rules.md#dairy). Orders and milk
 * subscriptions share this rule: dairy goes to the address's pin when it has one, else to where the
 * shopper's device was checked (the point sent to check-radius), and that point must be inside the
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

/**
 * Refuses an order whose dairy lines (`PricedItem.dairy`, named as the catalog names them, in
 * cart order) cannot reach the point: 422 DAIRY_OUT_OF_RANGE naming them; none, nothing to check.
 */
export async function ensureDairyReaches(
  tx: DbOrTx,
  dairyNames: readonly string[],
  point: Coordinates | null,
): Promise<void> {
  if (dairyNames.length === 0) return;
  const verdict = await dairyReaches(tx, point);
  if (verdict.withinRange) return;
  const { radiusKm } = await getStoreSettings(tx);
  const items = [...new Set(dairyNames)];
  const details: DairyRefusalDetails = { reason: verdict.reason!, items, radiusKm };
  throw new AppError('DAIRY_OUT_OF_RANGE', dairyRefusalMessage(details), details);
}
