import { storeDate, type StaffOrder, type staffOrdersQuerySchema } from '@grofresh/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../db/database';
import { notFound } from '../lib/app-error';
import {
  findOrder,
  linesOf,
  listOrdersForStaff,
  toOrder,
  type LineRow,
  type OrderRow,
} from '../modules/orders/orders.service';
import { paymentsOf } from '../modules/payments/payments.service';
import { phonesOf, userIdsByPhone } from '../modules/users/users.service';

type Query = z.output<typeof staffOrdersQuerySchema>;

/**
 * Orders as the console shows them: each with the shopper's phone and, when paid online, the
 * payment and any refund (one query each per page).
 */
export async function withCustomers(
  db: DbOrTx,
  rows: OrderRow[],
  lines: Map<string, LineRow[]>,
): Promise<StaffOrder[]> {
  const paidOnline = rows.filter((r) => r.paymentMethod === 'CCAVENUE' && r.totalPaise > 0);
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const phones = await phonesOf(
    db,
    rows.map((r) => r.userId),
  );
  const payments = await paymentsOf(
    db,
    paidOnline.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...toOrder(row, lines.get(row.id) ?? []),
    customer: { _id: row.userId, phone: phones.get(row.userId) ?? '' },
    payment: payments.get(row.id) ?? null,
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
  return { orders: await withCustomers(db, rows, lines), nextCursor };
}

export async function staffOrderOf(db: DbOrTx, row: OrderRow): Promise<StaffOrder> {
  const [order] = await withCustomers(db, [row], await linesOf(db, [row.id]));
  return order!;
}

export async function findStaffOrder(db: DbOrTx, id: string): Promise<StaffOrder> {
  const row = await findOrder(db, id, undefined);
  if (!row) throw notFound('Order not found');
  return staffOrderOf(db, row);
}
