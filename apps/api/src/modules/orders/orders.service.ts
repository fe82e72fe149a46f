import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import {
  toRupees,
  type Order,
  type OrderLine,
  type OrderStatus,
  type OrderSummary,
  type PageQuery,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { newestFirst, page } from '../../lib/cursor';
import { isId } from '../../lib/ids';
import { orderLines, orders } from './orders.table';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type LineRow = typeof orderLines.$inferSelect;
export type NewLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

export const toOrderLine = (line: NewLine): OrderLine => ({
  itemId: { _id: line.itemId, name: line.name, image: line.image },
  name: line.name,
  image: line.image,
  quantity: line.quantity,
  price: toRupees(line.pricePaise),
  discountPrice: toRupees(line.discountPricePaise),
  variantName: line.variantName ?? null,
  lineTotal: toRupees(line.lineTotalPaise),
});

export const toOrder = (row: OrderRow, lines: LineRow[]): Order => ({
  _id: row.id,
  orderId: row.orderId,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  deliveryType: row.deliveryType,
  paymentMethod: row.paymentMethod,
  cartItems: lines.map(toOrderLine),
  subtotal: toRupees(row.subtotalPaise),
  redeemedCoins: row.redeemedCoins,
  earnedCoins: row.earnedCoins,
  totalAmount: toRupees(row.totalPaise),
  address: row.address ?? null,
  estimatedTimePickUp: row.pickUpAt?.toISOString() ?? null,
  estimatedTimeDelivery: null,
  cancelReason: row.cancelReason ?? null,
  assignedTo: row.assignedTo ?? null,
});

const toSummary = (row: OrderRow): OrderSummary => ({
  _id: row.id,
  orderId: row.orderId,
  status: row.status,
  totalAmount: toRupees(row.totalPaise),
  createdAt: row.createdAt.toISOString(),
  deliveryType: row.deliveryType,
});

async function linesOf(db: DbOrTx, ids: string[]): Promise<Map<string, LineRow[]>> {
  const map = new Map<string, LineRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  for (const row of rows) map.get(row.orderId)?.push(row);
  return map;
}

export async function withLines(db: DbOrTx, row: OrderRow): Promise<Order> {
  return toOrder(row, (await linesOf(db, [row.id])).get(row.id) ?? []);
}

export async function findByOrderId(db: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  return row;
}

export async function insertOrder(tx: DbOrTx, order: NewOrder, lines: NewLine[]): Promise<Order> {
  const [row] = await tx.insert(orders).values(order).returning();
  const saved = await tx
    .insert(orderLines)
    .values(lines.map((line) => ({ ...line, orderId: row!.id })))
    .returning();
  return toOrder(row!, saved);
}

/** By `_id` or by the shopper-facing `orderId`; someone else's order is not found. */
export async function findOrder(
  db: DbOrTx,
  id: string,
  ownerId: string | undefined,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRow | undefined> {
  const byId = isId(id) ? or(eq(orders.id, id), eq(orders.orderId, id)) : eq(orders.orderId, id);
  const query = db
    .select()
    .from(orders)
    .where(and(byId, ownerId ? eq(orders.userId, ownerId) : undefined));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function listUserOrders(
  db: DbOrTx,
  userId: string,
  query: PageQuery,
): Promise<{ orders: OrderSummary[]; nextCursor: string | null }> {
  const keyset = newestFirst(orders.createdAt, orders.id, query);
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), keyset.after))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
  const result = page(rows, query.limit);
  return { orders: result.rows.map(toSummary), nextCursor: result.nextCursor };
}

export async function listAllOrders(
  db: DbOrTx,
  query: PageQuery & { status?: OrderStatus },
): Promise<{ orders: Order[]; nextCursor: string | null }> {
  const keyset = newestFirst(orders.createdAt, orders.id, query);
  const rows = await db
    .select()
    .from(orders)
    .where(and(query.status ? eq(orders.status, query.status) : undefined, keyset.after))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
  const result = page(rows, query.limit);
  const lines = await linesOf(
    db,
    result.rows.map((r) => r.id),
  );
  return {
    orders: result.rows.map((r) => toOrder(r, lines.get(r.id) ?? [])),
    nextCursor: result.nextCursor,
  };
}

/** An earlier order of this shopper that spent coins and is not yet delivered or cancelled. */
export async function hasOpenRedeemedOrder(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        gt(orders.redeemedCoins, 0),
        inArray(orders.status, ['PENDING', 'ACCEPTED']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Staff move orders forward only: PENDING → ACCEPTED → DELIVERED, or to CANCELLED before delivery. */
const allowed: Record<OrderStatus, OrderStatus[]> = {
  PENDING: ['ACCEPTED', 'CANCELLED'],
  ACCEPTED: ['DELIVERED', 'CANCELLED'],
  DELIVERED: [],
  CANCELLED: [],
};

export function checkTransition(from: OrderStatus, to: OrderStatus): void {
  if (from === to || allowed[from].includes(to)) return;
  throw new AppError('CONFLICT', `An order that is ${from} cannot become ${to}.`);
}

export async function saveOrderChange(
  tx: DbOrTx,
  id: string,
  change: Partial<Pick<OrderRow, 'status' | 'cancelReason' | 'assignedTo'>> & { updatedAt: Date },
): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(change).where(eq(orders.id, id)).returning();
  return row!;
}
