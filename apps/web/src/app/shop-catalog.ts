import { useMemo } from 'react';
import type { Item } from '@grofresh/contracts';
import { useCategories } from '@/features/catalog/api/categories';
import { useItems, type ItemsParams } from '@/features/catalog/api/items';
import { visibleCategories, visibleItems } from '@/features/catalog/dairy-gate';
import { useDairyEligible } from '@/features/location/location-store';

/** The categories this shopper may see: the catalog, gated by the location check. */
export function useShopCategories() {
  const query = useCategories();
  const eligible = useDairyEligible();
  const categories = useMemo(
    () => (query.data ? visibleCategories(query.data, eligible) : undefined),
    [query.data, eligible],
  );
  return { ...query, data: categories };
}

/** Items for a listing, with dairy items removed unless the shopper is inside the radius. */
export function useShopItems(params: ItemsParams) {
  const query = useItems(params);
  const categories = useCategories();
  const eligible = useDairyEligible();
  const categoriesFailed = categories.isError;
  const items = useMemo<Item[] | undefined>(() => {
    if (!query.data) return undefined;
    // Without the categories the dairy id is unknown: only an eligible shopper may see all.
    // If they failed to load, an empty list beats an endless skeleton
    // (docs/product/messages.md#only-logged).
    if (!categories.data) return eligible ? query.data : categoriesFailed ? [] : undefined;
    return visibleItems(query.data, categories.data, eligible);
  }, [query.data, categories.data, categoriesFailed, eligible]);
  return {
    ...query,
    data: items,
    isPending: query.isPending || (!eligible && categories.isPending),
  };
}
