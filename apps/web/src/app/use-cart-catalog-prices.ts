import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ITEM_LIMIT_HOME } from '@grofresh/contracts';
import { itemsQuery } from '@/features/catalog/api/items';
import { useCart } from '@/features/cart/cart-store';

/**
 * Keeps the cart at the catalog's current prices: the home page's item list (cached, so
 * usually no extra call) re-prices every line it knows whenever it arrives or refreshes.
 */
export function useCartCatalogPrices(): void {
  const hasLines = useCart((s) => Object.keys(s.entries).length > 0);
  const { data } = useQuery({ ...itemsQuery({ limit: ITEM_LIMIT_HOME }), enabled: hasLines });
  useEffect(() => {
    if (data) useCart.getState().refresh(data);
  }, [data]);
}
