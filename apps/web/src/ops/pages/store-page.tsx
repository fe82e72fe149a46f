import { OpsPage } from '../components/ops-page';

/** Placeholder while this section is being built in this change. */
export function StorePage() {
  return (
    <OpsPage title="Store">
      <p className="text-gray-700">This section is on its way.</p>
    </OpsPage>
  );
}
