import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import type { Role } from '@grofresh/contracts';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useStoreSetUp } from '@/features/store/api/store-config';
import { STORE_SET_UP } from '@/features/store/staff/components/store-first-run';
import { OpsPage } from './components/ops-page';

/**
 * Where /ops opens: the orders, or for an admin of a store not set up yet, the first-run
 * settings form (waiting for get-config's answer to know which).
 */
export function ConsoleLanding({ role }: { role: Role }) {
  const setUp = useStoreSetUp();
  if (role === 'admin' && setUp === undefined) {
    return (
      <div className="grid min-h-[50dvh] place-items-center" aria-busy>
        <Spinner />
      </div>
    );
  }
  return <Navigate to={role === 'admin' && setUp === false ? 'store' : 'orders'} replace />;
}

/**
 * A section that works from the store's settings (orders, milk, the counter): before the store
 * is set up it says so, sending an admin to the form and anyone else to an admin.
 */
export function NeedsStoreSetUp({
  title,
  role,
  children,
}: {
  title: string;
  role: Role;
  children: ReactNode;
}) {
  if (useStoreSetUp() !== false) return children;
  return (
    <OpsPage title={title}>
      <div className="mx-auto flex max-w-xl flex-col items-start gap-3 rounded-2xl border border-gray-200 bg-white p-6">
        <p className="font-semibold text-gray-900">{STORE_SET_UP.needed}</p>
        <p className="text-gray-700">
          {role === 'admin' ? STORE_SET_UP.adminHint : STORE_SET_UP.staffHint}
        </p>
        {role === 'admin' && (
          <Link to="/ops/store" className={buttonClass('primary', 'lg')}>
            {STORE_SET_UP.action}
          </Link>
        )}
      </div>
    </OpsPage>
  );
}
