import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { CustomerStatement } from '@/features/books/staff/components/customer-statement';
import { formatPhone } from '@/lib/phone';
import { OpsPage } from '../components/ops-page';

/** Who the statement is of, as the People list passed it along (absent on a typed-in address). */
function personOf(state: unknown): { name: string | null; phone: string } | null {
  if (typeof state !== 'object' || state === null) return null;
  if (!('phone' in state) || typeof state.phone !== 'string') return null;
  const name = 'name' in state && typeof state.name === 'string' ? state.name : null;
  return { name, phone: state.phone };
}

/**
 * /ops/people/:userId/statement (admins, from People; loaded when opened): one shopper's
 * account, the staff side of My Account → Statement (docs/product/rules.md#books).
 */
export function CustomerStatementPage() {
  const { userId = '' } = useParams();
  const person = personOf(useLocation().state);
  return (
    <OpsPage
      title="Statement"
      actions={
        <Link
          to="/ops/people"
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to People
        </Link>
      }
    >
      <div className="mx-auto max-w-3xl space-y-4">
        {person && (
          <p className="text-gray-800">
            {person.name && <span className="font-semibold">{person.name} · </span>}
            <span className="tabular">{formatPhone(person.phone)}</span>
          </p>
        )}
        <CustomerStatement userId={userId} />
      </div>
    </OpsPage>
  );
}
