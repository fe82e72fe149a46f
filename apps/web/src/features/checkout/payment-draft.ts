import { createOrderBodySchema, type CreateOrderBody } from '@grofresh/contracts';
import { PAYMENT_DRAFT_KEY } from '@/lib/storage-keys';

/**
 * The order payload (docs/product/records.md#payment-return), with its orderId, saved in
 * localStorage before the browser leaves for the card gateway. When the payment comes back
 * successful, `orders/create` is sent with it (the server, which placed the order on the gateway's
 * word, answers that same order).
 */
export type PaymentDraft = CreateOrderBody;

export function savePaymentDraft(draft: PaymentDraft): void {
  try {
    localStorage.setItem(PAYMENT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused: the server keeps its own copy of the draft from the initiation.
  }
}

/** The saved draft as it was written, or null when there is none or it is not one. */
export function readPaymentDraft(): PaymentDraft | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PAYMENT_DRAFT_KEY) ?? 'null');
    return createOrderBodySchema.safeParse(stored).success ? (stored as PaymentDraft) : null;
  } catch {
    return null;
  }
}

/** Removes the draft; with an orderId, only that order's (another attempt's draft stays). */
export function removePaymentDraft(orderId?: string): void {
  const stored = readPaymentDraft();
  if (orderId !== undefined && stored !== null && stored.orderId !== orderId) return;
  try {
    localStorage.removeItem(PAYMENT_DRAFT_KEY);
  } catch {
    // Nothing could have been stored either.
  }
}
