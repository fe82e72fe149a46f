import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { milkDeliveries, subscriptions } from './subscriptions.table';

/** Whether the shopper has a milk subscription still live (waiting, active or paused). */
export async function hasLiveSubscription(tx: DbOrTx, userId: string): Promise<boolean> {
  const [live] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['ACTIVE', 'INACTIVE', 'PENDING']),
      ),
    )
    .limit(1);
  return live !== undefined;
}

/**
 * Account deletion: the address copies on the shopper's subscriptions and milk days go. A
 * subscription keeps its bill, and its address copy only its kind (the column is required).
 */
export async function eraseUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(subscriptions)
    .set({
      addressId: null,
      address: sql`jsonb_build_object(
        '_id', ${subscriptions.address}->>'_id', 'type', ${subscriptions.address}->>'type',
        'flat', '', 'floor', '', 'locality', '', 'landmark', '', 'city', '', 'zip', '',
        'name', '', 'phone', '')`,
    })
    .where(eq(subscriptions.userId, userId));
  await tx
    .update(milkDeliveries)
    .set({ name: '', phone: '', address: '', locality: '' })
    .where(eq(milkDeliveries.userId, userId));
}
