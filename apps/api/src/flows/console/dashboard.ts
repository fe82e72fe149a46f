import { addStoreDays, storeDate, storeDayStart, type Dashboard } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { stockStats } from '../../modules/catalog/stock-stats';
import { coinStats } from '../../modules/coins/coins.stats';
import { orderStats } from '../../modules/orders/orders.stats';

/** The console's dashboard for store days `from`..`to` (today when not given). */
export async function dashboard(
  db: DbOrTx,
  query: { from?: string; to?: string },
  now: Date,
): Promise<Dashboard> {
  const today = storeDate(now);
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? query.from ?? today;
  const range = {
    from,
    to,
    start: storeDayStart(from),
    end: storeDayStart(addStoreDays(to, 1)),
  };
  const [orders, coins, stock] = await Promise.all([
    orderStats(db, range),
    coinStats(db, range),
    stockStats(db),
  ]);
  return { from, to, ...orders, coins, stock };
}
