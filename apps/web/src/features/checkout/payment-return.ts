import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ORDER_ID_PATTERN, PAYMENT_MESSAGES, type PaymentReturn } from '@grofresh/contracts';
import { withSpinner } from '@/lib/busy-store';
import { queryKeys } from '@/lib/query-keys';
import { createOrder } from './api/create-order';
import { paymentStatus } from './api/payments';
import { forgetOrderIds } from './order-id';
import { readPaymentDraft, removePaymentDraft } from './payment-draft';

export interface SettleContext {
  client: QueryClient;
  /** The order is placed: clear the cart (and, coming back from the gateway, go to My Orders). */
  onPaid: () => void;
}

/** Orders whose payment is being settled in this page: each is settled by one caller only. */
const settling = new Set<string>();

async function once(orderId: string, work: () => Promise<void>): Promise<void> {
  if (settling.has(orderId)) return;
  settling.add(orderId);
  try {
    await work();
  } finally {
    settling.delete(orderId);
  }
}

/**
 * The gateway said Success: the server placed the order on its word. `orders/create` with the
 * saved draft (same orderId) answers that order; without the draft (storage cleared) it is
 * placed all the same.
 */
async function placePaidOrder(orderId: string, { client, onPaid }: SettleContext) {
  const draft = readPaymentDraft();
  if (draft?.orderId === orderId) {
    try {
      await createOrder(draft);
    } catch (error) {
      // The order exists whatever this answer: it was placed when the payment succeeded.
      console.error(error);
    }
    removePaymentDraft(orderId);
  }
  forgetOrderIds();
  void client.invalidateQueries({ queryKey: queryKeys.orders.all });
  void client.invalidateQueries({ queryKey: queryKeys.coins.all });
  toast.success(PAYMENT_MESSAGES.success);
  onPaid();
}

/** The next try is a new attempt with a new orderId; the cart stays as it was. */
function giveUp(orderId: string | null) {
  removePaymentDraft(orderId ?? undefined);
  forgetOrderIds();
}

const returnMessages: Record<Exclude<PaymentReturn, 'success'>, string> = {
  failed: PAYMENT_MESSAGES.failed,
  aborted: PAYMENT_MESSAGES.aborted,
  refunded: PAYMENT_MESSAGES.refundedLate,
};

/**
 * SPEC 4 Payment return: /checkout?payment=success|failed|aborted|refunded&orderId=…
 * `refunded`: paid too late to place the order (its Grocoins were spent meanwhile), so the
 * money goes back; the cart stays for another try.
 */
export async function settleReturn(
  payment: PaymentReturn,
  orderId: string | null,
  context: SettleContext,
): Promise<void> {
  if (payment !== 'success') {
    toast.error(returnMessages[payment]);
    giveUp(orderId);
    return;
  }
  if (orderId === null || !ORDER_ID_PATTERN.test(orderId)) {
    toast.error(PAYMENT_MESSAGES.verifyFailed);
    return;
  }
  await once(orderId, () =>
    withSpinner(
      (async () => {
        let answer;
        try {
          answer = await paymentStatus(orderId);
        } catch {
          // The draft stays: the next visit to checkout or My Orders asks again.
          toast.error(PAYMENT_MESSAGES.verifyFailed);
          return;
        }
        const { status, message } = answer;
        if (status === 'Success') return placePaidOrder(orderId, context);
        if (status === 'Pending') {
          // It may yet succeed (the gateway has not confirmed it): never called failed, and
          // its draft stays to be settled later.
          toast.error(PAYMENT_MESSAGES.verifyFailed);
          forgetOrderIds();
          return;
        }
        toast.error(
          message ??
            (status === 'Aborted' ? PAYMENT_MESSAGES.abortedShort : PAYMENT_MESSAGES.failed),
        );
        giveUp(orderId);
      })(),
    ),
  );
}

/**
 * A draft left behind (the shopper paid and closed the tab before coming back): asks where its
 * payment stands, once. Success places it; Failure or Aborted drops the draft quietly, unless
 * the answer says why (a payment refunded because it came too late), which is shown; Pending
 * or a failed question leaves it for the next visit.
 */
export async function settleLeftDraft(userId: string, context: SettleContext): Promise<void> {
  const draft = readPaymentDraft();
  // Another shopper's draft on this device is theirs to settle.
  if (!draft || (draft.userId !== undefined && draft.userId !== userId)) return;
  const { orderId } = draft;
  await once(orderId, async () => {
    let answer;
    try {
      answer = await paymentStatus(orderId);
    } catch {
      return;
    }
    if (answer.status === 'Success') await placePaidOrder(orderId, context);
    else if (answer.status !== 'Pending') {
      if (answer.message) toast.error(answer.message);
      giveUp(orderId);
    }
  });
}
