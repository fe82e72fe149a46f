import type {
  CardPayment,
  Order,
  OrderListEntry,
  OrderPayment,
  PageQuery,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import {
  linesOf,
  listUserOrders,
  toListEntry,
  toOrder,
  type OrderRow,
} from '../../modules/orders/orders.service';
import { paymentsOf } from '../../modules/payments/payments.service';
import { orderPaymentStates } from '../books/payment-states';

/**
 * The card payment (and any refund) of each of these orders that was paid online, by
 * `orders.id`, in one query. A total of zero (Grocoins alone) paid nothing online.
 */
export function onlinePaymentsOf(db: DbOrTx, rows: OrderRow[]): Promise<Map<string, OrderPayment>> {
  const paidOnline = rows.filter((r) => r.paymentMethod === 'CCAVENUE' && r.totalPaise > 0);
  return paymentsOf(
    db,
    paidOnline.map((r) => r.id),
  );
}

/**
 * What the shopper sees of a card payment (docs/product.md, "Card payments"): what was paid,
 * the gateway's tracking id and the refund with its reference; not the gateway's own words.
 */
export function cardPaymentOf(payment: OrderPayment | undefined): CardPayment | null {
  if (!payment || payment.status !== 'Success') return null;
  const { refund } = payment;
  return {
    amount: payment.amount,
    paidAt: payment.paidAt,
    trackingId: payment.trackingId,
    refund: refund && {
      amount: refund.amount,
      status: refund.status,
      reference: refund.reference,
      requestedAt: refund.requestedAt,
    },
  };
}

/** One order as its shopper reads it: lines and, paid by card, the payment. */
export async function shopperOrderOf(db: DbOrTx, row: OrderRow): Promise<Order> {
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const lines = await linesOf(db, [row.id]);
  const payments = await onlinePaymentsOf(db, [row]);
  return toOrder(row, lines.get(row.id) ?? [], cardPaymentOf(payments.get(row.id)));
}

/** 'My Orders': the shopper's orders newest first, each paid by card with its payment. */
export async function listShopperOrders(
  db: DbOrTx,
  userId: string,
  query: PageQuery,
): Promise<{ orders: OrderListEntry[]; nextCursor: string | null }> {
  const { rows, nextCursor } = await listUserOrders(db, userId, query);
  const payments = await onlinePaymentsOf(db, rows);
  const states = await orderPaymentStates(db, rows);
  return {
    orders: rows.map((row, i) => ({
      ...toListEntry(row, cardPaymentOf(payments.get(row.id))),
      paymentState: states[i]!,
    })),
    nextCursor,
  };
}
