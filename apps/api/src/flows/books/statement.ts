import {
  addStoreDays,
  storeDate,
  toRupees,
  type Statement,
  type StatementEntry,
} from '@grofresh/contracts';
import type { Db } from '../../db/database';
import { entriesOf, type DocumentKey } from '../../modules/books/books.service';
import { duePaise } from '../../modules/books/payment-state';
import { orderBillsOf } from '../../modules/orders/order-bills';
import { subscriptionBillsOf } from '../../modules/subscriptions/subscription-bills';
import { tableOrderBillsOf } from '../../modules/table-orders/table-order-bills';
import { counterLabel, milkLabel, orderLabel } from './document-labels';
import { subscriptionBills, subscriptionKey } from './payment-states';

interface Bill {
  key: DocumentKey;
  label: string;
  totalPaise: number;
  cancelled: boolean;
  at: Date;
}

async function billsOf(db: Db, userId: string): Promise<Bill[]> {
  // One after the other: one connection may serve them all.
  const orders = await orderBillsOf(db, userId);
  const milk = await subscriptionBillsOf(db, userId);
  const milkBills = await subscriptionBills(db, milk);
  const counter = await tableOrderBillsOf(db, userId);
  return [
    ...orders.map((o) => ({
      key: { type: 'ORDER' as const, id: o.id },
      label: orderLabel(o.label),
      totalPaise: o.totalPaise,
      cancelled: o.status === 'CANCELLED',
      at: o.at,
    })),
    ...milk.map((s, i) => ({
      key: subscriptionKey(s),
      label: milkLabel(s),
      ...milkBills[i]!,
      at: s.createdAt,
    })),
    ...counter.map((t) => ({
      key: { type: 'TABLE_ORDER' as const, id: t.id },
      label: counterLabel(t),
      totalPaise: t.totalPaise,
      cancelled: t.status === 'CANCELLED',
      at: t.at,
    })),
  ];
}

/**
 * A shopper's statement (docs/product/rules.md#books): in the store dates asked for (the last
 * 90 store days, today the last, unless told), each bill not cancelled and each payment and refund recorded,
 * oldest first; and what all their bills not cancelled still owe, whatever their date.
 */
export async function statementOf(
  db: Db,
  request: { userId: string; from?: string; to?: string; now: Date },
): Promise<Statement> {
  const to = request.to ?? storeDate(request.now);
  const from = request.from ?? addStoreDays(to, -89);
  const bills = await billsOf(db, request.userId);
  const entries = await entriesOf(
    db,
    bills.map((b) => b.key),
  );
  const within = (at: Date) => {
    const date = storeDate(at);
    return date >= from && date <= to;
  };
  const lines: StatementEntry[] = [];
  let balance = 0;
  for (const bill of bills) {
    const recorded = entries(bill.key);
    balance += duePaise(bill, recorded);
    const about = { documentType: bill.key.type, documentId: bill.key.id, label: bill.label };
    if (!bill.cancelled && bill.totalPaise > 0 && within(bill.at)) {
      lines.push({
        at: bill.at.toISOString(),
        kind: 'BILL',
        ...about,
        method: null,
        amount: toRupees(bill.totalPaise),
        reference: null,
      });
    }
    for (const e of recorded.filter((r) => within(r.at))) {
      lines.push({
        at: e.at.toISOString(),
        kind: e.kind,
        ...about,
        method: e.method,
        amount: toRupees(e.amountPaise),
        reference: e.reference,
      });
    }
  }
  lines.sort((a, b) => a.at.localeCompare(b.at) || (a.kind === 'BILL' ? -1 : 1));
  return { from, to, entries: lines, balanceDue: toRupees(balance) };
}
