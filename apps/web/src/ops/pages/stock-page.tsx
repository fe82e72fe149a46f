import { StockList } from '@/features/stock/staff/components/stock-list';
import { OpsPage } from '../components/ops-page';

/** What is on the shelves: counts, low marks, movements and their history (issue 34). */
export function StockPage() {
  return (
    <OpsPage title="Stock">
      <div className="mx-auto max-w-5xl">
        <StockList />
      </div>
    </OpsPage>
  );
}
