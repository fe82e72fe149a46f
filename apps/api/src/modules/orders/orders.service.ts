import { and, asc, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  addStoreDays,
  canMoveOrder,
  openOrderStatuses,
  storeDayStart,
  type DeliveryPerson,
  type DeliveryType,
  type OrderStatus,
  type OrderView,
  type PageQuery,
  type PaymentMethod,
  type Role,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { newestFirst, page } from '../../lib/cursor';
import { isId } from '../../lib/ids';
import { containing } from '../../lib/like';
import { deliveryPeople, orderLines, orders } from './orders.table';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type LineRow = typeof orderLines.$inferSelect;
export type NewLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

// How an order row goes over the wire (order-shape.ts), re-exported for the flows.
export { toListEntry, toOrder, toOrderLine, toSummary } from './order-shape';

export async function linesOf(db: DbOrTx, ids: string[]): Promise<Map<string, LineRow[]>> {
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

export async function findByOrderId(db: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  return row;
}

// Placing an order stores it with a statement of its own (order-insert.ts).
export { insertOrder, orderInsert } from './order-insert';

/**
 * The roles that see and move every order, named one by one: an allow-list, so a role added
 * later sees only its own orders until it is listed here.
 */
export const ORDER_STAFF_ROLES: readonly Role[] = ['staff', 'admin'];
export const seesEveryOrder = (role: string): boolean =>
  (ORDER_STAFF_ROLES as readonly string[]).includes(role);

/** Whose orders a user may read: undefined for every order, else only their own. */
export const orderOwnerFor = (user: { id: string; role: string }): string | undefined =>
  seesEveryOrder(user.role) ? undefined : user.id;

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
): Promise<{ rows: OrderRow[]; nextCursor: string | null }> {
  const keyset = newestFirst(orders.createdAt, orders.id, query);
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), keyset.after))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
  const result = page(rows, query.limit);
  return { rows: result.rows, nextCursor: result.nextCursor };
}

export interface StaffOrderFilter extends PageQuery {
  view: OrderView;
  status?: OrderStatus;
  deliveryType?: DeliveryType;
  paymentMethod?: PaymentMethod;
  date?: string;
  /** Part of an order number; with `userIds`, or an order of one of these shoppers. */
  orderIdLike?: string;
  userIds?: string[];
  /** The store date today, for the queue. */
  today: string;
}

/** The console's order list: newest first, filtered, each order with its lines (two queries). */
export async function listOrdersForStaff(
  db: DbOrTx,
  filter: StaffOrderFilter,
): Promise<{ rows: OrderRow[]; lines: Map<string, LineRow[]>; nextCursor: string | null }> {
  const keyset = newestFirst(orders.createdAt, orders.id, filter);
  const search: SQL[] = [];
  if (filter.orderIdLike) search.push(containing(orders.orderId, filter.orderIdLike));
  if (filter.userIds?.length) search.push(inArray(orders.userId, filter.userIds));
  const conditions: (SQL | undefined)[] = [
    keyset.after,
    filter.view === 'queue'
      ? or(
          gte(orders.createdAt, storeDayStart(filter.today)),
          inArray(orders.status, openOrderStatuses),
        )
      : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.deliveryType ? eq(orders.deliveryType, filter.deliveryType) : undefined,
    filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod) : undefined,
    filter.date ? gte(orders.createdAt, storeDayStart(filter.date)) : undefined,
    filter.date ? lt(orders.createdAt, storeDayStart(addStoreDays(filter.date, 1))) : undefined,
  ];
  if (filter.orderIdLike !== undefined || filter.userIds !== undefined) {
    // A search that can match nothing finds nothing, rather than everything.
    conditions.push(search.length ? or(...search) : sql`false`);
  }
  const found = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
  const result = page(found, filter.limit);
  return {
    rows: result.rows,
    lines: await linesOf(
      db,
      result.rows.map((r) => r.id),
    ),
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

/** The contracts' transition rule; asking for the status an order already has is a no-op. */
export function checkTransition(from: OrderStatus, to: OrderStatus): void {
  if (from === to || canMoveOrder(from, to)) return;
  throw new AppError('CONFLICT', `An order that is ${from} cannot become ${to}.`);
}

export async function saveOrderChange(
  tx: DbOrTx,
  id: string,
  change: Partial<
    Pick<OrderRow, 'status' | 'cancelReason' | 'assignedTo' | 'riderId' | 'outForDeliveryAt'>
  > & { updatedAt: Date },
): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(change).where(eq(orders.id, id)).returning();
  return row!;
}

/** Remembers who delivered, so the next order offers them again. */
export async function rememberDeliveryPerson(
  tx: DbOrTx,
  person: DeliveryPerson,
  at: Date,
): Promise<void> {
  await tx
    .insert(deliveryPeople)
    .values({ ...person, lastUsedAt: at })
    .onConflictDoUpdate({
      target: deliveryPeople.phone,
      set: { name: person.name, lastUsedAt: at },
    });
}

export async function recentDeliveryPeople(db: DbOrTx, limit = 20): Promise<DeliveryPerson[]> {
  return db
    .select({ name: deliveryPeople.name, phone: deliveryPeople.phone })
    .from(deliveryPeople)
    .orderBy(desc(deliveryPeople.lastUsedAt))
    .limit(limit);
}
