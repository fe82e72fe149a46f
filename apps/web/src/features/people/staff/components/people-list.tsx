import { useState } from 'react';
import { ReceiptText, Search } from 'lucide-react';
import { Link } from 'react-router';
import { roles, type Person, type Role } from '@grofresh/contracts';
import { LoadError } from '@/components/ui/load-error';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format-date';
import { digitsOnly, formatPhone } from '@/lib/phone';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePeople, useSetRole } from '../api/people';
import { ROLE_LABEL, roleOf } from '../roles';
import { AddStaffForm } from './add-staff-form';
import { RoleDialog } from './role-dialog';

const control =
  'h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100';

/**
 * Everyone who has signed in or was added by number, by name, with the role each one has;
 * admins add staff by phone number and change roles here, and open each one's statement.
 */
export function PeopleList({ myId }: { myId: string | undefined }) {
  const [digits, setDigits] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const q = useDebouncedValue(digits, 300);
  const people = usePeople({ q: q || undefined, role: role || undefined });
  const setRoleOf = useSetRole();
  const [change, setChange] = useState<{ person: Person; role: Role } | null>(null);
  const list = people.data?.pages.flatMap((p) => p.users) ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <AddStaffForm />
      <div className="flex flex-wrap gap-2">
        <label className="relative min-w-0 flex-1">
          <span className="sr-only">Search by phone number</span>
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
            aria-hidden
          />
          <input
            type="search"
            inputMode="numeric"
            value={digits}
            onChange={(e) => setDigits(digitsOnly(e.target.value, 10))}
            placeholder="Phone number"
            className={`${control} w-full pl-9`}
          />
        </label>
        <select
          aria-label="Role"
          className={control}
          value={role}
          onChange={(e) => setRole(roleOf(e.target.value) ?? '')}
        >
          <option value="">Everyone</option>
          {roles.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABEL[r]}
            </option>
          ))}
        </select>
      </div>
      {people.isPending ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : people.isError ? (
        <LoadError onRetry={() => void people.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">
          Nobody with that number has signed in or been added yet.
        </p>
      ) : (
        <ul
          aria-label="People"
          className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white"
        >
          {list.map((person) => (
            <li key={person._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              {/* Wide enough for a name and number: on a phone the controls go under them. */}
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-semibold">
                  {person.name ?? <span className="text-gray-600">No name given</span>}
                  {person._id === myId && (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                      You
                    </span>
                  )}
                </p>
                <p className="tabular text-sm text-gray-800">{formatPhone(person.phone)}</p>
                <p className="text-sm text-gray-600">
                  {person.signedIn
                    ? `Joined ${formatDate(person.createdAt)}`
                    : `Added ${formatDate(person.createdAt)} · not signed in yet`}
                </p>
              </div>
              <Link
                to={`/ops/people/${person._id}/statement`}
                state={{ name: person.name, phone: person.phone }}
                aria-label={`Statement of ${person.name ? `${person.name}, ` : ''}${formatPhone(person.phone)}`}
                className={`${control} inline-flex items-center gap-1.5 font-semibold text-brand-800 hover:bg-brand-50`}
              >
                <ReceiptText className="size-4" aria-hidden />
                Statement
              </Link>
              <select
                aria-label={`Role of ${person.name ? `${person.name}, ` : ''}${formatPhone(person.phone)}`}
                className={control}
                value={person.role}
                disabled={setRoleOf.isPending}
                onChange={(e) => {
                  const next = roleOf(e.target.value);
                  if (next) setChange({ person, role: next });
                }}
              >
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABEL[r]}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton pages={people} label="Show more people" />
      <RoleDialog
        change={change}
        onClose={() => setChange(null)}
        onConfirm={(person, next) => {
          setChange(null);
          setRoleOf.mutate({ id: person._id, role: next });
        }}
      />
    </div>
  );
}
