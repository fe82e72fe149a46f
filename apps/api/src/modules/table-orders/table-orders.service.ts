import { and, asc, desc, eq, gte, inArray, max, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  openTableOrderStatuses,
  storeDayStart,
  toRupees,
  type TableOrder,
  type TableOrderLine,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { isId } from '../../lib/ids';
import { tableOrderLines, tableOrders, type TableOrderLineKind } from './table-orders.table';

export type TableOrderRow = typeof tableOrders.$inferSelect;
export type NewTableOrder = typeof tableOrders.$inferInsert;
export type TableOrderLineRow = typeof tableOrderLines.$inferSelect;
export type NewTableOrderLine = typeof tableOrderLines.$inferInsert;

/** The most orders the console's "all" view shows: the newest. */
export const ALL_VIEW_LIMIT = 200;
/** A safety bound on the open view (open orders plus today's closed ones). */
export const OPEN_VIEW_LIMIT = 500;

/**
 * Serialises the table orders opened on one store day until the transaction ends, so the
 * next number read under it is still free when the row is written.
 */
export async function nextNumberOfDay(tx: DbOrTx, storeDate: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`table-orders:${storeDate}`}))`);
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
      'status' | 'dineInTotalPaise' | 'pickUpTotalPaise' | 'totalPaise' | 'earnedCoins'
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
 * The console's list. `open`: every open order plus those opened or closed today (store
 * date), payments under review first, then newest first. `all`: the newest 200.
 */
export async function listTableOrdersForStaff(
  db: DbOrTx,
  view: 'open' | 'all',
  today: string,
): Promise<TableOrderRow[]> {
  if (view === 'all') {
    return db
      .select()
      .from(tableOrders)
      .orderBy(desc(tableOrders.createdAt), desc(tableOrders.id))
      .limit(ALL_VIEW_LIMIT);
  }
  return db
    .select()
    .from(tableOrders)
    .where(
      or(
        inArray(tableOrders.status, openTableOrderStatuses),
        eq(tableOrders.storeDate, today),
        gte(tableOrders.updatedAt, storeDayStart(today)),
      ),
    )
    .orderBy(
      sql`(${tableOrders.status} = 'PAYMENT_CONFIRMATION') desc`,
      desc(tableOrders.createdAt),
      desc(tableOrders.id),
    )
    .limit(OPEN_VIEW_LIMIT);
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

export const toTableOrder = (
  row: TableOrderRow,
  lines: TableOrderLineRow[],
  qrImageUrl: string | null,
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
  earnedCoins: row.earnedCoins,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const QR_CACHE_SIZE = 256;
const qrCache = new Map<string, string>();

/** A PNG data URL of the link's QR code; the newest few are kept (same link, same picture). */
export async function qrDataUrl(link: string): Promise<string> {
  const cached = qrCache.get(link);
  if (cached !== undefined) {
    qrCache.delete(link);
    qrCache.set(link, cached);
    return cached;
  }
  const url = await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  qrCache.set(link, url);
  if (qrCache.size > QR_CACHE_SIZE) qrCache.delete(qrCache.keys().next().value!);
  return url;
}
