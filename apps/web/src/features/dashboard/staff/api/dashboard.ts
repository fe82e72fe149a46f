import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opsDashboardEndpoint } from '@grofresh/contracts';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import type { DayRange } from '../day-range';

/** The figures for a range of store days; the console's stream refreshes them as orders move. */
export const useDashboard = (range: DayRange) =>
  useQuery({
    queryKey: queryKeys.ops.dashboard(range),
    queryFn: ({ signal }) => call(opsDashboardEndpoint, { query: range }, { signal }),
    placeholderData: keepPreviousData,
  });
