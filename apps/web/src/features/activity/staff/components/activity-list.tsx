import { useState } from 'react';
import {
  activityActions,
  activitySubjects,
  type ActivityAction,
  type ActivitySubject,
} from '@grofresh/contracts';
import { LoadError } from '@/components/ui/load-error';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { digitsOnly } from '@/lib/phone';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useActivity } from '../api/activity';
import { actionLabel } from '../activity-text';
import { ActivityEntry } from './activity-entry';

const control =
  'h-10 min-w-0 rounded-lg border border-gray-300 bg-white px-3 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100';
const subjectLabel: Record<ActivitySubject, string> = {
  order: 'Orders',
  item: 'Items',
  category: 'Categories',
  banner: 'Banners',
  store: 'Store settings',
  user: 'People',
  subscription: 'Subscriptions',
  'milk-run': 'Milk runs',
  'milk-delivery': 'Milk deliveries',
  refund: 'Refunds',
  complaint: 'Complaints',
  'table-order': 'Table orders',
};

/** The record of staff actions with its filters: what, on what, who, and between which days. */
export function ActivityList() {
  const [action, setAction] = useState<ActivityAction | undefined>();
  const [subjectType, setSubjectType] = useState<ActivitySubject | undefined>();
  const [actor, setActor] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const who = useDebouncedValue(actor, 300);
  const activity = useActivity({
    action,
    subjectType,
    actor: who || undefined,
    from: from || undefined,
    to: to || undefined,
  });
  // Each entry with the names its page came with (the server reads them once a page).
  const entries =
    activity.data?.pages.flatMap((p) => p.activity.map((entry) => ({ entry, names: p.names }))) ??
    [];
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="grid grid-cols-2 items-end gap-2 md:grid-cols-5">
        <select
          aria-label="What"
          className={control}
          value={action ?? ''}
          onChange={(e) => setAction(activityActions.find((a) => a === e.target.value))}
        >
          <option value="">Any action</option>
          {activityActions.map((a) => (
            <option key={a} value={a}>
              {actionLabel(a)}
            </option>
          ))}
        </select>
        <select
          aria-label="On what"
          className={control}
          value={subjectType ?? ''}
          onChange={(e) => setSubjectType(activitySubjects.find((s) => s === e.target.value))}
        >
          <option value="">Anything</option>
          {activitySubjects.map((s) => (
            <option key={s} value={s}>
              {subjectLabel[s]}
            </option>
          ))}
        </select>
        <input
          aria-label="Who (phone digits)"
          placeholder="Who (phone)"
          inputMode="numeric"
          className={control}
          value={actor}
          onChange={(e) => setActor(digitsOnly(e.target.value, 10))}
        />
        <label className="flex flex-col gap-1 text-xs font-semibold text-gray-700">
          From
          <input
            type="date"
            className={control}
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-semibold text-gray-700">
          To
          <input
            type="date"
            className={control}
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
      </div>
      {activity.isPending ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : activity.isError ? (
        <LoadError onRetry={() => void activity.refetch()} />
      ) : entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">
          Nothing recorded for these filters.
        </p>
      ) : (
        <ol
          aria-label="Activity"
          className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white"
        >
          {entries.map(({ entry, names }) => (
            <li key={entry._id}>
              <ActivityEntry entry={entry} names={names} />
            </li>
          ))}
        </ol>
      )}
      <LoadMoreButton pages={activity} label="Show older" />
    </div>
  );
}
