import { eq } from 'drizzle-orm';
import type { Coordinates } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { distanceKm } from './distance';
import { storeSettings } from './store.table';

/** What decides where home delivery goes: the store's point, its radius and its pincodes. */
export interface DeliveryArea {
  lat: number;
  lon: number;
  deliveryRadiusKm: number;
  servedPincodes: readonly string[];
}

/** Where an address (or a visitor) is: its pin, else its pincode. */
export interface Whereabouts {
  location?: Coordinates | null;
  zip?: string | null;
}

/**
 * The rule (docs/product/rules.md#delivery-area), pure: a pin is measured, as the crow flies,
 * and is inside when within the radius (the radius itself included), whatever its pincode says;
 * without a pin, the pincode must be one the store serves. With neither (an address needs
 * only a flat, a locality and a name), there is nothing to check: it is taken, as every
 * address was before the store had an area, and staff see it as it is.
 */
export function isDeliverable(area: DeliveryArea, place: Whereabouts): boolean {
  if (place.location) return distanceKm(area, place.location) <= area.deliveryRadiusKm;
  const zip = place.zip?.trim();
  return !zip || area.servedPincodes.includes(zip);
}

/** The store's delivery area, or null before it is set up. */
export async function findDeliveryArea(db: DbOrTx): Promise<DeliveryArea | null> {
  const [row] = await db
    .select({
      lat: storeSettings.lat,
      lon: storeSettings.lon,
      deliveryRadiusKm: storeSettings.deliveryRadiusKm,
      servedPincodes: storeSettings.servedPincodes,
    })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  return row ?? null;
}
