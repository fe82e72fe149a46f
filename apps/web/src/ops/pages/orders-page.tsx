import { OpsPage } from '../components/ops-page';

export function OrdersPage() {
  return (
    <OpsPage title="Orders">
      <p className="text-gray-700">This section is on its way.</p>
    </OpsPage>
  );
}
