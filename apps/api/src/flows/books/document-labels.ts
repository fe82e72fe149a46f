import { storeDateText } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import type { EntryRow } from '../../modules/books/books.service';
import { orderNumbersOf } from '../../modules/orders/order-bills';
import { subscriptionPeriodsOf } from '../../modules/subscriptions/subscription-bills';
import { tableOrderTokensOf } from '../../modules/table-orders/table-order-bills';

/**
 * What a bill is called wherever the books name it (docs/product/rules.md#books): the shopper's
 * statement and the day's cash-up say the same words.
 */
export const orderLabel = (orderNumber: string) => `Order ${orderNumber}`;
export const milkLabel = (bill: { startDate: string; endDate: string }) =>
  `Milk ${storeDateText(bill.startDate)} to ${storeDateText(bill.endDate)}`;
export const counterLabel = (order: { label: string; storeDate: string }) =>
  `Counter ${order.label} on ${storeDateText(order.storeDate)}`;

/** A document gone from its table (erased with its shopper's account) keeps a plain name. */
const fallback: Record<EntryRow['documentType'], string> = {
  ORDER: 'Order',
  SUBSCRIPTION: 'Milk bill',
  TABLE_ORDER: 'Counter order',
};

const idsOf = (rows: EntryRow[], type: EntryRow['documentType']) => [
  ...new Set(rows.filter((e) => e.documentType === type).map((e) => e.documentId)),
];

/**
 * Names the document of each of a day's entries: one query per kind of document, whatever the
 * number of entries. A milk entry of a bill before the plan's current one (a renewal replaced
 * its dates) is named by its number.
 */
export async function documentLabels(
  db: DbOrTx,
  rows: EntryRow[],
): Promise<(row: EntryRow) => string> {
  // One after the other: one connection may serve them all.
  const orders = await orderNumbersOf(db, idsOf(rows, 'ORDER'));
  const milk = await subscriptionPeriodsOf(db, idsOf(rows, 'SUBSCRIPTION'));
  const counter = await tableOrderTokensOf(db, idsOf(rows, 'TABLE_ORDER'));
  const orderBy = new Map(orders.map((o) => [o.id, orderLabel(o.label)]));
  const milkBy = new Map(milk.map((s) => [s.id, s]));
  const counterBy = new Map(counter.map((t) => [t.id, counterLabel(t)]));
  return (row) => {
    if (row.documentType === 'ORDER') return orderBy.get(row.documentId) ?? fallback.ORDER;
    if (row.documentType === 'TABLE_ORDER')
      return counterBy.get(row.documentId) ?? fallback.TABLE_ORDER;
    const plan = milkBy.get(row.documentId);
    if (!plan) return fallback.SUBSCRIPTION;
    return row.billNo === plan.billNo
      ? milkLabel(plan)
      : `Milk bill ${row.billNo}, before ${storeDateText(plan.startDate)}`;
  };
}
