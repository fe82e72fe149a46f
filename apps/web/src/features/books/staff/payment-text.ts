import {
  documentPaymentStatusLabel,
  formatRupees,
  type BookDocumentType,
  type BookMethod,
  type DocumentPayment,
} from '@grofresh/contracts';

/**
 * What a console card says of a document's payment (docs/product/rules.md#books):
 * "Unpaid", "Part paid ₹40.00 of ₹90.00", "Paid", "Refund due ₹40.00", "Refunded".
 */
export function paymentStateText(state: DocumentPayment): string {
  const label = documentPaymentStatusLabel[state.status];
  if (state.status === 'PART_PAID')
    return `${label} ${formatRupees(state.received)} of ${formatRupees(state.received + state.due)}`;
  if (state.status === 'REFUND_DUE') return `${label} ${formatRupees(state.received)}`;
  return label;
}

/** Unpaid amber, part paid yellow, paid green, refund due red, refunded grey. */
export const paymentStateTone: Record<DocumentPayment['status'], string> = {
  UNPAID: 'bg-amber-50 text-amber-900',
  PART_PAID: 'bg-yellow-50 text-yellow-900',
  PAID: 'bg-green-50 text-green-800',
  REFUND_DUE: 'bg-red-50 text-red-800',
  REFUNDED: 'bg-gray-100 text-gray-700',
};

export const methodLabel: Record<BookMethod, string> = {
  CASH: 'Cash',
  UPI: 'UPI',
  CARD: 'Card',
  COINS: 'Grocoins',
};

export const documentLabel: Record<BookDocumentType, string> = {
  ORDER: 'Order',
  SUBSCRIPTION: 'Milk bill',
  TABLE_ORDER: 'Counter order',
};

/** Where a document's card is in the console, when a link can reach it. */
export function documentLink(type: BookDocumentType): string {
  if (type === 'ORDER') return '/ops/orders';
  if (type === 'SUBSCRIPTION') return '/ops/milk?tab=subscriptions';
  return '/ops/counter?view=today';
}

/** "₹12.50 over", "₹5.00 short", "Matches": counted cash against what the books expect. */
export function differenceText(difference: number): string {
  if (difference === 0) return 'Matches';
  return difference > 0 ? `${formatRupees(difference)} over` : `${formatRupees(-difference)} short`;
}
