import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityQuery, opsActivityEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const listCall = refTo<typeof opsActivityEndpoints.list>('GET', '/ops/activity');

export type ActivityFilters = Omit<ActivityQuery, 'limit' | 'cursor'>;

const activityQuery = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.ops.activity(filters),
    queryFn: ({ pageParam, signal }) =>
      call(
        listCall,
        { query: { ...filters, limit: 30, cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** What staff did, newest first, a page at a time. */
export const useActivity = (filters: ActivityFilters) => useInfiniteQuery(activityQuery(filters));
