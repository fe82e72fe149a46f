import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { distanceKm } from './distance';
import { storeSettings } from './store.table';

export interface Place {
  lat: number;
  lon: number;
}

/** Where the store is (its settings), or null before it is set up. */
export async function storePlace(db: DbOrTx): Promise<Place | null> {
  const [row] = await db
    .select({ lat: storeSettings.lat, lon: storeSettings.lon })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  return row ?? null;
}

/** Straight-line km from the store to a point, to the metre; null when either is unknown. */
export function kmFromStore(store: Place | null, point: Place | null | undefined): number | null {
  if (!store || !point) return null;
  return Math.round(distanceKm(store, point) * 1000) / 1000;
}
