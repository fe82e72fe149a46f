import { toPaise, type DocumentPayment } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { entriesOf, type DocumentKey } from '../../modules/books/books.service';
import { documentPayment, duePaise, type Bill } from '../../modules/books/payment-state';
import type { OrderRow } from '../../modules/orders/orders.service';
import { givenBackOf } from '../../modules/subscriptions/milk-days.service';
import type { SubscriptionRow } from '../../modules/subscriptions/subscriptions.service';
import type { TableOrderRow } from '../../modules/table-orders/table-orders.service';

/**
 * Where each document's payment stands (docs/product/rules.md#books), for the answers that show
 * orders, milk bills and counter orders: one query for a page of them, in their order.
 */
async function statesOf(
  db: DbOrTx,
  docs: { key: DocumentKey; bill: Bill }[],
): Promise<DocumentPayment[]> {
  const entries = await entriesOf(
    db,
    docs.map((d) => d.key),
  );
  return docs.map((d) => documentPayment(d.bill, entries(d.key)));
}

export const orderBill = (row: Pick<OrderRow, 'totalPaise' | 'status'>): Bill => ({
  totalPaise: row.totalPaise,
  cancelled: row.status === 'CANCELLED',
});

export const orderPaymentStates = (db: DbOrTx, rows: OrderRow[]) =>
  statesOf(
    db,
    rows.map((row) => ({ key: { type: 'ORDER', id: row.id }, bill: orderBill(row) })),
  );

/**
 * A milk subscription's current bill: its amount less the days refunded as money instead of
 * delivered (docs/product/rules.md#books); cancelled before it was paid, it owes nothing.
 */
export async function subscriptionBills(db: DbOrTx, rows: SubscriptionRow[]): Promise<Bill[]> {
  const givenBack = await givenBackOf(db, rows);
  return rows.map((row) =>
    subscriptionBill(
      row,
      (givenBack.get(row.id) ?? []).reduce((sum, g) => sum + toPaise(g.refund), 0),
    ),
  );
}

/** One such bill, given the money its days refunded (`refundedPaise`). */
export const subscriptionBill = (row: SubscriptionRow, refundedPaise: number): Bill =>
  row.status === 'CANCELLED' && !row.paidAt
    ? { totalPaise: row.amountDuePaise, cancelled: true }
    : { totalPaise: row.amountDuePaise - refundedPaise, cancelled: false };

export const subscriptionKey = (row: SubscriptionRow): DocumentKey => ({
  type: 'SUBSCRIPTION',
  id: row.id,
  billNo: row.billNo,
});

export async function subscriptionPaymentStates(db: DbOrTx, rows: SubscriptionRow[]) {
  const bills = await subscriptionBills(db, rows);
  return statesOf(
    db,
    rows.map((row, i) => ({ key: subscriptionKey(row), bill: bills[i]! })),
  );
}

export const tableOrderPaymentStates = (db: DbOrTx, rows: TableOrderRow[]) =>
  statesOf(
    db,
    rows.map((row) => ({
      key: { type: 'TABLE_ORDER', id: row.id },
      bill: { totalPaise: row.totalPaise, cancelled: row.status === 'CANCELLED' },
    })),
  );

/** One order with its payment state (GET /api/orders/:id). */
export async function withOrderPayment<T extends object>(db: DbOrTx, row: OrderRow, order: T) {
  const [paymentState] = await orderPaymentStates(db, [row]);
  return { ...order, paymentState: paymentState! };
}

/** What a subscription's current bill still owes, in paise: the books' figure (`due`). */
export async function subscriptionDuePaise(db: DbOrTx, row: SubscriptionRow): Promise<number> {
  const [bill] = await subscriptionBills(db, [row]);
  const key = subscriptionKey(row);
  return duePaise(bill!, (await entriesOf(db, [key]))(key));
}
