import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  subscriptionEndpoints,
  type SubscriptionBody,
  type SubscriptionUpdateBody,
} from '@grofresh/contracts';
import { withSpinner } from '@/lib/busy-store';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

/** GET /subscription/user: newest first; the tab shows element 0 (SPEC 7). */
export const mySubscriptionsQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.subscriptions.mine(userId),
    queryFn: () => call(subscriptionEndpoints.mine, {}),
  });

export const useMySubscriptions = (userId: string | undefined) =>
  useQuery({ ...mySubscriptionsQuery(userId ?? ''), enabled: Boolean(userId) });

/**
 * SPEC reloads the page after every successful change; refetching what the tab shows gives
 * the shopper the same screen without losing the rest of the app's state.
 */
const useRefreshSubscriptions = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.subscriptions.all });
};

/** POST /subscription/create, behind the full-screen spinner (a blocking step). */
export function useCreateSubscription() {
  const refresh = useRefreshSubscriptions();
  return useMutation({
    mutationFn: (body: SubscriptionBody) =>
      withSpinner(call(subscriptionEndpoints.create, { body })),
    onSuccess: refresh,
  });
}

/** PUT /subscription/update/:id: pause or resume ({status}), or renew (the create body). */
export function useUpdateSubscription() {
  const refresh = useRefreshSubscriptions();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SubscriptionUpdateBody }) =>
      call(subscriptionEndpoints.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}
