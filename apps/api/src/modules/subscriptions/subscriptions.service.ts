import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  liveSubscriptionStatuses,
  subscriptionMessages,
  toRupees,
  type Subscription,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { givenBackOf } from './milk-days.service';
import { subscriptions } from './subscriptions.table';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
/** What a renewal or an edit replaces: everything the shopper chose and the bill. */
export type SubscriptionPlanFields = Pick<
  NewSubscription,
  | 'type'
  | 'addressId'
  | 'address'
  | 'quantity'
  | 'pricePaise'
  | 'startDate'
  | 'endDate'
  | 'includedDates'
  | 'excludedDates'
  | 'skippedDates'
  | 'quantityChanges'
  | 'deliveryDays'
  | 'amountDuePaise'
>;

export const toSubscription = (row: SubscriptionRow): Subscription => ({
  _id: row.id,
  productName: row.productName,
  status: row.status,
  type: row.type,
  address: row.address,
  quantity: row.quantity,
  startDate: row.startDate,
  endDate: row.endDate,
  includedDates: row.includedDates,
  excludedDates: row.excludedDates,
  skippedDates: row.skippedDates,
  quantityChanges: row.quantityChanges.map((c) => ({
    from: c.from,
    quantity: c.quantity,
    price: toRupees(c.pricePaise),
  })),
  pricePerDay: toRupees(row.pricePaise),
  deliveryDays: row.deliveryDays,
  amountDue: toRupees(row.amountDuePaise),
  paidAt: row.paidAt?.toISOString() ?? null,
  billNo: row.billNo,
  createdAt: row.createdAt.toISOString(),
});

/** The partial unique index that keeps one live subscription per shopper and product. */
const ONE_LIVE_INDEX = 'subscriptions_one_live_idx';

/** A unique violation of the one-live index, however the driver wraps it. */
function isOneLiveViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pg = e as Error & { code?: string; constraint?: string };
    if (pg.code === '23505' && pg.constraint === ONE_LIVE_INDEX) return true;
  }
  return false;
}

/** Runs a write that may make a second live subscription; the index's refusal becomes a 409. */
async function guardOneLive<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isOneLiveViolation(error)) throw alreadyLive();
    throw error;
  }
}

const alreadyLive = () => new AppError('CONFLICT', subscriptionMessages.alreadyLive);

/**
 * Refuses a second live subscription of the product. The check answers the common case; the
 * unique index is what holds under a race (see `guardOneLive`).
 */
export async function ensureNoOtherLive(
  db: DbOrTx,
  who: { userId: string; productName: 'MILK'; exceptId?: string },
): Promise<void> {
  const [live] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, who.userId),
        eq(subscriptions.productName, who.productName),
        inArray(subscriptions.status, liveSubscriptionStatuses),
        who.exceptId ? ne(subscriptions.id, who.exceptId) : undefined,
      ),
    )
    .limit(1);
  if (live) throw alreadyLive();
}

export async function insertSubscription(
  tx: DbOrTx,
  values: NewSubscription,
): Promise<SubscriptionRow> {
  const [row] = await guardOneLive(() => tx.insert(subscriptions).values(values).returning());
  return row!;
}

export async function saveSubscriptionChange(
  tx: DbOrTx,
  id: string,
  change: Partial<SubscriptionPlanFields> &
    Partial<Pick<SubscriptionRow, 'status' | 'paidAt' | 'approvedAt' | 'billNo'>> & {
      updatedAt: Date;
    },
): Promise<SubscriptionRow> {
  const [row] = await guardOneLive(() =>
    tx.update(subscriptions).set(change).where(eq(subscriptions.id, id)).returning(),
  );
  return row!;
}

/**
 * One subscription by id: a shopper's own when `ownerId` is given (anyone else's is not
 * found), any for staff. `forUpdate` locks it until the transaction ends.
 */
export async function findSubscription(
  db: DbOrTx,
  id: string,
  ownerId: string | undefined,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow | undefined> {
  if (!isId(id)) return undefined;
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), ownerId ? eq(subscriptions.userId, ownerId) : undefined));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The shopper's subscriptions, newest first (a handful per shopper: no paging). */
export async function listUserSubscriptions(db: DbOrTx, userId: string): Promise<Subscription[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return withGivenBack(db, rows);
}

/** Subscriptions as their shopper sees them: with what the current bill gave back so far. */
export async function withGivenBack(
  db: DbOrTx,
  rows: readonly SubscriptionRow[],
): Promise<Subscription[]> {
  const givenBack = await givenBackOf(db, rows);
  return rows.map((row) => ({ ...toSubscription(row), givenBack: givenBack.get(row.id) ?? [] }));
}
