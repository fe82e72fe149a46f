import { OpsPage } from '../components/ops-page';

/** Placeholder while this section is being built in this change. */
export function ActivityPage() {
  return (
    <OpsPage title="Activity">
      <p className="text-gray-700">This section is on its way.</p>
    </OpsPage>
  );
}
