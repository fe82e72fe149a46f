import { RefundList } from '@/features/refunds/staff/components/refund-list';
import { OpsPage } from '../components/ops-page';

/** Money the store still has to give back: card refunds under way and milk refunds to hand back. */
export function RefundsPage() {
  return (
    <OpsPage title="Refunds due">
      <div className="mx-auto max-w-5xl">
        <RefundList />
      </div>
    </OpsPage>
  );
}
