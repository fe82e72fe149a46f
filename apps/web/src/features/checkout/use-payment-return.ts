import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paymentReturns } from '@grofresh/contracts';
import { useSession } from '@/lib/session';
import { oneOf } from '@/lib/url-params';
import {
  settleLeftDraft,
  settleReturn,
  watchConfirming,
  type PaymentNotice,
  type SettleContext,
} from './payment-return';

/**
 * Runs `work` once for this mounted page, as soon as a shopper is signed in. The guard is a
 * ref, which React keeps through StrictMode's second run of effects; the work is never cancelled
 * by the effect's cleanup, so that second run has nothing to redo.
 */
function useOnceSignedIn(work: (userId: string) => void) {
  const userId = useSession((s) => s.session?.user._id);
  const done = useRef(false);
  const run = useEffectEvent(work);
  useEffect(() => {
    if (!userId || done.current) return;
    done.current = true;
    run(userId);
  }, [userId]);
}

/**
 * The checkout's side of online payment (docs/product/records.md#payment-return). Back from the
 * gateway (?payment=…&orderId=…): the query leaves the URL at once (replace), so neither a
 * re-render nor a reload handles it again, and the return is settled. Without that query, a payment
 * draft left from an earlier visit is settled instead. Returns what the checkout says about
 * the payment beside its choice; while the gateway is confirming one, its status is asked
 * again until it settles (docs/product.md, Card payments).
 */
export function useCheckoutPaymentReturn(onPaid: () => void): PaymentNotice | null {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const context: SettleContext = { client, onPaid, onNotice: setNotice };
  useOnceSignedIn((userId) => {
    if (!params.has('payment')) {
      void settleLeftDraft(userId, context);
      return;
    }
    const payment = oneOf(paymentReturns, params.get('payment'));
    const orderId = params.get('orderId');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        next.delete('orderId');
        return next;
      },
      { replace: true },
    );
    if (payment) void settleReturn(payment, orderId, context);
  });
  const confirming = notice?.kind === 'confirming' ? notice.orderId : null;
  const settle = useEffectEvent((orderId: string) => watchConfirming(orderId, context));
  useEffect(() => (confirming ? settle(confirming) : undefined), [confirming]);
  return notice;
}

/**
 * My Orders: a payment draft left behind is settled when the tab opens
 * (docs/product/records.md#payment-return).
 */
export function useSettleLeftPayment(onPlaced: () => void) {
  const client = useQueryClient();
  useOnceSignedIn((userId) => void settleLeftDraft(userId, { client, onPaid: onPlaced }));
}
