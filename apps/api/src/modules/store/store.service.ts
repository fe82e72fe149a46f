import { asc, eq } from 'drizzle-orm';
import {
  clockOfMinutes,
  GOODWILL_ADMIN_ABOVE_DEFAULT,
  GOODWILL_DAILY_CAP_DEFAULT,
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
import { readAll } from '../../db/read-all';

type SettingsRow = typeof storeSettings.$inferSelect;

/**
 * What a shopper's call that needs the settings answers before an admin has set the store up
 * (a production database starts without them): 503, a code the web app recognises.
 */
export const storeNotSetUp = () =>
  new AppError('STORE_NOT_SET_UP', 'The store is not open yet: it is still being set up.');

async function findSettingsRow(db: DbOrTx, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

async function settingsRow(db: DbOrTx, options: { forUpdate?: boolean } = {}) {
  const row = await findSettingsRow(db, options);
  if (!row) throw storeNotSetUp();
  return row;
}

/** Refuses (STORE_NOT_SET_UP) until the store has its settings: nothing is sold before. */
export async function ensureStoreSetUp(db: DbOrTx): Promise<void> {
  await settingsRow(db);
}

const hoursOf = (row: SettingsRow): PickUpHours => ({
  opens: clockOfMinutes(row.pickUpOpensMinute),
  closes: clockOfMinutes(row.pickUpClosesMinute),
});

const milkOptions = (db: DbOrTx) =>
  db.select().from(milkPriceOptions).orderBy(asc(milkPriceOptions.position));

/** GET /store/get-config (kept by the catalog cache until the settings change). */
export async function getStoreConfig(db: DbOrTx): Promise<StoreConfig> {
  const [store, options] = await readAll(
    db,
    () => settingsRow(db),
    () => milkOptions(db),
  );
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
  const settings = await findStoreSettings(db, options);
  if (!settings) throw storeNotSetUp();
  return settings;
}

/** `getStoreSettings`, or null before the store is set up. */
export async function findStoreSettings(
  db: DbOrTx,
  options: { forUpdate?: boolean } = {},
): Promise<StoreSettings | null> {
  const [row, options_] = await readAll(
    db,
    () => findSettingsRow(db, options),
    () => milkOptions(db),
  );
  if (!row) return null;
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
    goodwillAdminAbove: row.goodwillAdminAbove,
    goodwillDailyCap: row.goodwillDailyCap,
    legalName: row.legalName,
    gstin: row.gstin,
    stateCode: row.stateCode,
    coinsOnInvoice: row.coinsOnInvoice,
    deliveryRadiusKm: row.deliveryRadiusKm,
    servedPincodes: row.servedPincodes,
    autoApproveMilk: row.autoApproveMilk,
  };
}

/**
 * The store's goodwill limits (docs/decisions.md#complaints). A store not yet set up has
 * the columns' defaults: staff may answer complaints before the first save.
 */
export async function goodwillSettings(
  db: DbOrTx,
): Promise<{ adminAbove: number; dailyCap: number }> {
  const [row] = await db
    .select({
      adminAbove: storeSettings.goodwillAdminAbove,
      dailyCap: storeSettings.goodwillDailyCap,
    })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  return row ?? { adminAbove: GOODWILL_ADMIN_ABOVE_DEFAULT, dailyCap: GOODWILL_DAILY_CAP_DEFAULT };
}

/**
 * Whether a milk bill paid in full online approves its PENDING subscription by itself
 * (docs/product/rules.md#milk-subscriptions); a store not yet set up does not.
 */
export async function autoApprovesMilk(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ on: storeSettings.autoApproveMilk })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  return row?.on ?? false;
}

const rowOf = (settings: StoreSettings) => {
  const { milkOptions: _options, pickUpHours: hours, ...shop } = settings;
  return {
    ...shop,
    pickUpOpensMinute: minutesOfDay(hours.opens),
    pickUpClosesMinute: minutesOfDay(hours.closes),
  };
};

async function replaceMilkOptions(tx: DbOrTx, options: StoreSettings['milkOptions']) {
  await tx.delete(milkPriceOptions);
  await tx
    .insert(milkPriceOptions)
    .values(options.map((o, position) => ({ key: o.key, pricePaise: toPaise(o.price), position })));
}

/** Replaces the settings and the milk options together. Call inside a transaction. */
export async function saveStoreSettings(tx: DbOrTx, settings: StoreSettings): Promise<void> {
  await tx.update(storeSettings).set(rowOf(settings)).where(eq(storeSettings.id, 1));
  await replaceMilkOptions(tx, settings.milkOptions);
}

/**
 * The first save: makes the single row (id 1) and the milk options, true when this call made
 * it. A concurrent first save waits on the row's key until this one commits and then makes
 * nothing (false), so there is never a second row. Call inside a transaction.
 */
export async function createStoreSettings(tx: DbOrTx, settings: StoreSettings): Promise<boolean> {
  const made = await tx
    .insert(storeSettings)
    .values({ id: 1, ...rowOf(settings) })
    .onConflictDoNothing({ target: storeSettings.id })
    .returning({ id: storeSettings.id });
  if (made.length === 0) return false;
  await replaceMilkOptions(tx, settings.milkOptions);
  return true;
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
