import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  RequestOf,
  ResponseOf,
  StaffSubscription,
  StaffSubscriptionsQuery,
  opsSubscriptionEndpoints,
} from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';

const listCall = refTo<typeof opsSubscriptionEndpoints.list>('GET', '/subscription/all');
const updateCall = refTo<typeof opsSubscriptionEndpoints.update>('PUT', '/ops/subscriptions/:id');

export type SubscriptionFilters = Omit<StaffSubscriptionsQuery, 'limit' | 'cursor'>;
type Page = ResponseOf<typeof opsSubscriptionEndpoints.list>;

export const staffSubscriptionsQuery = (filters: SubscriptionFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.ops.subscriptions(filters),
    queryFn: ({ pageParam, signal }) =>
      call(
        listCall,
        { query: { ...filters, limit: 30, cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Subscriptions newest first (the server's order), a page at a time. */
export const useStaffSubscriptions = (filters: SubscriptionFilters) =>
  useInfiniteQuery(staffSubscriptionsQuery(filters));

/** Does a list shown with `filters` still hold `s` after a change? */
function stillMatches(s: StaffSubscription, filters: SubscriptionFilters): boolean {
  if (filters.status && s.status !== filters.status) return false;
  if (filters.paid && (s.paidAt !== null) !== (filters.paid === 'true')) return false;
  return true;
}

type Update = RequestOf<typeof opsSubscriptionEndpoints.update>;

/**
 * Confirm payment, approve, refuse, pause, resume or cancel. The answer replaces the card at
 * once in every list already loaded (an approved one leaves the approvals), then the lists and
 * route sheets are fetched again; a refusal shows the server's message.
 */
export function useUpdateSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: Update) => call(updateCall, update),
    onSuccess: ({ message, subscription }) => {
      toast.success(message);
      for (const [key, data] of client.getQueriesData<InfiniteData<Page>>({
        queryKey: queryKeys.ops.subscriptionsAll,
      })) {
        const filters = key[3] as SubscriptionFilters | undefined;
        if (!data || !filters) continue;
        client.setQueryData<InfiniteData<Page>>(key, {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            subscriptions: page.subscriptions.flatMap((s) =>
              s._id !== subscription._id
                ? [s]
                : stillMatches(subscription, filters)
                  ? [subscription]
                  : [],
            ),
          })),
        });
      }
      void client.invalidateQueries({ queryKey: queryKeys.ops.subscriptionsAll });
      void client.invalidateQueries({ queryKey: queryKeys.ops.milkRunsAll });
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG),
  });
}
