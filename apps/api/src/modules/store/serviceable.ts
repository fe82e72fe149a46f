import {
  deliveryAreaMessages,
  type Address,
  type CheckServiceableResponse,
  type Coordinates,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findDeliveryArea, isDeliverable, type Whereabouts } from './delivery-area';
import { distanceKm } from './distance';
import { getStoreSettings, storeNotSetUp } from './store.service';

/** The refusal of home delivery to a place outside the area: 422 NOT_SERVICEABLE. */
export const notServiceable = () =>
  new AppError('NOT_SERVICEABLE', deliveryAreaMessages.notServiceable);

/** Whether the store delivers to each place (a saved address's `deliverable`), in order. */
export async function deliverableEach(
  db: DbOrTx,
  places: readonly Whereabouts[],
): Promise<boolean[]> {
  if (places.length === 0) return [];
  // A place with neither a pin nor a pincode has nothing to check: no read for it (an order to
  // such an address costs no round trip more than before the store had an area).
  const unchecked = (place: Whereabouts) => !place.location && !place.zip?.trim();
  if (places.every(unchecked)) return places.map(() => true);
  const area = await findDeliveryArea(db);
  return places.map((place) => unchecked(place) || (!!area && isDeliverable(area, place)));
}

/**
 * Refuses home delivery to an address outside the area (docs/product/rules.md#delivery-area):
 * orders/create and a card payment's start both ask this before anything is made.
 */
export async function ensureDeliverable(
  tx: DbOrTx,
  address: Pick<Address, 'location' | 'zip'>,
): Promise<void> {
  const [deliverable] = await deliverableEach(tx, [address]);
  if (!deliverable) throw notServiceable();
}

/**
 * POST /common/check-serviceable: a point is measured for home delivery and for dairy; a
 * pincode alone says only whether home delivery goes there (dairy needs a point). 422 with a
 * sentence when neither a whole point nor a pincode was sent.
 */
export async function checkServiceable(
  db: DbOrTx,
  body: { lat?: number; lon?: number; zip?: string },
): Promise<CheckServiceableResponse> {
  const point: Coordinates | null =
    body.lat !== undefined && body.lon !== undefined ? { lat: body.lat, lon: body.lon } : null;
  if (!point && !body.zip) {
    throw new AppError('VALIDATION_ERROR', deliveryAreaMessages.pointOrPincode, undefined, {
      status: 422,
    });
  }
  const area = await findDeliveryArea(db);
  if (!area) throw storeNotSetUp();
  const serviceable = isDeliverable(area, { location: point, zip: body.zip });
  if (!point) return { serviceable, dairy: false };
  const { radiusKm } = await getStoreSettings(db);
  const km = distanceKm(area, point);
  return { serviceable, dairy: km <= radiusKm, distanceKm: Math.round(km * 100) / 100 };
}
