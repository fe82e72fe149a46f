import { storeDate, type GoodwillLimits } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { goodwillReceivedOn } from '../../modules/coins/goodwill.service';
import { goodwillSettings } from '../../modules/store/store.service';
import { readAll } from '../../db/read-all';

/**
 * The store's goodwill limits and what this shopper may still receive on today's store date
 * (docs/decisions.md#complaints): what the credit form shows, and what a credit is checked
 * against under the shopper's ledger lock.
 */
export async function goodwillLimits(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<GoodwillLimits> {
  const [settings, received] = await readAll(
    db,
    () => goodwillSettings(db),
    () => goodwillReceivedOn(db, userId, storeDate(now)),
  );
  return { ...settings, leftToday: Math.max(0, settings.dailyCap - received) };
}
