import type { Activity, ActivityNames } from '@grofresh/contracts';
import { formatDateTime } from '@/lib/format-date';
import { formatPhone } from '@/lib/phone';
import { describeActivity, fieldName } from '../activity-text';
import { formatValue } from '../activity-values';

/** One staff action: when, who, what, and each changed field before → after. */
export function ActivityEntry({ entry, names }: { entry: Activity; names: ActivityNames }) {
  const fields = Object.keys({ ...entry.before, ...entry.after });
  const context = { subject: entry.subject.type, names };
  return (
    <article className="px-4 py-3">
      <p className="font-semibold [overflow-wrap:anywhere]">{describeActivity(entry)}</p>
      <p className="text-sm text-gray-600">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · by{' '}
        <span className="tabular">{formatPhone(entry.actor.phone)}</span>
      </p>
      {fields.length > 0 && (
        <dl className="mt-2 grid gap-1 text-sm">
          {fields.map((field) => (
            <div key={field} className="flex flex-wrap gap-x-2">
              <dt className="font-medium text-gray-700">{fieldName(field)}:</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">
                {entry.before && field in entry.before && (
                  <>
                    <del className="text-gray-500">
                      {formatValue(field, entry.before[field], context)}
                    </del>
                    <span aria-hidden> → </span>
                    <span className="sr-only"> changed to </span>
                  </>
                )}
                <ins className="font-medium text-gray-900 no-underline">
                  {formatValue(field, entry.after?.[field], context)}
                </ins>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
