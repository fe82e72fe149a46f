import { toRupees, type DocumentPayment, type DocumentPaymentStatus } from '@grofresh/contracts';
import type { EntryRow } from './books.service';

/** What the books need of a document to say where its payment stands. */
export interface Bill {
  /** What it costs, in paise (0 for a document paid in Grocoins alone). */
  totalPaise: number;
  /** Cancelled: it owes nothing, and what it received is due back. */
  cancelled: boolean;
}

type Counted = Pick<EntryRow, 'kind' | 'method' | 'amountPaise'>;

/**
 * Money payments less money refunds, in paise. Grocoins given back for milk days not delivered
 * (and taken back) are entries too, but leave what the bill received and owes as it was: those
 * days' worth is the shopper's as Grocoins (docs/product/rules.md#books).
 */
export const receivedPaise = (entries: Counted[]): number =>
  entries.reduce(
    (sum, e) =>
      e.method === 'COINS' ? sum : sum + (e.kind === 'PAYMENT' ? e.amountPaise : -e.amountPaise),
    0,
  );

/** What is left to pay, in paise: never below 0, and 0 once cancelled. */
export const duePaise = (bill: Bill, entries: Counted[]): number =>
  bill.cancelled ? 0 : Math.max(bill.totalPaise - receivedPaise(entries), 0);

const moneyRefund = (e: Counted) => e.kind === 'REFUND' && e.method !== 'COINS';

/**
 * A document's payment state (docs/product/rules.md#books): cancelled, REFUND_DUE while it holds
 * money received, REFUNDED once given back; otherwise UNPAID, PART_PAID or PAID by what was
 * received against its total, and REFUND_DUE while it holds more than its total.
 */
export function paymentStatusOf(bill: Bill, entries: Counted[]): DocumentPaymentStatus {
  const received = receivedPaise(entries);
  if (bill.cancelled) {
    if (received > 0) return 'REFUND_DUE';
    return entries.some(moneyRefund) ? 'REFUNDED' : 'UNPAID';
  }
  // Paid more than it now costs (milk days refunded instead of delivered): due back.
  if (received > bill.totalPaise) return 'REFUND_DUE';
  if (received === bill.totalPaise) {
    return bill.totalPaise === 0 && entries.some(moneyRefund) ? 'REFUNDED' : 'PAID';
  }
  return received > 0 ? 'PART_PAID' : 'UNPAID';
}

/** The `payment` field of a document's answer. */
export const documentPayment = (bill: Bill, entries: EntryRow[]): DocumentPayment => ({
  status: paymentStatusOf(bill, entries),
  due: toRupees(duePaise(bill, entries)),
  received: toRupees(Math.max(receivedPaise(entries), 0)),
  entries: entries.map((e) => ({
    _id: e.id,
    at: e.at.toISOString(),
    kind: e.kind,
    method: e.method,
    amount: toRupees(e.amountPaise),
    reference: e.reference,
  })),
});
