import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { openComplaintStatuses, openTableOrderStatuses, userMessages } from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { addresses } from '../../modules/addresses/addresses.table';
import { otpSessions } from '../../modules/auth/auth.table';
import { lockLedger } from '../../modules/coins/coins.service';
import { complaints } from '../../modules/complaints/complaints.table';
import { orders } from '../../modules/orders/orders.table';
import { paymentAttempts } from '../../modules/payments/payments.table';
import { milkDeliveries, subscriptions } from '../../modules/subscriptions/subscriptions.table';
import { tableOrders } from '../../modules/table-orders/table-orders.table';
import { lockUser } from '../../modules/users/users.service';
import { users } from '../../modules/users/users.table';

/** What a complaint of a deleted account says instead of the shopper's own words. */
export const ERASED_COMPLAINT_SUBJECT = 'Removed: account deleted';
export const ERASED_COMPLAINT_TEXT = 'Removed when the shopper deleted their account.';
export const CLOSED_BY_DELETION_NOTE = 'Closed: the shopper deleted their account.';

/**
 * DELETE /api/user/delete/:id for the signed-in shopper's own account. One transaction, under
 * the shopper's ledger lock (so no order or online payment can start meanwhile) and the
 * user's row lock. Refused while something is still owed either way: a live milk
 * subscription, an order or table order in progress, an online payment not settled.
 *
 * Erased: name, email and phone (the number becomes `deleted-<uuid>`, so it can sign up again
 * as a new account), saved addresses, the address copies on orders, subscriptions, milk runs
 * and payment drafts, the words of complaints (open ones are closed), and the number's
 * one-time-code sessions. Kept, without anything that names the shopper: orders and their
 * lines and totals, subscriptions' bills, the Grocoin ledger and table orders, which the
 * store needs for its accounts. The token version rises, so every token ends at once.
 */
export async function deleteAccount(
  db: Db,
  request: { userId: string; now: Date },
): Promise<{ message: string }> {
  const { userId, now } = request;
  await db.transaction(async (tx) => {
    await lockLedger(tx, userId);
    const user = await lockUser(tx, userId);
    if (user.role !== 'customer') throw new AppError('CONFLICT', userMessages.staffAccount);
    await refuseWhileOutstanding(tx, userId);

    await tx
      .update(users)
      .set({
        phone: `deleted-${randomUUID()}`,
        name: null,
        email: null,
        deletedAt: now,
        tokenVersion: user.tokenVersion + 1,
      })
      .where(eq(users.id, userId));
    await tx.delete(otpSessions).where(eq(otpSessions.phone, user.phone));
    await tx.delete(addresses).where(eq(addresses.userId, userId));
    await tx
      .update(orders)
      .set({ address: null })
      .where(and(eq(orders.userId, userId), isNotNull(orders.address)));
    // A subscription keeps its bill; its address copy keeps only its kind (the column is required).
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
    await tx
      .update(paymentAttempts)
      .set({ draft: sql`jsonb_set(${paymentAttempts.draft}, '{address}', 'null'::jsonb)` })
      .where(
        and(
          eq(paymentAttempts.userId, userId),
          sql`${paymentAttempts.draft}->'address' <> 'null'::jsonb`,
        ),
      );
    // A complaint may hold anything the shopper typed: its words go, its record stays. Open
    // ones are closed, since nobody is left to answer.
    await tx
      .update(complaints)
      .set({
        status: 'REJECTED',
        resolutionNote: CLOSED_BY_DELETION_NOTE,
        closedAt: now,
        updatedAt: now,
      })
      .where(
        and(eq(complaints.userId, userId), inArray(complaints.status, [...openComplaintStatuses])),
      );
    await tx
      .update(complaints)
      .set({ subject: ERASED_COMPLAINT_SUBJECT, description: ERASED_COMPLAINT_TEXT })
      .where(eq(complaints.userId, userId));
  });
  return { message: userMessages.deleted };
}

/** 409 while the shopper and the store still owe each other something. */
async function refuseWhileOutstanding(tx: DbOrTx, userId: string): Promise<void> {
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
  if (live) throw new AppError('CONFLICT', userMessages.subscriptionLive);
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['PENDING', 'ACCEPTED'])))
    .limit(1);
  const [payment] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.userId, userId), eq(paymentAttempts.status, 'Pending')))
    .limit(1);
  const [tableOrder] = await tx
    .select({ id: tableOrders.id })
    .from(tableOrders)
    .where(
      and(eq(tableOrders.userId, userId), inArray(tableOrders.status, [...openTableOrderStatuses])),
    )
    .limit(1);
  if (order || payment || tableOrder) {
    throw new AppError('CONFLICT', userMessages.orderInProgress);
  }
}
