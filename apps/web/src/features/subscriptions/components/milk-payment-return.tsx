import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  MILK_PAYMENT_MESSAGES,
  PAYMENT_MESSAGES,
  paymentReturns,
  type PaymentReturn,
  type PaymentStatusResponse,
} from '@grofresh/contracts';
import { BadgeCheck, CircleAlert, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { queryKeys } from '@/lib/query-keys';
import { useMilkPaymentStatus } from '../api/milk-payment';
import { SUBSCRIPTION_TAB_MESSAGES } from '../messages';

const isReturn = (value: string | null): value is PaymentReturn =>
  (paymentReturns as readonly (string | null)[]).includes(value);

/** What the banner says: paid only once the status call says Success. */
export function milkReturnWords(
  payment: PaymentReturn,
  status: PaymentStatusResponse | undefined,
): { ok: boolean; text: string } {
  if (payment === 'refunded') return { ok: false, text: MILK_PAYMENT_MESSAGES.refunded };
  if (payment === 'aborted') return { ok: false, text: PAYMENT_MESSAGES.aborted };
  if (payment !== 'success') return { ok: false, text: PAYMENT_MESSAGES.failed };
  if (!status || status.status === 'Pending')
    return { ok: true, text: PAYMENT_MESSAGES.processing };
  if (status.status === 'Success') return { ok: true, text: SUBSCRIPTION_TAB_MESSAGES.cardPaid };
  if (status.status === 'Aborted') return { ok: false, text: PAYMENT_MESSAGES.abortedShort };
  return { ok: false, text: status.message ?? PAYMENT_MESSAGES.failed };
}

/**
 * The gateway's return to the milk tab (`?payment=…&orderId=MLK-…`, contracts'
 * milkPaymentReturnUrl): says how the card payment went, asking the status before saying paid,
 * and reads the subscription again once it is; closing it takes the words off the address.
 */
export function MilkPaymentReturn() {
  const [params, setParams] = useSearchParams();
  const payment = params.get('payment');
  const orderId = params.get('orderId');
  const known = isReturn(payment);
  const status = useMilkPaymentStatus(known && payment === 'success' ? orderId : null);
  const client = useQueryClient();
  const paid = status.data?.status === 'Success';
  useEffect(() => {
    if (paid) void client.invalidateQueries({ queryKey: queryKeys.subscriptions.all });
  }, [paid, client]);
  if (!known) return null;
  const words = status.isError
    ? { ok: false, text: PAYMENT_MESSAGES.verifyFailed }
    : milkReturnWords(payment, status.data);
  const close = () =>
    setParams(
      (now) => {
        now.delete('payment');
        now.delete('orderId');
        return now;
      },
      { replace: true },
    );
  const Icon = words.ok ? BadgeCheck : CircleAlert;
  return (
    <div
      role="status"
      className={cn(
        'flex max-w-xl items-start gap-2 rounded-xl p-3 text-sm font-semibold',
        words.ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-800',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="flex-1">{words.text}</p>
      <button
        type="button"
        aria-label="Close"
        onClick={close}
        className="-m-1 grid size-8 place-items-center rounded-full hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
