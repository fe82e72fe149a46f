import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SubscriptionBody,
  SubscriptionUpdateBody,
  subscriptionEndpoints,
} from '@grofresh/contracts';
import { toast } from 'sonner';
import { withSpinner } from '@/lib/busy-store';
import { call, refTo } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';
import { showFailure } from '../show-failure';

const createCall = refTo<typeof subscriptionEndpoints.create>('POST', '/subscription/create');
const mineCall = refTo<typeof subscriptionEndpoints.mine>('GET', '/subscription/user');
const updateCall = refTo<typeof subscriptionEndpoints.update>('PUT', '/subscription/update/:id');

/** GET /subscription/user: newest first; the tab shows element 0. */
export const mySubscriptionsQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.subscriptions.mine(userId),
    queryFn: () => call(mineCall, {}),
  });

export const useMySubscriptions = (userId: string | undefined) =>
  useQuery({ ...mySubscriptionsQuery(userId ?? ''), enabled: Boolean(userId) });

/**
 * The first client reloaded the page after every successful change; refetching what the tab
 * shows gives the shopper the same screen without losing the rest of the app's state.
 */
const useRefreshSubscriptions = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.subscriptions.all });
};

/** POST /subscription/create, behind the full-screen spinner (a blocking step). */
export function useCreateSubscription() {
  const refresh = useRefreshSubscriptions();
  return useMutation({
    mutationFn: (body: SubscriptionBody) => withSpinner(call(createCall, { body })),
    onSuccess: refresh,
  });
}

/** PUT /subscription/update/:id: pause or resume ({status}), or renew (the create body). */
export function useUpdateSubscription() {
  const refresh = useRefreshSubscriptions();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SubscriptionUpdateBody }) =>
      call(updateCall, { params: { id }, body }),
    onSuccess: refresh,
  });
}

/**
 * PUT /subscription/update/:id with {status: 'CANCELLED'}. The paid days that will not be
 * delivered come back as Grocoins, so the coins are fetched again with the subscription. The
 * server's sentence (what came back) is shown here: the cancel button is gone once the
 * cancelled subscription is back, so a callback of the button's would never run.
 */
export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(updateCall, { params: { id }, body: { status: 'CANCELLED' } }),
    onSuccess: ({ message }) => {
      toast.success(message);
      void client.invalidateQueries({ queryKey: queryKeys.subscriptions.all });
      void client.invalidateQueries({ queryKey: queryKeys.coins.all });
    },
    onError: (error) => showFailure(error, SOMETHING_WENT_WRONG),
  });
}
