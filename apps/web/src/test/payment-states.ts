import type { DocumentPayment } from '@grofresh/contracts';

/** A console document's payment state for tests (docs/product/rules.md#books). */
export function paymentState(due: number, received = 0): DocumentPayment {
  const status =
    due === 0 ? (received > 0 ? 'PAID' : 'UNPAID') : received > 0 ? 'PART_PAID' : 'UNPAID';
  return { status, due, received, entries: [] };
}
