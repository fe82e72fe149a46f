import type { StoreSettings } from '@grofresh/contracts';
import type { Db } from '../db/database';
import { changedFields, recordActivity, type Actor } from '../modules/activity/activity.service';
import {
  createStoreSettings,
  findStoreSettings,
  getStoreSettings,
  saveStoreSettings,
} from '../modules/store/store.service';

/**
 * An admin replaces the shop's settings: saved with the milk options in one transaction, with
 * one activity record holding only what changed. Saving the same values again records nothing.
 * On a new store (no settings yet) the first save sets it up, recorded as set from nothing.
 */
export async function updateStoreSettings(
  db: Db,
  request: { settings: StoreSettings; actor: Actor; now: Date },
): Promise<{ message: string; settings: StoreSettings }> {
  return db.transaction(async (tx) => {
    const subject = { type: 'store', id: 'store', label: request.settings.name } as const;
    let before = await findStoreSettings(tx, { forUpdate: true });
    if (!before) {
      if (await createStoreSettings(tx, request.settings)) {
        await recordActivity(tx, {
          actor: request.actor,
          action: 'store.updated',
          subject,
          before: null,
          after: request.settings,
          at: request.now,
        });
        return { message: 'Your store is set up', settings: await getStoreSettings(tx) };
      }
      // A first save racing this one made the row meanwhile: edit theirs like any other save.
      before = await getStoreSettings(tx, { forUpdate: true });
    }
    const changes = changedFields(before, request.settings);
    if (!changes) return { message: 'Nothing changed', settings: before };
    await saveStoreSettings(tx, request.settings);
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
