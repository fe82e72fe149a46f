import type { DbOrTx } from '../../db/database';
import { recordEntry } from '../../modules/books/books.service';
import type { AttemptRow, RefundRow } from '../../modules/payments/payments.service';

/**
 * A card payment enters the books by the gateway's answer (docs/product/rules.md#books): the
 * Success that settles an attempt records it against the order it pays for (its order_ref, also
 * when the order was refused and the payment goes back), with the gateway's tracking id. Once
 * per attempt, however often the gateway's answer is replayed.
 */
export async function recordCardPayment(
  tx: DbOrTx,
  attempt: Pick<AttemptRow, 'id' | 'orderRef' | 'userId' | 'amountPaise' | 'trackingId'>,
  at: Date,
): Promise<void> {
  await recordEntry(tx, {
    kind: 'PAYMENT',
    method: 'CARD',
    amountPaise: attempt.amountPaise,
    reference: attempt.trackingId,
    document: { type: 'ORDER', id: attempt.orderRef },
    userId: attempt.userId,
    byUserId: null,
    dueBeforePaise: attempt.amountPaise,
    onceKey: `card:${attempt.id}`,
    at,
  });
}

/** A card refund enters the books when the gateway confirms it, once, with its refund reference. */
export async function recordCardRefund(
  tx: DbOrTx,
  refund: Pick<RefundRow, 'id' | 'orderRef' | 'amountPaise' | 'refundRef' | 'updatedAt'>,
  attempt: Pick<AttemptRow, 'userId'>,
): Promise<void> {
  await recordEntry(tx, {
    kind: 'REFUND',
    method: 'CARD',
    amountPaise: refund.amountPaise,
    reference: refund.refundRef,
    document: { type: 'ORDER', id: refund.orderRef },
    userId: attempt.userId,
    byUserId: null,
    onceKey: `card-refund:${refund.id}`,
    at: refund.updatedAt,
  });
}
