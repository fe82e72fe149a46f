import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { opsDashboardEndpoint } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import type { DayRange } from '../day-range';

const opsDashboardCall = refTo<typeof opsDashboardEndpoint>('GET', '/ops/dashboard');

/** The figures for a range of store days; the console's stream refreshes them as orders move. */
export const useDashboard = (range: DayRange) =>
  useQuery({
    queryKey: queryKeys.ops.dashboard(range),
    queryFn: ({ signal }) => call(opsDashboardCall, { query: range }, { signal }),
    placeholderData: keepPreviousData,
  });
