import { storeDate, type StaffOrder, type staffOrdersQuerySchema } from '@grofresh/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { notFound } from '../../lib/app-error';
import {
  findOrder,
  linesOf,
  listOrdersForStaff,
  toOrder,
  type LineRow,
  type OrderRow,
} from '../../modules/orders/orders.service';
import { kmFromStore, storePlace } from '../../modules/store/store-place';
import { withCustomers } from '../../modules/users/customers';
import { userIdsByPhone } from '../../modules/users/users.service';
import { orderPaymentStates } from '../books/payment-states';
import { cardPaymentOf, onlinePaymentsOf } from './shopper-orders';

type Query = z.output<typeof staffOrdersQuerySchema>;

/**
 * Orders as the console shows them: each with the shopper's phone, when paid online the
 * payment and any refund, and for a home delivery its distance from the store (one query each
 * per page, whatever its length).
 */
async function staffOrders(
  db: DbOrTx,
  rows: OrderRow[],
  lines: Map<string, LineRow[]>,
): Promise<StaffOrder[]> {
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const payments = await onlinePaymentsOf(db, rows);
  const store = rows.some((r) => r.address?.location) ? await storePlace(db) : null;
  const states = await orderPaymentStates(db, rows);
  return withCustomers(db, rows, (row, i) => ({
    ...toOrder(row, lines.get(row.id) ?? [], cardPaymentOf(payments.get(row.id))),
    payment: payments.get(row.id) ?? null,
    paymentState: states[i]!,
    distanceKm: row.deliveryType === 'DELIVERY' ? kmFromStore(store, row.address?.location) : null,
  }));
}

/**
 * The console's order list. A search term is part of an order number, or (digits only) part
 * of the shopper's phone number.
 */
export async function listStaffOrders(
  db: DbOrTx,
  query: Query,
  now: Date,
): Promise<{ orders: StaffOrder[]; nextCursor: string | null }> {
  const term = query.q?.trim() || undefined;
  const userIds = term && /^\d{3,10}$/.test(term) ? await userIdsByPhone(db, term) : undefined;
  const { rows, lines, nextCursor } = await listOrdersForStaff(db, {
    ...query,
    today: storeDate(now),
    orderIdLike: term,
    userIds,
  });
  return { orders: await staffOrders(db, rows, lines), nextCursor };
}

export async function staffOrderOf(db: DbOrTx, row: OrderRow): Promise<StaffOrder> {
  const [order] = await staffOrders(db, [row], await linesOf(db, [row.id]));
  return order!;
}

export async function findStaffOrder(db: DbOrTx, id: string): Promise<StaffOrder> {
  const row = await findOrder(db, id, undefined);
  if (!row) throw notFound('Order not found');
  return staffOrderOf(db, row);
}
