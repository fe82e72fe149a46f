import { sql, type SQL } from 'drizzle-orm';
import type { StaffEventType } from '@grofresh/contracts';
import type { DbOrTx } from '../db/database';

export const EVENTS_CHANNEL = 'grofresh_events';
/** Sent by the catalog tables' triggers (migration 0016) when a change commits. */
export const CATALOG_CHANNEL = 'grofresh_catalog';

/** A change as it travels between instances: what changed, its id, and whose it is. */
export interface ShopEvent {
  type: StaffEventType;
  id: string;
  /** The shopper the record belongs to, so their own stream can carry it. */
  userId?: string;
}

/**
 * Announces a change from inside the transaction that made it: PostgreSQL delivers a NOTIFY
 * only when that transaction commits, and to every instance listening, so nobody hears of a
 * change that was rolled back.
 */
export async function publishEvent(tx: DbOrTx, event: ShopEvent): Promise<void> {
  await tx.execute(sql`select ${eventNotice(event)}`);
}

/** publishEvent's call, for a statement that announces what it writes in the same round trip. */
export const eventNotice = (event: ShopEvent): SQL =>
  sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`;
