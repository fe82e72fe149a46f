import { BadgeCheck } from 'lucide-react';
import {
  formatRupees,
  type DocumentPayment,
  type Store,
  type Subscription,
} from '@grofresh/contracts';
import { PaymentEntries, PaymentStateBadge } from '@/components/payment-state';
import { formatDate } from '@/lib/format-date';
import { SUBSCRIPTION_TAB_MESSAGES } from '../messages';
import { UpiBillQr } from './upi-bill-qr';

interface PendingBillProps {
  subscription: Subscription & { paymentState?: DocumentPayment };
  /** Undefined while the store settings load. */
  store: Store | undefined;
}

/**
 * A pending subscription is prepaid (docs/product/records.md#subscription-status); its bill,
 * whether it is paid, and how to pay.
 */
export function PendingBill({ subscription, store }: PendingBillProps) {
  const { deliveryDays, pricePerDay, amountDue, paidAt } = subscription;
  const amount = formatRupees(amountDue);
  return (
    <section aria-labelledby="milk-bill-title" className="rounded-xl bg-gray-50 p-3">
      <div className="flex items-center justify-between gap-2">
        <h4 id="milk-bill-title" className="text-sm font-bold">
          Your bill
        </h4>
        {subscription.paymentState && <PaymentStateBadge state={subscription.paymentState} />}
      </div>
      <p className="tabular mt-1 text-sm">
        {deliveryDays} {deliveryDays === 1 ? 'day' : 'days'} × {formatRupees(pricePerDay)} ={' '}
        <strong className="text-base">{amount}</strong>
      </p>
      {paidAt ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-brand-800">
          <BadgeCheck className="size-4" aria-hidden />
          Payment confirmed on {formatDate(paidAt)}. The store will approve it soon.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-gray-700">Payment not confirmed by the store yet.</p>
          {store?.upiId ? (
            <UpiBillQr
              payee={{ vpa: store.upiId, payeeName: store.upiName || store.name }}
              amount={amountDue}
              reference={subscription._id}
            />
          ) : (
            store && (
              <p className="mt-2 text-sm font-semibold">
                {SUBSCRIPTION_TAB_MESSAGES.payAtStore(amount)}
              </p>
            )
          )}
        </>
      )}
      {subscription.paymentState && <PaymentEntries entries={subscription.paymentState.entries} />}
    </section>
  );
}
