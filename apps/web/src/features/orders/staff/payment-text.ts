import {
  formatRupees,
  refundStatusLabel,
  type OrderPayment,
  type PaymentStatus,
} from '@grofresh/contracts';

/** The gateway's word for an attempt, as the store reads it. */
export const paymentStatusLabel: Record<PaymentStatus, string> = {
  Success: 'Paid online',
  Pending: 'Payment pending',
  Aborted: 'Payment aborted',
  Failure: 'Payment failed',
};

/**
 * What the gateway recorded of a payment, and the reference its refund goes by there, leaving
 * out what it did not say.
 */
export function paymentFacts(payment: OrderPayment): { label: string; value: string }[] {
  const facts = [
    { label: 'Mode', value: payment.paymentMode },
    { label: 'Tracking id', value: payment.trackingId },
    { label: 'Bank ref', value: payment.bankRefNo },
    { label: 'Refund ref', value: payment.refund?.reference },
  ];
  return facts.filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
}

/** 'Refunded ₹260.00', or 'Refund failed ₹260.00 · <the gateway's reason>'. */
export function refundText(refund: NonNullable<OrderPayment['refund']>): string {
  const head = `${refundStatusLabel[refund.status]} ${formatRupees(refund.amount)}`;
  return refund.message ? `${head} · ${refund.message}` : head;
}
