import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '@grofresh/contracts';
import { cn } from '@/lib/cn';

/**
 * Counted units sold out and low now, whatever the range (docs/product/screens.md#the-console):
 * each opens the stock screen on that list.
 */
export function StockFigures({ stock }: { stock: Dashboard['stock'] }) {
  const figures = [
    { show: 'out', label: 'Out of stock', count: stock.out, tone: 'text-red-700' },
    { show: 'low', label: 'Low stock', count: stock.low, tone: 'text-amber-900' },
  ] as const;
  return (
    <section aria-labelledby="stock-now" className="rounded-2xl border border-gray-200 bg-white">
      <h2 id="stock-now" className="px-4 pt-3 text-sm font-medium text-gray-600">
        Stock now
      </h2>
      <ul className="grid grid-cols-2 divide-x divide-gray-200">
        {figures.map(({ show, label, count, tone }) => (
          <li key={show}>
            <Link
              to={`/ops/stock?show=${show}`}
              className="flex items-center gap-2 px-4 py-3 hover:bg-gray-50"
            >
              <span className="min-w-0 flex-1">
                <span className={cn('tabular block text-2xl font-bold', count > 0 ? tone : '')}>
                  {count}
                </span>
                <span className="text-sm text-gray-700">
                  {label}
                  <span className="sr-only">: see them under Stock</span>
                </span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-gray-500" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
