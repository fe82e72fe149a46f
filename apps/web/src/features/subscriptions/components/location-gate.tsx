import { LocateFixed, MapPinOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LOCATION_GATE } from '../messages';
import type { ShopperLocation } from '../shop-inputs';

interface LocationGateProps {
  status: Exclude<ShopperLocation['status'], 'eligible'>;
  onCheckLocation: () => void;
}

/**
 * Milk depends on the shopper's location (docs/product/rules.md#dairy); say why it is not on offer
 * and what to do.
 */
export function LocationGate({ status, onCheckLocation }: LocationGateProps) {
  const checking = status === 'idle' || status === 'checking';
  const words = LOCATION_GATE[checking ? 'checking' : status];
  return (
    <section
      aria-labelledby="milk-location-title"
      aria-busy={checking}
      aria-live="polite"
      className="flex flex-col items-center rounded-2xl border border-gray-200 bg-white px-6 py-10 text-center"
    >
      <span className="grid size-14 place-items-center rounded-full bg-accent-100 text-amber-700">
        {checking ? (
          <LocateFixed className="size-7 motion-safe:animate-pulse" aria-hidden />
        ) : (
          <MapPinOff className="size-7" aria-hidden />
        )}
      </span>
      <h3 id="milk-location-title" className="mt-4 font-bold">
        {words.title}
      </h3>
      <p className="mt-1 max-w-sm text-sm text-gray-600">{words.fix}</p>
      {words.action && (
        <Button variant="outline" className="mt-5" onClick={onCheckLocation}>
          {words.action}
        </Button>
      )}
    </section>
  );
}
