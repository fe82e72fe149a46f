import type { StoreSettings } from '@grofresh/contracts';
import type { Db } from '../db/database';
import { changedFields, recordActivity, type Actor } from '../modules/activity/activity.service';
import { getStoreSettings, saveStoreSettings } from '../modules/store/store.service';

/**
 * An admin replaces the shop's settings: saved with the milk options in one transaction, with
 * one activity record holding only what changed. Saving the same values again records nothing.
 */
export async function updateStoreSettings(
  db: Db,
  request: { settings: StoreSettings; actor: Actor; now: Date },
): Promise<{ message: string; settings: StoreSettings }> {
  return db.transaction(async (tx) => {
    const before = await getStoreSettings(tx, { forUpdate: true });
    const changes = changedFields(before, request.settings);
    if (!changes) return { message: 'Nothing changed', settings: before };
    await saveStoreSettings(tx, request.settings);
    await recordActivity(tx, {
      actor: request.actor,
      action: 'store.updated',
      subject: { type: 'store', id: 'store', label: request.settings.name },
      ...changes,
      at: request.now,
    });
    return { message: 'Store settings saved', settings: await getStoreSettings(tx) };
  });
}
