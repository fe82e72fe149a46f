import { ChartColumn } from 'lucide-react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useDashboard } from '../api/dashboard';
import type { DayRange } from '../day-range';
import { DayChart, HourChart, PaymentChart } from './charts';
import { FigureCards } from './figure-cards';
import { StockFigures } from './stock-figures';
import { TopItems } from './top-items';

/** The figures of a range: cards, stock now, charts, payments and top items. */
export function DashboardView({ range }: { range: DayRange }) {
  const board = useDashboard(range);
  if (board.isPending) {
    return (
      <div aria-busy className="grid gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
        <Skeleton className="h-64 rounded-2xl lg:col-span-4" />
      </div>
    );
  }
  if (board.isError) return <LoadError onRetry={() => void board.refetch()} />;
  const data = board.data;
  return (
    <div className="space-y-4" aria-busy={board.isFetching}>
      <FigureCards data={data} />
      <StockFigures stock={data.stock} />
      {data.orders.placed === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
          <ChartColumn className="size-10 text-gray-400" aria-hidden />
          <p className="font-semibold">No orders in these days yet.</p>
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            <HourChart data={data} />
            {data.byDay.length > 1 && <DayChart data={data} />}
          </div>
          <div className="space-y-4">
            <PaymentChart data={data} />
            <TopItems data={data} />
          </div>
        </div>
      )}
    </div>
  );
}
