import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

interface RedeemEligibility {
  /**
   * The original name (docs/product/calls.md#trust); true means the shopper may redeem coins now.
   */
  hasPendingRedeemedOrder: boolean;
  redeemableCoins: number;
}

// Query keys follow the API path, so placing an order can refresh everything under /orders.
export const redeemEligibilityQuery = queryOptions({
  queryKey: queryKeys.orders.redeemEligibility,
  queryFn: () => api<RedeemEligibility>('/orders/check-pending-redeemed'),
});

export const useRedeemEligibility = (enabled: boolean) =>
  useQuery({ ...redeemEligibilityQuery, enabled });
