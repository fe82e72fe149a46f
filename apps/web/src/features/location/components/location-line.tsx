import type { ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import { cn } from '@/lib/cn';
import { turnOnLocation } from '../check-location';
import { kmText as km } from '../km';
import { useLocationStore } from '../location-store';

interface LocationLineProps {
  storeName?: string;
  radiusKm?: number;
  className?: string;
}

/** The header's location line: where we deliver from and whether dairy reaches the shopper. */
export function LocationLine({ storeName = 'GroFresh', radiusKm, className }: LocationLineProps) {
  const { status, distanceKm } = useLocationStore();
  const title =
    status === 'eligible'
      ? 'Dairy & milk delivered to you'
      : status === 'out-of-range'
        ? 'Dairy not available here'
        : storeName;
  let detail: ReactNode;
  if (status === 'idle' || status === 'checking') detail = 'Checking your location…';
  else if (distanceKm !== null && (status === 'eligible' || status === 'out-of-range'))
    detail =
      status === 'eligible'
        ? `${km(distanceKm)} from ${storeName}`
        : radiusKm
          ? `${km(distanceKm)} away · dairy within ${radiusKm} km`
          : `${km(distanceKm)} away`;
  else
    detail = (
      <button
        type="button"
        onClick={turnOnLocation}
        className="font-semibold text-brand-700 underline underline-offset-2"
      >
        Turn on location to see dairy
      </button>
    );
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <MapPin className="size-5 shrink-0 text-brand-600" aria-hidden />
      <div className="min-w-0 leading-tight">
        <p className="truncate text-sm font-bold text-gray-900">{title}</p>
        <p className="truncate text-xs text-gray-600" aria-live="polite">
          {detail}
        </p>
      </div>
    </div>
  );
}
