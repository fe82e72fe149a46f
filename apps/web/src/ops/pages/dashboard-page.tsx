import { useSearchParams } from 'react-router';
import { DashboardView } from '@/features/dashboard/staff/components/dashboard-view';
import { RangePicker } from '@/features/dashboard/staff/components/range-picker';
import { rangeFromParams } from '@/features/dashboard/staff/day-range';
import { useNow } from '@/lib/use-now';
import { OpsPage } from '../components/ops-page';

/** The store's figures for today or any days (charts load with this page only). */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const now = useNow(60_000);
  const range = rangeFromParams(params, now);
  return (
    <OpsPage title="Dashboard">
      <div className="space-y-4">
        <RangePicker
          key={`${range.from}-${range.to}`}
          range={range}
          now={now}
          onChange={({ from, to }) => setParams({ from, to }, { replace: true })}
        />
        <DashboardView range={range} />
      </div>
    </OpsPage>
  );
}
