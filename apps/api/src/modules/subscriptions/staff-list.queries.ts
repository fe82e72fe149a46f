import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PageQuery, SubscriptionStatus, SubscriptionType } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { newestFirst, page } from '../../lib/cursor';
import { escapeLike } from '../../lib/like';
import type { SubscriptionRow } from './subscriptions.service';
import { subscriptions } from './subscriptions.table';

// The console's subscription list (flows/milk/staff-subscriptions.ts).

export interface StaffSubscriptionFilter extends PageQuery {
  status?: SubscriptionStatus;
  type?: SubscriptionType;
  paid?: boolean;
  /** Part of the address's locality; with `userIds`, or a subscription of one of these shoppers. */
  localityLike?: string;
  userIds?: string[];
}

/** The console's list: newest first, filtered, one query for the page. */
export async function listSubscriptionsForStaff(
  db: DbOrTx,
  filter: StaffSubscriptionFilter,
): Promise<{ rows: SubscriptionRow[]; nextCursor: string | null }> {
  const keyset = newestFirst(subscriptions.createdAt, subscriptions.id, filter);
  const conditions: (SQL | undefined)[] = [
    keyset.after,
    filter.status ? eq(subscriptions.status, filter.status) : undefined,
    filter.type ? eq(subscriptions.type, filter.type) : undefined,
    filter.paid === undefined
      ? undefined
      : filter.paid
        ? isNotNull(subscriptions.paidAt)
        : isNull(subscriptions.paidAt),
  ];
  if (filter.localityLike !== undefined) {
    const pattern = `%${escapeLike(filter.localityLike)}%`;
    conditions.push(
      or(
        sql`${subscriptions.address}->>'locality' ilike ${pattern}`,
        filter.userIds?.length ? inArray(subscriptions.userId, filter.userIds) : undefined,
      ),
    );
  }
  const found = await db
    .select()
    .from(subscriptions)
    .where(and(...conditions))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
  return page(found, filter.limit);
}
