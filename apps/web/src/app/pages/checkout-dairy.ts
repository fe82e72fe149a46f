import { useMemo } from 'react';
import type { CartEntries } from '@/features/cart/cart-entries';
import { useCategories } from '@/features/catalog/api/categories';
import { dairyCategoryIds } from '@/features/catalog/dairy-gate';
import type { CheckoutDairy } from '@/features/checkout/order-request';
import { turnOnLocation } from '@/features/location/check-location';
import { useLocationStore } from '@/features/location/location-store';

/** The cart's dairy items by name, each once (two sizes of one milk are one item). */
export function dairyItemNames(entries: CartEntries, dairyIds: ReadonlySet<string>): string[] {
  const names = Object.values(entries)
    .filter((entry) => entry.category.some((id) => dairyIds.has(id)))
    .map((entry) => entry.name);
  return [...new Set(names)];
}

/**
 * What the checkout needs for the dairy rule, from the catalog (which items are dairy) and the
 * location check (the point sent to check-radius), which the checkout may not import itself.
 */
export function useCheckoutDairy(
  entries: CartEntries,
  radiusKm: number | undefined,
): CheckoutDairy {
  const categories = useCategories().data;
  const status = useLocationStore((s) => s.status);
  const coords = useLocationStore((s) => s.coords);
  const items = useMemo(
    () => categories && dairyItemNames(entries, dairyCategoryIds(categories)),
    [categories, entries],
  );
  return { items, status, coords, radiusKm, onTurnOnLocation: turnOnLocation };
}
