import type { StaffSubscription, staffSubscriptionsQuerySchema } from '@grofresh/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { listSubscriptionsForStaff } from '../../modules/subscriptions/staff-list.queries';
import {
  toSubscription,
  type SubscriptionRow,
} from '../../modules/subscriptions/subscriptions.service';
import { withCustomers } from '../../modules/users/customers';
import { userIdsByPhone } from '../../modules/users/users.service';
import { subscriptionPaymentStates } from '../books/payment-states';

type Query = z.output<typeof staffSubscriptionsQuerySchema>;

export async function staffSubscriptionOf(
  db: DbOrTx,
  row: SubscriptionRow,
): Promise<StaffSubscription> {
  const [subscription] = await staffSubscriptions(db, [row]);
  return subscription!;
}

/** With the shopper and the current bill's payments (docs/product/rules.md#books). */
async function staffSubscriptions(
  db: DbOrTx,
  rows: SubscriptionRow[],
): Promise<StaffSubscription[]> {
  const states = await subscriptionPaymentStates(db, rows);
  return withCustomers(db, rows, (r, i) => ({ ...toSubscription(r), paymentState: states[i]! }));
}

/**
 * GET /api/subscription/all: newest first. A search term is part of the delivery locality or,
 * when it is 3-10 digits, part of the shopper's phone number.
 */
export async function listStaffSubscriptions(
  db: DbOrTx,
  query: Query,
): Promise<{ subscriptions: StaffSubscription[]; nextCursor: string | null }> {
  const term = query.q?.trim() || undefined;
  const userIds = term && /^\d{3,10}$/.test(term) ? await userIdsByPhone(db, term) : undefined;
  const { rows, nextCursor } = await listSubscriptionsForStaff(db, {
    limit: query.limit,
    cursor: query.cursor,
    status: query.status,
    type: query.type,
    paid: query.paid === undefined ? undefined : query.paid === 'true',
    localityLike: term,
    userIds,
  });
  return {
    subscriptions: await staffSubscriptions(db, rows),
    nextCursor,
  };
}
