import { asc, eq } from 'drizzle-orm';
import { toRupees, type CheckRadiusResponse, type StoreConfig } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { distanceKm } from './distance';
import { milkPriceOptions, storeSettings } from './store.table';

async function settings(db: DbOrTx) {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  if (!row) throw new AppError('INTERNAL', 'The store is not set up yet.');
  return row;
}

export async function getStoreConfig(db: DbOrTx): Promise<StoreConfig> {
  const [store, options] = await Promise.all([
    settings(db),
    db.select().from(milkPriceOptions).orderBy(asc(milkPriceOptions.position)),
  ]);
  return {
    milkPriceSubscription: Object.fromEntries(options.map((o) => [o.key, toRupees(o.pricePaise)])),
    store: {
      name: store.name,
      phone: store.phone,
      whatsapp: store.whatsapp,
      lat: store.lat,
      lon: store.lon,
      radiusKm: store.radiusKm,
      upiId: store.upiId,
      upiName: store.upiName,
    },
  };
}

/** Dairy is sold only within the delivery radius, measured as the crow flies from the store. */
export async function checkRadius(
  db: DbOrTx,
  point: { lat: number; lon: number },
): Promise<CheckRadiusResponse> {
  const store = await settings(db);
  const km = distanceKm(store, point);
  return { withinRange: km <= store.radiusKm, distanceKm: Math.round(km * 100) / 100 };
}
