import { OpsPage } from '../components/ops-page';

/** Placeholder while this section is being built in this change. */
export function PeoplePage() {
  return (
    <OpsPage title="People">
      <p className="text-gray-700">This section is on its way.</p>
    </OpsPage>
  );
}
