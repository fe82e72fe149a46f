import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  ORDER_ID_PATTERN,
  PAYMENT_MESSAGES,
  type PaymentReturn,
  type PaymentStatusResponse,
} from '@grofresh/contracts';
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
  /**
   * Where the checkout says what became of the payment, beside the payment choice; without
   * it (My Orders), a toast says it.
   */
  onNotice?: (notice: PaymentNotice) => void;
}

/**
 * What the checkout says after the gateway (docs/product.md, Card payments): the payment
 * failed or was cancelled (`failed`, no order placed), its status could not be asked
 * (`unverified`), or the gateway has not confirmed it yet (`confirming`: asked again until it
 * settles).
 */
export type PaymentNotice =
  { kind: 'failed' | 'unverified'; message: string } | { kind: 'confirming'; orderId: string };

function tell(context: SettleContext, notice: PaymentNotice) {
  if (context.onNotice) context.onNotice(notice);
  else if (notice.kind !== 'confirming') toast.error(notice.message);
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
  'sold-out': PAYMENT_MESSAGES.refundedSoldOut,
};

/**
 * The payment return (docs/product/records.md#payment-return):
 * /checkout?payment=success|failed|aborted|refunded|sold-out&orderId=… `refunded`/`sold-out`: paid
 * too late to place the order (its Grocoins were spent, or its items sold out, meanwhile), so the
 * money goes back; the cart stays for another try.
 */
export async function settleReturn(
  payment: PaymentReturn,
  orderId: string | null,
  context: SettleContext,
): Promise<void> {
  if (payment !== 'success') {
    tell(context, { kind: 'failed', message: returnMessages[payment] });
    giveUp(orderId);
    return;
  }
  if (orderId === null || !ORDER_ID_PATTERN.test(orderId)) {
    tell(context, { kind: 'unverified', message: PAYMENT_MESSAGES.verifyFailed });
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
          tell(context, { kind: 'unverified', message: PAYMENT_MESSAGES.verifyFailed });
          return;
        }
        await settleAnswer(orderId, answer, context);
      })(),
    ),
  );
}

/**
 * The status call's answer about a payment the shopper came back from. Pending may yet
 * succeed (the gateway has not confirmed it): never called failed, its draft kept, and the
 * checkout asks again (`watchConfirming`) until it settles.
 */
async function settleAnswer(
  orderId: string,
  { status, message }: PaymentStatusResponse,
  context: SettleContext,
): Promise<void> {
  if (status === 'Success') return placePaidOrder(orderId, context);
  if (status === 'Pending') {
    forgetOrderIds();
    tell(context, { kind: 'confirming', orderId });
    return;
  }
  const failed = status === 'Aborted' ? PAYMENT_MESSAGES.abortedShort : PAYMENT_MESSAGES.failed;
  tell(context, { kind: 'failed', message: message ?? failed });
  giveUp(orderId);
}

/** How long to wait before asking again: every 5 s for two minutes, then every 30 s. */
export const confirmingDelayMs = (asked: number): number => (asked < 24 ? 5_000 : 30_000);

/**
 * A payment being confirmed: its status is asked again and again until the gateway settles
 * it, then placed (the placed order, as on Success) or told as failed. Returns a stop.
 */
export function watchConfirming(orderId: string, context: SettleContext): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = async (asked: number) => {
    const answer = await paymentStatus(orderId).catch(() => null);
    if (stopped) return;
    if (answer && answer.status !== 'Pending') {
      stopped = true;
      await once(orderId, () => settleAnswer(orderId, answer, context));
      return;
    }
    timer = setTimeout(() => void ask(asked + 1), confirmingDelayMs(asked + 1));
  };
  timer = setTimeout(() => void ask(0), confirmingDelayMs(0));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
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
