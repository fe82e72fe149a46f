import { queryOptions, useQuery } from '@tanstack/react-query';
import type { orderEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const eligibility = refTo<typeof orderEndpoints.redeemEligibility>(
  'GET',
  '/orders/check-pending-redeemed',
);

// `hasPendingRedeemedOrder` keeps its original name (docs/product/calls.md#trust): true means
// the shopper may redeem coins now.

// Query keys follow the API path, so placing an order can refresh everything under /orders.
export const redeemEligibilityQuery = queryOptions({
  queryKey: queryKeys.orders.redeemEligibility,
  queryFn: () => call(eligibility, {}),
});

export const useRedeemEligibility = (enabled: boolean) =>
  useQuery({ ...redeemEligibilityQuery, enabled });
