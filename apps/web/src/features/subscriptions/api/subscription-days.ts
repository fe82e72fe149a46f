import { useQuery } from '@tanstack/react-query';
import type { subscriptionEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const daysCall = refTo<typeof subscriptionEndpoints.days>('GET', '/subscription/:id/days');

/** GET /subscription/:id/days?month=YYYY-MM: what happened to each milk day of the month. */
export const useSubscriptionDays = (id: string, month: string | null) =>
  useQuery({
    queryKey: queryKeys.subscriptions.days(id, month ?? ''),
    queryFn: () => call(daysCall, { params: { id }, query: { month: month ?? '' } }),
    enabled: month !== null,
    select: (answer) => answer.days,
  });
