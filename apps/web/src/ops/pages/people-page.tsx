import { PeopleList } from '@/features/people/staff/components/people-list';
import { useSession } from '@/lib/session';
import { OpsPage } from '../components/ops-page';

/** People and roles (admins). `npm run user:role` stays for the store's first admin. */
export function PeoplePage() {
  const myId = useSession((s) => s.session?.user._id);
  return (
    <OpsPage title="People">
      <PeopleList myId={myId} />
    </OpsPage>
  );
}
