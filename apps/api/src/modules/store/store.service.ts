import { asc, eq } from 'drizzle-orm';
import {
  clockOfMinutes,
  minutesOfDay,
  toPaise,
  toRupees,
  type CheckRadiusResponse,
  type PickUpHours,
  type StoreConfig,
  type StoreSettings,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { distanceKm } from './distance';
import { milkPriceOptions, storeSettings } from './store.table';

type SettingsRow = typeof storeSettings.$inferSelect;

async function settingsRow(db: DbOrTx, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('INTERNAL', 'The store is not set up yet.');
  return row;
}

const hoursOf = (row: SettingsRow): PickUpHours => ({
  opens: clockOfMinutes(row.pickUpOpensMinute),
  closes: clockOfMinutes(row.pickUpClosesMinute),
});

const milkOptions = (db: DbOrTx) =>
  db.select().from(milkPriceOptions).orderBy(asc(milkPriceOptions.position));

/** GET /store/get-config (kept by the catalog cache until the settings change). */
export async function getStoreConfig(db: DbOrTx): Promise<StoreConfig> {
  const [store, options] = await Promise.all([settingsRow(db), milkOptions(db)]);
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
      address: store.address,
      pickUpHours: hoursOf(store),
    },
  };
}

/** When the store hands over pick-ups now. */
export async function pickUpHours(db: DbOrTx): Promise<PickUpHours> {
  return hoursOf(await settingsRow(db));
}

/** The settings as the console edits them. `forUpdate` locks them until the transaction ends. */
export async function getStoreSettings(
  db: DbOrTx,
  options: { forUpdate?: boolean } = {},
): Promise<StoreSettings> {
  const [row, options_] = await Promise.all([settingsRow(db, options), milkOptions(db)]);
  return {
    name: row.name,
    phone: row.phone,
    whatsapp: row.whatsapp,
    address: row.address,
    lat: row.lat,
    lon: row.lon,
    radiusKm: row.radiusKm,
    upiId: row.upiId,
    upiName: row.upiName,
    milkOptions: options_.map((o) => ({ key: o.key, price: toRupees(o.pricePaise) })),
    pickUpHours: hoursOf(row),
  };
}

/** Replaces the settings and the milk options together. Call inside a transaction. */
export async function saveStoreSettings(tx: DbOrTx, settings: StoreSettings): Promise<void> {
  const { milkOptions: options, pickUpHours: hours, ...shop } = settings;
  await tx
    .update(storeSettings)
    .set({
      ...shop,
      pickUpOpensMinute: minutesOfDay(hours.opens),
      pickUpClosesMinute: minutesOfDay(hours.closes),
    })
    .where(eq(storeSettings.id, 1));
  await tx.delete(milkPriceOptions);
  await tx
    .insert(milkPriceOptions)
    .values(options.map((o, position) => ({ key: o.key, pricePaise: toPaise(o.price), position })));
}

/** Dairy is sold only within the delivery radius, measured as the crow flies from the store. */
export async function checkRadius(
  db: DbOrTx,
  point: { lat: number; lon: number },
): Promise<CheckRadiusResponse> {
  const store = await settingsRow(db);
  const km = distanceKm(store, point);
  return { withinRange: km <= store.radiusKm, distanceKm: Math.round(km * 100) / 100 };
}
