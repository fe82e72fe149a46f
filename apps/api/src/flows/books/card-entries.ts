import type { DbOrTx } from '../../db/database';
import { recordEntry, type DocumentKey } from '../../modules/books/books.service';
import type { AttemptRow, RefundRow } from '../../modules/payments/payments.service';

type Paying = Pick<AttemptRow, 'orderRef' | 'subscriptionId' | 'billNo'>;

/** What an attempt paid for in the books: its milk bill, or the order it placed (or would have). */
const documentOf = (attempt: Paying): DocumentKey =>
  attempt.subscriptionId !== null
    ? { type: 'SUBSCRIPTION', id: attempt.subscriptionId, billNo: attempt.billNo ?? 1 }
    : { type: 'ORDER', id: attempt.orderRef };

/**
 * A card payment enters the books by the gateway's answer (docs/product/rules.md#books): the
 * Success that settles an attempt records it against the order it pays for (its order_ref, also
 * when the order was refused and the payment goes back) or the milk bill it was made for, with
 * the gateway's tracking id. Once per attempt, however often the gateway's answer is replayed.
 * `dueBeforePaise`: what the document owed just before (an order: the whole payment).
 */
export async function recordCardPayment(
  tx: DbOrTx,
  attempt: Paying & Pick<AttemptRow, 'id' | 'userId' | 'amountPaise' | 'trackingId'>,
  at: Date,
  dueBeforePaise = attempt.amountPaise,
): Promise<void> {
  await recordEntry(tx, {
    kind: 'PAYMENT',
    method: 'CARD',
    amountPaise: attempt.amountPaise,
    reference: attempt.trackingId,
    document: documentOf(attempt),
    userId: attempt.userId,
    byUserId: null,
    dueBeforePaise,
    onceKey: `card:${attempt.id}`,
    at,
  });
}

/** A card refund enters the books when the gateway confirms it, once, with its refund reference. */
export async function recordCardRefund(
  tx: DbOrTx,
  refund: Pick<RefundRow, 'id' | 'orderRef' | 'amountPaise' | 'refundRef' | 'updatedAt'>,
  attempt: Pick<AttemptRow, 'userId' | 'subscriptionId' | 'billNo'>,
): Promise<void> {
  await recordEntry(tx, {
    kind: 'REFUND',
    method: 'CARD',
    amountPaise: refund.amountPaise,
    reference: refund.refundRef,
    document: documentOf({ ...attempt, orderRef: refund.orderRef }),
    userId: attempt.userId,
    byUserId: null,
    onceKey: `card-refund:${refund.id}`,
    at: refund.updatedAt,
  });
}
