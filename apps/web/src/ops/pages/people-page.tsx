import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { PeopleList } from '@/features/people/staff/components/people-list';
import { useSession } from '@/lib/session';
import { OpsPage } from '../components/ops-page';

// A shopper's statement loads when it is opened, like the Books section it belongs to.
const CustomerStatementPage = lazy(async () => ({
  default: (await import('./customer-statement-page')).CustomerStatementPage,
}));

/**
 * People and roles (admins), and each one's statement at :userId/statement.
 * `npm run user:role` stays for the store's first admin.
 */
export function PeoplePage() {
  return (
    <Routes>
      <Route index element={<PeopleListPage />} />
      <Route
        path=":userId/statement"
        element={
          <Suspense
            fallback={
              <div className="grid min-h-[50dvh] place-items-center" aria-busy>
                <Spinner />
              </div>
            }
          >
            <CustomerStatementPage />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/ops/people" replace />} />
    </Routes>
  );
}

function PeopleListPage() {
  const myId = useSession((s) => s.session?.user._id);
  return (
    <OpsPage title="People">
      <PeopleList myId={myId} />
    </OpsPage>
  );
}
