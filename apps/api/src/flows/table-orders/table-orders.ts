import {
  canMoveTableOrder,
  isOpenTableOrder,
  tableOrderMessages,
  type PageQuery,
  type Role,
  type PaidTableOrder,
  type TableOrder,
  type TableOrderStatus,
  upiPaymentLink,
} from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import { getStoreConfig } from '../../modules/store/store.service';
import {
  findCurrentTableOrder,
  findTableOrder,
  linesOf,
  listUserTableOrders,
  saveTableOrderChange,
  toTableOrder,
  type TableOrderRow,
  type TablePayment,
} from '../../modules/table-orders/table-orders.service';
import { qrDataUrl } from '../../modules/table-orders/qr-image';
import { tableOrderPaymentStates } from '../books/payment-states';

/** Why the shopper cannot say they paid yet (or any more), in words for the payment screen. */
export const paymentClaimRefusal: Record<TableOrderStatus, string> = {
  PENDING: 'The store hasn’t served this order yet.',
  PREPARING: 'The store hasn’t served this order yet.',
  SERVED: '',
  PAYMENT_CONFIRMATION: '',
  COMPLETED: 'This order is already completed.',
  CANCELLED: 'This order was cancelled.',
};

/** Roles that may read any table order (an allow-list). */
const readersOfAll: readonly Role[] = ['staff', 'admin'];

/** The UPI link a table order is paid with, or null without a UPI id or anything to pay. */
export async function tablePaymentLink(db: DbOrTx, row: TableOrderRow): Promise<string | null> {
  if (row.totalPaise <= 0) return null;
  const { store } = await getStoreConfig(db);
  if (!store.upiId) return null;
  return upiPaymentLink({
    vpa: store.upiId,
    payeeName: store.upiName || store.name,
    amountPaise: row.totalPaise,
    // The token restarts every store day, so the reference carries the date too.
    orderId: `${row.storeDate.replaceAll('-', '')}${row.token}`,
    note: `GroFresh table order ${row.token}`,
  });
}

/**
 * How the payment screen asks for this order's money: the UPI link and its QR image, while
 * it is open (a finished order is not paid again), or neither without a UPI id.
 */
export async function tablePaymentOf(db: DbOrTx, row: TableOrderRow): Promise<TablePayment> {
  const link = isOpenTableOrder(row.status) ? await tablePaymentLink(db, row) : null;
  return { upiLink: link, qrImageUrl: link ? await qrDataUrl(link) : null };
}

/** A table order as the payment screen shows it: its lines and how to pay it. */
export async function tableOrderOf(db: DbOrTx, row: TableOrderRow): Promise<TableOrder> {
  // One after the other: inside a transaction they share one connection.
  const lines = await linesOf(db, [row.id]);
  return toTableOrder(row, lines.get(row.id) ?? [], await tablePaymentOf(db, row));
}

/**
 * GET /api/table-orders/mine: the shopper's table orders for My Orders, newest first, with
 * their lines (one query) and no QR (the open one is paid on /payment).
 */
export async function myTableOrders(
  db: DbOrTx,
  userId: string,
  query: PageQuery,
): Promise<{ orders: PaidTableOrder[]; nextCursor: string | null }> {
  const { rows, nextCursor } = await listUserTableOrders(db, userId, query);
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const states = await tableOrderPaymentStates(db, rows);
  const none = { upiLink: null, qrImageUrl: null };
  const orders = rows.map((r, i) => ({
    ...toTableOrder(r, lines.get(r.id) ?? [], none),
    paymentState: states[i]!,
  }));
  return { orders, nextCursor };
}

/** GET /api/table-orders/current: the shopper's newest order still open, else 404. */
export async function currentTableOrder(
  db: DbOrTx,
  userId: string,
): Promise<{ order: TableOrder }> {
  const row = await findCurrentTableOrder(db, userId);
  if (!row) throw notFound(tableOrderMessages.noCurrent);
  return { order: await tableOrderOf(db, row) };
}

/** GET /api/table-orders/:id: its shopper's, or any for staff; anyone else 404. */
export async function oneTableOrder(
  db: DbOrTx,
  id: string,
  viewer: { id: string; role: Role },
): Promise<{ order: PaidTableOrder }> {
  const ownerId = readersOfAll.includes(viewer.role) ? undefined : viewer.id;
  const row = await findTableOrder(db, id, ownerId);
  if (!row) throw notFound(tableOrderMessages.notFound);
  const [paymentState] = await tableOrderPaymentStates(db, [row]);
  return { order: { ...(await tableOrderOf(db, row)), paymentState: paymentState! } };
}

/**
 * POST /api/table-orders/:id/confirm-payment: the order's shopper says they paid (SERVED →
 * PAYMENT_CONFIRMATION) under its row lock; staff hear it on their stream. Saying it again
 * changes and announces nothing. Anyone else's order is not found.
 */
export async function confirmTableOrderPayment(
  db: Db,
  request: { id: string; userId: string; now: Date },
): Promise<{ message: string; order: TableOrder }> {
  const { userId, now } = request;
  return db.transaction(async (tx) => {
    const row = await findTableOrder(tx, request.id, userId, { forUpdate: true });
    if (!row) throw notFound(tableOrderMessages.notFound);
    const to = 'PAYMENT_CONFIRMATION';
    if (row.status === to) {
      return { message: tableOrderMessages.paymentClaimed, order: await tableOrderOf(tx, row) };
    }
    if (!canMoveTableOrder('shopper', row.status, to)) {
      throw new AppError('CONFLICT', paymentClaimRefusal[row.status]);
    }
    const saved = await saveTableOrderChange(tx, row.id, { status: to, updatedAt: now });
    await publishEvent(tx, { type: 'table-order.updated', id: row.id, userId });
    return { message: tableOrderMessages.paymentClaimed, order: await tableOrderOf(tx, saved) };
  });
}
