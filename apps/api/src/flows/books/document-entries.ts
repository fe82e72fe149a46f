import {
  bookMessages,
  formatRupees,
  toPaise,
  toRupees,
  type BookMethod,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../modules/activity/activity.service';
import { entriesOf, recordEntry, type DocumentKey } from '../../modules/books/books.service';
import { duePaise, type Bill } from '../../modules/books/payment-state';
import type { OrderRow } from '../../modules/orders/orders.service';
import type { MilkRefundRow } from '../../modules/subscriptions/milk-days.service';
import type { SubscriptionRow } from '../../modules/subscriptions/subscriptions.service';
import type { TableOrderRow } from '../../modules/table-orders/table-orders.service';
import { subscriptionBills, subscriptionKey } from './payment-states';

/**
 * The entries a document's own step records (docs/product/rules.md#books), inside the step's
 * transaction under the document's row lock: each once (its once key), for what the document
 * still owes, so money already recorded against it is not counted again.
 */
async function recordRest(
  tx: DbOrTx,
  doc: { key: DocumentKey; bill: Bill; userId: string },
  entry: { method: BookMethod; amountPaise?: number; onceKey: string; by: string; at: Date },
): Promise<void> {
  const due = duePaise(doc.bill, (await entriesOf(tx, [doc.key]))(doc.key));
  const amountPaise = entry.amountPaise ?? due;
  if (amountPaise > due) {
    throw new AppError('CONFLICT', bookMessages.tooMuch(formatRupees(toRupees(due))));
  }
  await recordEntry(tx, {
    kind: 'PAYMENT',
    method: entry.method,
    amountPaise,
    document: doc.key,
    userId: doc.userId,
    byUserId: entry.by,
    dueBeforePaise: due,
    onceKey: entry.onceKey,
    at: entry.at,
  });
}

/**
 * A cash-on-delivery order marked DELIVERED: the cash the rider took (what it owes, unless
 * told), once per order however often the delivery is recorded.
 */
export async function recordDeliveryCash(
  tx: DbOrTx,
  order: OrderRow,
  step: { cash: number | undefined; actor: Actor; now: Date },
): Promise<void> {
  if (order.paymentMethod !== 'COD') return;
  await recordRest(
    tx,
    {
      key: { type: 'ORDER', id: order.id },
      bill: { totalPaise: order.totalPaise, cancelled: false },
      userId: order.userId,
    },
    {
      method: 'CASH',
      amountPaise: step.cash === undefined ? undefined : toPaise(step.cash),
      onceKey: `cod:${order.id}`,
      by: step.actor.id,
      at: step.now,
    },
  );
}

/** A counter order completed as paid in cash or by a checked UPI payment: what it still owed. */
export async function recordCounterCompletion(
  tx: DbOrTx,
  row: TableOrderRow,
  step: { method: 'CASH' | 'UPI'; actor: Actor; now: Date },
): Promise<void> {
  await recordRest(
    tx,
    {
      key: { type: 'TABLE_ORDER', id: row.id },
      bill: { totalPaise: row.totalPaise, cancelled: false },
      userId: row.userId,
    },
    { method: step.method, onceKey: `table-order:${row.id}`, by: step.actor.id, at: step.now },
  );
}

/**
 * A milk bill staff confirm as paid (the UPI payment checked in the bank app, or approved):
 * what the bill still owed, by UPI, once per bill.
 */
export async function recordMilkBillPaid(
  tx: DbOrTx,
  row: SubscriptionRow,
  step: { actor: Actor; now: Date },
): Promise<void> {
  if (!row.paidAt) return;
  const [bill] = await subscriptionBills(tx, [row]);
  await recordRest(
    tx,
    { key: subscriptionKey(row), bill: bill!, userId: row.userId },
    {
      method: 'UPI',
      onceKey: `milk-paid:${row.id}:${row.billNo}`,
      by: step.actor.id,
      at: step.now,
    },
  );
}

/**
 * A milk refund staff hand back (the days refunded instead of delivered): a cash refund against
 * its bill, once per refund.
 */
export async function recordMilkRefundHandedBack(
  tx: DbOrTx,
  refund: Pick<MilkRefundRow, 'id' | 'subscriptionId' | 'billNo' | 'userId' | 'amountPaise'>,
  step: { actor: Actor; now: Date },
): Promise<void> {
  await recordEntry(tx, {
    kind: 'REFUND',
    method: 'CASH',
    amountPaise: refund.amountPaise,
    document: { type: 'SUBSCRIPTION', id: refund.subscriptionId, billNo: refund.billNo },
    userId: refund.userId,
    byUserId: step.actor.id,
    onceKey: `milk-refund:${refund.id}`,
    at: step.now,
  });
}
