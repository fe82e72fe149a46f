import {
  addressTypeLabel,
  isLiveSubscription,
  quantityOptionLabel,
  subscriptionStatusLabel,
  subscriptionStatusNote,
  type Address,
  type DocumentPayment,
  type Store,
  type Subscription,
  type SubscriptionStatus,
} from '@grofresh/contracts';
import { lazy, Suspense } from 'react';
import { Info } from 'lucide-react';
import { PaymentStateDetails } from '@/components/payment-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { storeDateLabel } from '../calendar-month';
import { GivenBackList } from './given-back-list';
import { PayByCard } from './pay-by-card';
import { PendingBill } from './pending-bill';
import { SubscriptionActions } from './subscription-actions';

// The calendar and its forms download when a subscription is shown (docs/decisions.md, "first
// bundle").
const MilkMonth = lazy(() => import('./milk-month').then((m) => ({ default: m.MilkMonth })));

const badge: Record<SubscriptionStatus, string> = {
  ACTIVE: 'bg-brand-100 text-brand-800',
  INACTIVE: 'bg-accent-100 text-amber-900',
  PENDING: 'bg-accent-100 text-amber-900',
  CANCELLED: 'bg-red-100 text-red-800',
  EXPIRED: 'bg-gray-200 text-gray-800',
};

interface SubscriptionDetailsProps {
  /** With its current bill's payments when the shopper's own calls answer it (rules.md#books). */
  subscription: Subscription & { paymentState?: DocumentPayment };
  describeAddress: (address: Address) => string;
  store: Store | undefined;
  /** The store's quantity options and daily prices (undefined while the settings load). */
  prices: Record<string, number> | undefined;
  inWindow: boolean;
  /** The store's today, YYYY-MM-DD; null until the store's clock has answered. */
  today: string | null;
  onRenew: () => void;
}

/** The shopper's subscription: what, when, where, its status note and what can be done. */
export function SubscriptionDetails(props: SubscriptionDetailsProps) {
  const { subscription: sub, today } = props;
  return (
    <article
      aria-labelledby="milk-sub-title"
      className="max-w-xl space-y-4 rounded-2xl border border-gray-200 bg-white p-4"
    >
      <header className="flex items-center gap-3">
        <img
          src="/media/emoji/glass-of-milk.svg"
          alt=""
          width={48}
          height={48}
          className="size-12 rounded-xl bg-brand-50 p-2"
        />
        <h3 id="milk-sub-title" className="flex-1 text-lg font-bold">
          Milk subscription
        </h3>
        <span className={cn('rounded-full px-2.5 py-1 text-xs font-bold', badge[sub.status])}>
          {subscriptionStatusLabel[sub.status]}
        </span>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-gray-600">Type</dt>
        <dd className="font-semibold">{sub.type === 'DAILY' ? 'Daily' : 'Custom days'}</dd>
        <dt className="text-gray-600">Quantity</dt>
        <dd className="font-semibold">
          {quantityOptionLabel(sub.quantity)}
          {/* Changes from a date on (docs/product/rules.md#milk-subscriptions). */}
          {sub.quantityChanges.map((c) => (
            <span key={c.from} className="block font-normal text-gray-700">
              {quantityOptionLabel(c.quantity)} from {storeDateLabel(c.from)}
            </span>
          ))}
        </dd>
        <dt className="text-gray-600">Dates</dt>
        <dd className="tabular font-semibold">
          {storeDateLabel(sub.startDate)} – {storeDateLabel(sub.endDate)}
        </dd>
        <dt className="text-gray-600">Deliver to</dt>
        <dd>
          <span className="font-semibold">{addressTypeLabel(sub.address.type)}</span>
          {' · '}
          {props.describeAddress(sub.address)}
        </dd>
      </dl>
      <GivenBackList givenBack={sub.givenBack ?? []} />
      <p className="flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        {subscriptionStatusNote[sub.status]}
      </p>
      <SubscriptionActions subscription={sub} inWindow={props.inWindow} onRenew={props.onRenew} />
      {sub.status === 'PENDING' && <PendingBill subscription={sub} store={props.store} />}
      {/* A pending bill shows its own payments (PendingBill). */}
      {sub.paymentState &&
        sub.status !== 'PENDING' &&
        (sub.status !== 'CANCELLED' || sub.paymentState.entries.length > 0) && (
          <PaymentStateDetails state={sub.paymentState} title={`Bill ${sub.billNo}`} />
        )}
      {sub.paymentState && sub.paymentState.due > 0 && isLiveSubscription(sub.status) && (
        <PayByCard subscriptionId={sub._id} due={sub.paymentState.due} />
      )}
      {sub.status !== 'PENDING' && today && (
        <Suspense fallback={<Skeleton className="h-72" />}>
          <MilkMonth
            subscription={sub}
            today={today}
            inWindow={props.inWindow}
            prices={props.prices}
          />
        </Suspense>
      )}
    </article>
  );
}
