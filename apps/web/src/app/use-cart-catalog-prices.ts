import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { itemsByIdsQuery } from '@/features/catalog/api/items';
import { useCart, useCartItemIds } from '@/features/cart/cart-store';

/**
 * Where the cart's lines stand today, from one call (`items/all?ids=`, available or not): each
 * answer re-prices the lines and marks those the shop no longer sells (`refresh`). `live` is
 * for the cart and checkout pages: ask again when the page opens, when the shopper comes back
 * to the tab, and after a refused order, so a line that sold out since it was added is
 * flagged before Confirm Order.
 */
function useCartCatalog(live: boolean) {
  const ids = useCartItemIds();
  const client = useQueryClient();
  const { data, refetch } = useQuery({
    ...itemsByIdsQuery(ids),
    enabled: ids.length > 0,
    refetchOnMount: live ? 'always' : true,
    refetchOnWindowFocus: live ? 'always' : false,
  });
  // `data` answers exactly `ids` (no placeholder), so an id it lacks has left the catalog.
  useEffect(() => {
    if (data) useCart.getState().refresh(data, ids);
  }, [data, ids]);
  useEffect(() => {
    if (!live) return;
    // An order refused since the last look (an item sold out meanwhile): look again.
    return client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') void refetch();
    });
  }, [live, client, refetch]);
}

/** Keeps the cart at today's prices and stock on every page (the root layout calls it). */
export function useCartCatalogPrices(): void {
  useCartCatalog(false);
}

/** The cart and checkout pages: today's stock of every line, asked again on open and focus. */
export function useCartStockCheck(): void {
  useCartCatalog(true);
}
