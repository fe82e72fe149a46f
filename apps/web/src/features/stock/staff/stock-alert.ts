import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { opsStockEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { lowStockAlert, unitKey } from './stock-text';
import { stockQueryOf } from './use-stock-filters';

const listCall = refTo<typeof opsStockEndpoints.list>('GET', '/ops/stock');

/**
 * The console heard 'stock.low' for an item (a unit fell to its low mark or sold out): the
 * stock lists and the dashboard's figures are read again, and each low unit of that item is
 * named in a toast ("Paneer · 200 g: only 2 left"), with a way to the low-stock list. The event
 * names the item only, so its units are found in the low-stock list, which the screen shares.
 */
export async function announceLowStock(
  client: QueryClient,
  itemId: string,
  openLowList: () => void,
): Promise<void> {
  void client.invalidateQueries({ queryKey: queryKeys.ops.stockAll });
  void client.invalidateQueries({ queryKey: queryKeys.ops.dashboardAll });
  const query = stockQueryOf('low', undefined);
  let low;
  try {
    low = await client.fetchQuery({
      queryKey: queryKeys.ops.stock(query),
      queryFn: ({ signal }) => call(listCall, { query }, { signal }),
      staleTime: 0,
    });
  } catch {
    return; // The list says it when it is opened; an alert without a name would say little.
  }
  for (const unit of low.items.filter((u) => u.itemId === itemId)) {
    toast.warning(lowStockAlert(unit), {
      id: `stock-low-${unitKey(unit)}`,
      description: 'It is on the low-stock list under Stock.',
      action: { label: 'Open', onClick: openLowList },
    });
  }
}
