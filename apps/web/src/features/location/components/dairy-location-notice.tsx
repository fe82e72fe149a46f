import { LocateFixed, MapPinOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { turnOnLocation } from '../check-location';
import { kmText } from '../km';
import { useLocationStore } from '../location-store';
import { DAIRY_SHELF_NOTICE } from '../messages';

interface DairyLocationNoticeProps {
  /** The store's dairy radius, when known, to say how near is near enough. */
  radiusKm?: number;
}

/**
 * The Dairy category page's answer to a shopper who cannot see dairy: their location is the
 * reason, and what to do about it. Nothing once the location is inside the range.
 */
export function DairyLocationNotice({ radiusKm }: DairyLocationNoticeProps) {
  const status = useLocationStore((s) => s.status);
  const distanceKm = useLocationStore((s) => s.distanceKm);
  if (status === 'eligible') return null;
  const checking = status === 'idle' || status === 'checking';
  const words = DAIRY_SHELF_NOTICE[checking ? 'checking' : status];
  const distance =
    status === 'out-of-range' && distanceKm !== null
      ? DAIRY_SHELF_NOTICE.distance(
          kmText(distanceKm),
          radiusKm === undefined ? null : `${radiusKm} km`,
        )
      : null;
  return (
    <section
      aria-labelledby="dairy-location-title"
      aria-busy={checking}
      aria-live="polite"
      className="mb-4 flex flex-col items-center rounded-2xl border border-amber-200 bg-amber-50 px-6 py-8 text-center"
    >
      <span className="grid size-14 place-items-center rounded-full bg-white text-amber-700">
        {checking ? (
          <LocateFixed className="size-7 motion-safe:animate-pulse" aria-hidden />
        ) : (
          <MapPinOff className="size-7" aria-hidden />
        )}
      </span>
      <h2 id="dairy-location-title" className="mt-3 font-bold text-gray-900">
        {words.title}
      </h2>
      <p className="mt-1 max-w-md text-sm text-gray-700">{words.body}</p>
      {distance && <p className="mt-1 max-w-md text-sm font-medium text-gray-800">{distance}</p>}
      {words.action && (
        <Button variant="outline" className="mt-4" onClick={turnOnLocation}>
          {words.action}
        </Button>
      )}
    </section>
  );
}
