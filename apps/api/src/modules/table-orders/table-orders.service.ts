import { and, asc, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import {
  openTableOrderStatuses,
  toRupees,
  type PageQuery,
  type TableOrder,
  type TableOrderLine,
  type TableOrderView,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { newestFirst, page } from '../../lib/cursor';
import { isId } from '../../lib/ids';
import { tableOrderLines, tableOrders, type TableOrderLineKind } from './table-orders.table';

export type TableOrderRow = typeof tableOrders.$inferSelect;
export type NewTableOrder = typeof tableOrders.$inferInsert;
export type TableOrderLineRow = typeof tableOrderLines.$inferSelect;
export type NewTableOrderLine = typeof tableOrderLines.$inferInsert;
export type { TableOrderLineKind };

/** A safety bound on each of the counter's views. */
export const VIEW_LIMIT = 500;

/**
 * Serialises the table orders opened on one store day until the transaction ends, so the
 * next number read under it is still free when the row is written.
 */
export async function nextNumberOfDay(tx: DbOrTx, storeDate: string): Promise<number> {
  await takeLocks(tx, locks.tableOrderNumbers(storeDate));
  const [row] = await tx
    .select({ n: max(tableOrders.number) })
    .from(tableOrders)
    .where(eq(tableOrders.storeDate, storeDate));
  return (row?.n ?? 0) + 1;
}

export async function insertTableOrder(tx: DbOrTx, values: NewTableOrder): Promise<TableOrderRow> {
  const [row] = await tx.insert(tableOrders).values(values).returning();
  return row!;
}

export async function insertTableOrderLines(tx: DbOrTx, lines: NewTableOrderLine[]): Promise<void> {
  if (lines.length > 0) await tx.insert(tableOrderLines).values(lines);
}

export async function saveTableOrderChange(
  tx: DbOrTx,
  id: string,
  change: Partial<
    Pick<
      TableOrderRow,
      | 'status'
      | 'dineInTotalPaise'
      | 'pickUpTotalPaise'
      | 'totalPaise'
      | 'earnedCoins'
      | 'paidBy'
      | 'completedAt'
    >
  > & { updatedAt: Date },
): Promise<TableOrderRow> {
  const [row] = await tx.update(tableOrders).set(change).where(eq(tableOrders.id, id)).returning();
  return row!;
}

/** A line's new quantity and total, after more of the same was added. */
export async function saveLineQuantity(
  tx: DbOrTx,
  line: Pick<TableOrderLineRow, 'id' | 'quantity' | 'lineTotalPaise'>,
): Promise<void> {
  await tx
    .update(tableOrderLines)
    .set({ quantity: line.quantity, lineTotalPaise: line.lineTotalPaise })
    .where(eq(tableOrderLines.id, line.id));
}

/**
 * One table order by id: a shopper's own when `ownerId` is given (anyone else's is not
 * found), any for staff. `forUpdate` locks it until the transaction ends.
 */
export async function findTableOrder(
  db: DbOrTx,
  id: string,
  ownerId: string | undefined,
  options: { forUpdate?: boolean } = {},
): Promise<TableOrderRow | undefined> {
  if (!isId(id)) return undefined;
  const query = db
    .select()
    .from(tableOrders)
    .where(and(eq(tableOrders.id, id), ownerId ? eq(tableOrders.userId, ownerId) : undefined));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The shopper's newest table order that is not completed or cancelled. */
export async function findCurrentTableOrder(
  db: DbOrTx,
  userId: string,
): Promise<TableOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(tableOrders)
    .where(and(eq(tableOrders.userId, userId), inArray(tableOrders.status, openTableOrderStatuses)))
    .orderBy(desc(tableOrders.createdAt), desc(tableOrders.id))
    .limit(1);
  return row;
}

/**
 * The counter's lists (docs/decisions.md#table-orders-the-counter-and-the-payment-screen), payments
 * under review first, then newest first. `open`: not completed or cancelled, whenever opened.
 * `today`: opened on this store day in any status, plus older ones still open. The open orders come
 * from their partial index, today's from the (store date, number) key. The query itself, so its
 * plan can be checked (its test).
 */
export function listTableOrdersForStaff(db: DbOrTx, view: TableOrderView, today: string) {
  const open = inArray(tableOrders.status, openTableOrderStatuses);
  return db
    .select()
    .from(tableOrders)
    .where(view === 'open' ? open : or(open, eq(tableOrders.storeDate, today)))
    .orderBy(
      sql`(${tableOrders.status} = 'PAYMENT_CONFIRMATION') desc`,
      desc(tableOrders.createdAt),
      desc(tableOrders.id),
    )
    .limit(VIEW_LIMIT);
}

/** GET /api/table-orders/mine: the shopper's table orders, newest first, a page at a time. */
export async function listUserTableOrders(
  db: DbOrTx,
  userId: string,
  query: PageQuery,
): Promise<{ rows: TableOrderRow[]; nextCursor: string | null }> {
  const keyset = newestFirst(tableOrders.createdAt, tableOrders.id, query);
  const rows = await db
    .select()
    .from(tableOrders)
    .where(and(eq(tableOrders.userId, userId), keyset.after))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
  return page(rows, query.limit);
}

/** The lines of these orders, by order id, in the order they were added (one query). */
export async function linesOf(
  db: DbOrTx,
  orderIds: string[],
): Promise<Map<string, TableOrderLineRow[]>> {
  const wanted = [...new Set(orderIds)];
  const byOrder = new Map<string, TableOrderLineRow[]>(wanted.map((id) => [id, []]));
  if (wanted.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(tableOrderLines)
    .where(inArray(tableOrderLines.orderId, wanted))
    .orderBy(
      asc(tableOrderLines.orderId),
      asc(tableOrderLines.kind),
      asc(tableOrderLines.position),
    );
  for (const row of rows) byOrder.get(row.orderId)!.push(row);
  return byOrder;
}

/** The next free position of each kind of line in an order's lines. */
export const nextPositions = (lines: TableOrderLineRow[]): Record<TableOrderLineKind, number> => {
  const next = { DINE_IN: 0, PICK_UP: 0 };
  for (const line of lines) next[line.kind] = Math.max(next[line.kind], line.position + 1);
  return next;
};

const toLine = (row: TableOrderLineRow): TableOrderLine => ({
  _id: row.id,
  quantity: row.quantity,
  variantName: row.variantName,
  itemId: {
    _id: row.itemId,
    name: row.name,
    image: row.image,
    price: toRupees(row.unitPricePaise),
  },
  lineTotal: toRupees(row.lineTotalPaise),
});

/** How the shopper pays it: the UPI link and its QR, or neither. */
export interface TablePayment {
  upiLink: string | null;
  qrImageUrl: string | null;
}

export const toTableOrder = (
  row: TableOrderRow,
  lines: TableOrderLineRow[],
  { upiLink, qrImageUrl }: TablePayment,
): TableOrder => ({
  _id: row.id,
  token: row.token,
  tableNo: row.tableNo,
  status: row.status,
  cartItems: lines.filter((l) => l.kind === 'DINE_IN').map(toLine),
  pickUpCartItems: lines.filter((l) => l.kind === 'PICK_UP').map(toLine),
  dineInTotal: toRupees(row.dineInTotalPaise),
  pickUpTotal: toRupees(row.pickUpTotalPaise),
  totalAmount: toRupees(row.totalPaise),
  qrImageUrl,
  upiLink,
  paidBy: row.paidBy,
  completedAt: row.completedAt?.toISOString() ?? null,
  earnedCoins: row.earnedCoins,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
