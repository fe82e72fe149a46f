import {
  DELIVERY_RADIUS_DEFAULT_KM,
  GOODWILL_DEFAULTS,
  goodwillMessages,
  gstMessages,
  INVOICE_SETTINGS_DEFAULTS,
  stateMatchesGstin,
  type StoreSettings,
  type StoreSettingsBody,
} from '@grofresh/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { changedFields, recordActivity, type Actor } from '../../modules/activity/activity.service';
import {
  createStoreSettings,
  findStoreSettings,
  getStoreSettings,
  saveStoreSettings,
} from '../../modules/store/store.service';

/**
 * An admin replaces the shop's settings: saved with the milk options in one transaction, with
 * one activity record holding only what changed. Saving the same values again records nothing.
 * On a new store (no settings yet) the first save sets it up, recorded as set from nothing.
 */
export async function updateStoreSettings(
  db: Db,
  request: { settings: StoreSettingsBody; actor: Actor; now: Date },
): Promise<{ message: string; settings: StoreSettings }> {
  return db.transaction(async (tx) => {
    const subject = { type: 'store', id: 'store', label: request.settings.name } as const;
    let before = await findStoreSettings(tx, { forUpdate: true });
    if (!before) {
      const settings = withLimits(request.settings, {
        ...GOODWILL_DEFAULTS,
        ...INVOICE_SETTINGS_DEFAULTS,
        deliveryRadiusKm: DELIVERY_RADIUS_DEFAULT_KM,
        servedPincodes: [],
        autoApproveMilk: false,
      });
      if (await createStoreSettings(tx, settings)) {
        await recordActivity(tx, {
          actor: request.actor,
          action: 'store.updated',
          subject,
          before: null,
          after: settings,
          at: request.now,
        });
        return { message: 'Your store is set up', settings: await getStoreSettings(tx) };
      }
      // A first save racing this one made the row meanwhile: edit theirs like any other save.
      before = await getStoreSettings(tx, { forUpdate: true });
    }
    const settings = withLimits(request.settings, before);
    const changes = changedFields(before, settings);
    if (!changes) return { message: 'Nothing changed', settings: before };
    await saveStoreSettings(tx, settings);
    await recordActivity(tx, {
      actor: request.actor,
      action: 'store.updated',
      subject,
      ...changes,
      at: request.now,
    });
    return { message: 'Store settings saved', settings: await getStoreSettings(tx) };
  });
}

type Kept = Pick<
  StoreSettings,
  | 'goodwillAdminAbove'
  | 'goodwillDailyCap'
  | 'legalName'
  | 'gstin'
  | 'stateCode'
  | 'coinsOnInvoice'
  | 'deliveryRadiusKm'
  | 'servedPincodes'
  | 'autoApproveMilk'
>;

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { fields: [{ field: `body.${field}`, message }] });

/**
 * The body's goodwill limits, invoice settings and delivery area, or those the store has where the body leaves
 * them out (a client from before them), in order (the admin threshold not above the daily cap)
 * and agreeing (the state code is the GSTIN's first two digits, docs/product/rules.md#gst-invoices).
 */
function withLimits(body: StoreSettingsBody, kept: Kept): StoreSettings {
  const settings = {
    ...body,
    goodwillAdminAbove: body.goodwillAdminAbove ?? kept.goodwillAdminAbove,
    goodwillDailyCap: body.goodwillDailyCap ?? kept.goodwillDailyCap,
    legalName: body.legalName ?? kept.legalName,
    gstin: body.gstin === undefined ? kept.gstin : body.gstin,
    stateCode: body.stateCode === undefined ? kept.stateCode : body.stateCode,
    coinsOnInvoice: body.coinsOnInvoice ?? kept.coinsOnInvoice,
    deliveryRadiusKm: body.deliveryRadiusKm ?? kept.deliveryRadiusKm,
    servedPincodes: body.servedPincodes ?? kept.servedPincodes,
    autoApproveMilk: body.autoApproveMilk ?? kept.autoApproveMilk,
  };
  if (settings.goodwillAdminAbove > settings.goodwillDailyCap) {
    throw refuse('goodwillAdminAbove', goodwillMessages.adminAboveCap);
  }
  if (!stateMatchesGstin(settings)) throw refuse('stateCode', gstMessages.stateOfGstin);
  return settings;
}
