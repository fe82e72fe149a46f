import { LocateFixed, MapPinOff } from 'lucide-react';
import { dairyRuleMessages } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { DAIRY_CHECKOUT_MESSAGES as WORDS } from '../messages';
import type { CheckoutDairy, DairyNeed } from '../order-request';

interface DairyNoticeProps {
  dairy: CheckoutDairy;
  need: DairyNeed;
}

/**
 * Before 'Confirm Order': dairy delivered to an address without a pin goes by the shopper's
 * checked location. Without one, or outside the range, say so and what can be done.
 */
export function DairyNotice({ dairy, need }: DairyNoticeProps) {
  const { items = [], radiusKm, status } = dairy;
  const outside = status === 'out-of-range';
  if (!need.needsLocation || (need.location && !outside)) return null;
  const checking = status === 'idle' || status === 'checking';
  const canAsk = !checking && status !== 'unsupported';
  const reason =
    radiusKm === undefined
      ? null
      : outside
        ? dairyRuleMessages.outsideRange(radiusKm, items)
        : dairyRuleMessages.locationNeeded(radiusKm, items);
  return (
    <section
      aria-labelledby="checkout-dairy-title"
      aria-live="polite"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2
        id="checkout-dairy-title"
        className="flex items-center gap-2 text-base font-bold text-gray-900"
      >
        {checking ? (
          <LocateFixed className="size-5 text-amber-700 motion-safe:animate-pulse" aria-hidden />
        ) : (
          <MapPinOff className="size-5 text-amber-700" aria-hidden />
        )}
        {checking ? WORDS.checking : outside ? WORDS.outsideTitle : WORDS.needTitle}
      </h2>
      {reason && <p className="mt-2 text-sm text-gray-800">{reason}</p>}
      {!outside && status === 'denied' && (
        <p className="mt-1 text-sm text-gray-700">{WORDS.howTo}</p>
      )}
      {status === 'unsupported' && (
        <p className="mt-1 text-sm text-gray-700">{WORDS.unsupported}</p>
      )}
      <p className="mt-1 text-sm text-gray-700">{outside ? WORDS.outsideWaysOut : WORDS.waysOut}</p>
      {canAsk && !outside && (
        <Button variant="outline" className="mt-3" onClick={dairy.onTurnOnLocation}>
          {WORDS.turnOn}
        </Button>
      )}
    </section>
  );
}
