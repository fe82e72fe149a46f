import { storeDate, type StaffTableOrder } from '@grofresh/contracts';
import type { DbOrTx } from '../db/database';
import {
  linesOf,
  listTableOrdersForStaff,
  toTableOrder,
  type TableOrderRow,
} from '../modules/table-orders/table-orders.service';
import { phonesOf } from '../modules/users/users.service';
import { qrImageUrlOf } from './table-orders';

/** Table orders as the console shows them: lines and shoppers in one query each. */
export async function withCustomers(
  db: DbOrTx,
  rows: TableOrderRow[],
  options: { qr?: boolean } = {},
): Promise<StaffTableOrder[]> {
  // One after the other: inside a transaction they share one connection.
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const phones = await phonesOf(
    db,
    rows.map((r) => r.userId),
  );
  const qrs: (string | null)[] = [];
  for (const row of rows) qrs.push(options.qr ? await qrImageUrlOf(db, row) : null);
  return rows.map((row, i) => ({
    ...toTableOrder(row, lines.get(row.id) ?? [], qrs[i] ?? null),
    customer: { _id: row.userId, phone: phones.get(row.userId) ?? '' },
  }));
}

/** One table order as the console shows it, with its payment QR. */
export async function staffTableOrderOf(db: DbOrTx, row: TableOrderRow): Promise<StaffTableOrder> {
  const [order] = await withCustomers(db, [row], { qr: true });
  return order!;
}

/** GET /api/ops/table-orders: the console's list, without QR images (one order shows its own). */
export async function listStaffTableOrders(
  db: DbOrTx,
  view: 'open' | 'all',
  now: Date,
): Promise<{ orders: StaffTableOrder[] }> {
  const rows = await listTableOrdersForStaff(db, view, storeDate(now));
  return { orders: await withCustomers(db, rows) };
}
