import { storeDate, type StaffTableOrder, type TableOrderView } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import {
  linesOf,
  listTableOrdersForStaff,
  toTableOrder,
  type TableOrderRow,
  type TablePayment,
} from '../../modules/table-orders/table-orders.service';
import { withCustomers } from '../../modules/users/customers';
import { tableOrderPaymentStates } from '../books/payment-states';
import { tablePaymentOf } from './table-orders';

/** Table orders as the console shows them: lines and shoppers in one query each. */
async function staffTableOrders(
  db: DbOrTx,
  rows: TableOrderRow[],
  options: { qr?: boolean } = {},
): Promise<StaffTableOrder[]> {
  // One after the other: inside a transaction they share one connection.
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const none: TablePayment = { upiLink: null, qrImageUrl: null };
  const payments: TablePayment[] = [];
  for (const row of rows) payments.push(options.qr ? await tablePaymentOf(db, row) : none);
  const states = await tableOrderPaymentStates(db, rows);
  return withCustomers(db, rows, (row, i) => ({
    ...toTableOrder(row, lines.get(row.id) ?? [], payments[i] ?? none),
    paymentState: states[i]!,
  }));
}

/** One table order as the console shows it, with its payment QR. */
export async function staffTableOrderOf(db: DbOrTx, row: TableOrderRow): Promise<StaffTableOrder> {
  const [order] = await staffTableOrders(db, [row], { qr: true });
  return order!;
}

/** GET /api/ops/table-orders: the counter's view, without QR images (one order shows its own). */
export async function listStaffTableOrders(
  db: DbOrTx,
  view: TableOrderView,
  now: Date,
): Promise<{ orders: StaffTableOrder[] }> {
  const rows = await listTableOrdersForStaff(db, view, storeDate(now));
  return { orders: await staffTableOrders(db, rows) };
}
