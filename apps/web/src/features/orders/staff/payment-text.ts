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

/** What the gateway recorded of a payment, leaving out what it did not say. */
export function paymentFacts(payment: OrderPayment): { label: string; value: string }[] {
  const facts = [
    { label: 'Mode', value: payment.paymentMode },
    { label: 'Tracking id', value: payment.trackingId },
    { label: 'Bank ref', value: payment.bankRefNo },
  ];
  return facts.filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
}

/** 'Refunded ₹260.00 · <gateway reference or reason>'. */
export function refundText(refund: NonNullable<OrderPayment['refund']>): string {
  const head = `${refundStatusLabel[refund.status]} ${formatRupees(refund.amount)}`;
  return refund.message ? `${head} · ${refund.message}` : head;
}
