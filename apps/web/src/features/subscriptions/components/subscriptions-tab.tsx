import { useState } from 'react';
import {
  isInsideSubscriptionWindow,
  isLiveSubscription,
  storeDate,
  type Subscription,
} from '@grofresh/contracts';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { queryKeys } from '@/lib/query-keys';
import { useFollowOwnRecord } from '@/lib/use-follow-own-record';
import { useMySubscriptions } from '../api/my-subscriptions';
import { useStoreNow } from '../api/store-clock';
import type { ShopInputs } from '../shop-inputs';
import { LocationGate } from './location-gate';
import { MilkPaymentReturn } from './milk-payment-return';
import { ProductCards } from './product-cards';
import { CheckoutSkeleton, SubscriptionCheckout } from './subscription-checkout';
import { SubscriptionDetails } from './subscription-details';

type View = { kind: 'home' } | { kind: 'checkout'; renewing: Subscription | null };

/**
 * The 'Subscriptions' tab of /my-account (docs/product/screens.md#my-account): product cards or the
 * shopper's subscription, and the checkout as a view of its own. Every window is read on the
 * store's clock.
 */
export function SubscriptionsTab(shop: ShopInputs) {
  const userId = useSession((s) => s.session?.user._id);
  const query = useMySubscriptions(userId);
  // The store's approval, a pause by staff or the run's expiry shows without a reload.
  const shown = query.data?.[0];
  useFollowOwnRecord({
    type: 'subscription.updated',
    id: shown?._id,
    open: shown !== undefined && isLiveSubscription(shown.status),
    queryKey: queryKeys.subscriptions.all,
  });
  const storeNow = useStoreNow();
  const [view, setView] = useState<View>({ kind: 'home' });
  const inWindow = storeNow !== null && isInsideSubscriptionWindow(storeNow);
  const { location } = shop;
  const home = () => setView({ kind: 'home' });
  if (!userId) return null;
  if (query.isPending) {
    return (
      <div aria-busy className="max-w-xl space-y-3">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} className="max-w-xl" />;

  // Milk goes only where the location check said it may (docs/product/rules.md#dairy: the create
  // call carries it).
  const coords = location.status === 'eligible' ? location.coords : null;
  const gate = coords ? null : (
    <LocationGate
      status={location.status === 'eligible' ? 'checking' : location.status}
      onCheckLocation={shop.onCheckLocation}
    />
  );

  if (view.kind === 'checkout') {
    if (!coords) {
      return (
        <div className="max-w-xl space-y-3">
          <Button variant="ghost" onClick={home}>
            <ArrowLeft className="size-4" aria-hidden />
            Back to subscriptions
          </Button>
          {gate}
        </div>
      );
    }
    if (!storeNow || !shop.config) return <CheckoutSkeleton />;
    return (
      <SubscriptionCheckout
        renewing={view.renewing}
        addresses={shop.addresses}
        describeAddress={shop.describeAddress}
        prices={shop.config.milkPriceSubscription}
        storeNow={storeNow}
        inWindow={inWindow}
        coords={coords}
        onBack={home}
        onDone={home}
      />
    );
  }

  const current = query.data[0];
  const chooseMilk = () => setView({ kind: 'checkout', renewing: null });
  // A cancelled one shows no renew button; a new subscription is the way back to milk.
  const offerNew = !current || current.status === 'CANCELLED';
  return (
    <div className="space-y-6">
      <MilkPaymentReturn />
      {current && (
        <SubscriptionDetails
          subscription={current}
          describeAddress={shop.describeAddress}
          store={shop.config?.store}
          prices={shop.config?.milkPriceSubscription}
          inWindow={inWindow}
          today={storeNow && storeDate(storeNow)}
          onRenew={() => setView({ kind: 'checkout', renewing: current })}
        />
      )}
      {offerNew &&
        (gate ?? (
          <ProductCards
            onChooseMilk={chooseMilk}
            heading={current ? 'Subscribe again' : undefined}
          />
        ))}
    </div>
  );
}
