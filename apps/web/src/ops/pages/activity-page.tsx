import { ActivityList } from '@/features/activity/staff/components/activity-list';
import { OpsPage } from '../components/ops-page';

/** Every staff action with who, when and the values before and after (admins). */
export function ActivityPage() {
  return (
    <OpsPage title="Activity">
      <ActivityList />
    </OpsPage>
  );
}
