import { useEffect, useRef } from 'react';
import { ArrowLeft } from 'lucide-react';
import { formatRupees, toRupees, type Address, type Subscription } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { storeDateLabel } from '../calendar-month';
import { customLastDay, deliveryCount, planBillPaise, type PlanField } from '../subscription-plan';
import { useSubscriptionCheckout } from '../use-subscription-checkout';
import { AddressField, EndDateField, QuantityField } from './checkout-fields';
import { CustomDaysField } from './custom-days-field';
import { DailySwitch } from './daily-switch';
import { WindowHint } from './window-hint';

interface SubscriptionCheckoutProps {
  renewing: Subscription | null;
  addresses: Address[] | undefined;
  describeAddress: (address: Address) => string;
  prices: Record<string, number>;
  storeNow: Date;
  inWindow: boolean;
  coords: { lat: number; lon: number };
  onBack: () => void;
  onDone: () => void;
}

/** Where each problem is fixed, in the order the form asks. */
const FIELD_TARGETS: [PlanField, string][] = [
  ['quantity', '#milk-quantity'],
  ['endDate', '#milk-end-date'],
  ['days', '#milk-days [aria-pressed]'],
  ['address', '[name="milk-address"], #milk-address a'],
];

/**
 * The subscription checkout (docs/product/records.md#subscription), a view of the tab (not a
 * route).
 */
export function SubscriptionCheckout(props: SubscriptionCheckoutProps) {
  const { addresses, prices, inWindow, onBack } = props;
  const form = useSubscriptionCheckout(props);
  const { choices, days, problems } = form;
  const root = useRef<HTMLElement>(null);
  useEffect(() => root.current?.querySelector<HTMLElement>('h3')?.focus(), []);

  const place = () => {
    const found = form.submit();
    const target = FIELD_TARGETS.find(([field]) => found[field]);
    if (target) root.current?.querySelector<HTMLElement>(target[1])?.focus();
  };
  const price = prices[choices.quantity];
  const count = deliveryCount(choices, days);

  return (
    <section ref={root} aria-labelledby="milk-checkout-title" className="max-w-xl space-y-4">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onBack}
          aria-label="Back to subscriptions"
          className="grid size-10 place-items-center rounded-full text-gray-800 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </button>
        <h3 id="milk-checkout-title" tabIndex={-1} className="text-lg font-bold outline-none">
          Checkout
        </h3>
      </div>
      <div className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4">
        <p className="text-sm font-semibold text-brand-800">
          Milk{props.renewing && ' · renewing your subscription'}
        </p>
        <DailySwitch
          daily={choices.daily}
          onChange={form.setDaily}
          firstDay={storeDateLabel(days.tomorrow)}
        />
        <QuantityField
          prices={prices}
          value={choices.quantity}
          onChange={form.setQuantity}
          error={problems.quantity}
        />
        <EndDateField
          value={choices.endDate}
          min={days.today}
          max={days.last}
          onChange={form.setEndDate}
          error={problems.endDate}
        />
        {!choices.daily && (
          <CustomDaysField
            days={days}
            end={customLastDay(choices, days)}
            excluded={choices.excluded}
            onToggle={form.toggleDay}
            error={problems.days}
          />
        )}
        <div id="milk-address">
          <AddressField
            addresses={addresses}
            value={choices.addressId}
            onChange={form.setAddressId}
            describe={props.describeAddress}
            error={problems.address}
          />
        </div>
      </div>
      {price !== undefined && count > 0 && (
        <section
          aria-label="Bill"
          aria-live="polite"
          className="rounded-2xl bg-brand-50 p-4 text-sm"
        >
          <p className="tabular">
            {count} {count === 1 ? 'delivery' : 'deliveries'} × {formatRupees(price)} ={' '}
            <strong className="text-base">
              {formatRupees(toRupees(planBillPaise(choices, days, price)))}
            </strong>
          </p>
          <p className="text-gray-700">Paid up front; the store approves it once paid.</p>
        </section>
      )}
      <div>
        <Button
          size="lg"
          className="w-full sm:w-auto"
          disabled={!inWindow || form.placing}
          aria-describedby={inWindow ? undefined : 'milk-window-hint'}
          onClick={place}
        >
          {props.renewing ? 'Renew Subscription' : 'Place Subscription'}
        </Button>
        {!inWindow && <WindowHint id="milk-window-hint" />}
      </div>
    </section>
  );
}

export function CheckoutSkeleton() {
  return (
    <div aria-busy className="max-w-xl space-y-3">
      <Skeleton className="h-10 w-40" />
      <Skeleton className="h-80 rounded-2xl" />
    </div>
  );
}
