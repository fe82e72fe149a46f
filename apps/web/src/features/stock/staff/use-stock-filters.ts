import { oneOf, useUrlParams } from '@/lib/url-params';
import { STOCK_PAGE, type StockQuery } from './api/stock';

/** The list's filters, as the menu names them; "all" filters nothing. */
export const stockShows = {
  all: 'All',
  counted: 'Counted',
  low: 'Low stock',
  out: 'Out of stock',
} as const;
export type StockShow = keyof typeof stockShows;
const SHOWS = Object.keys(stockShows) as StockShow[];

/** The query a filter asks the server for. */
export function stockQueryOf(show: StockShow, q: string | undefined): StockQuery {
  return {
    q,
    counted: show === 'counted' ? 'true' : undefined,
    low: show === 'low' ? 'true' : undefined,
    out: show === 'out' ? 'true' : undefined,
    limit: STOCK_PAGE,
  };
}

/**
 * The stock list lives in the URL (`?show=low&q=paneer`), so the dashboard can link to the
 * low-stock list and a reload shows the same thing.
 */
export function useStockFilters() {
  const { params, setParam } = useUrlParams();
  const show = oneOf(SHOWS, params.get('show')) ?? 'all';
  const q = params.get('q')?.trim() || undefined;
  return {
    show,
    q,
    query: stockQueryOf(show, q),
    setShow: (next: StockShow) => setParam('show', next === 'all' ? undefined : next),
    setQ: (next: string | undefined) => setParam('q', next),
  };
}
