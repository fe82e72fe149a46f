import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import type { RequestOf, StaffOrdersQuery, opsOrderEndpoints } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';

const deliveryPeopleCall = refTo<typeof opsOrderEndpoints.deliveryPeople>(
  'GET',
  '/ops/delivery-people',
);
const listCall = refTo<typeof opsOrderEndpoints.list>('GET', '/orders/all');
const oneCall = refTo<typeof opsOrderEndpoints.one>('GET', '/ops/orders/:id');
const updateCall = refTo<typeof opsOrderEndpoints.update>('PUT', '/orders/update/:id');

export type OrderFilters = Omit<StaffOrdersQuery, 'limit' | 'cursor'>;

export const staffOrdersQuery = (filters: OrderFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.ops.orders(filters),
    queryFn: ({ pageParam, signal }) =>
      call(
        listCall,
        { query: { ...filters, limit: 30, cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The console's order list, newest first, a page at a time; refreshed by the live stream. */
export const useStaffOrders = (filters: OrderFilters) =>
  useInfiniteQuery(staffOrdersQuery(filters));

export const useStaffOrder = (id: string) =>
  useQuery({
    queryKey: queryKeys.ops.order(id),
    queryFn: async () => (await call(oneCall, { params: { id } })).order,
  });

export const useDeliveryPeople = () =>
  useQuery({
    queryKey: queryKeys.ops.deliveryPeople,
    queryFn: async () => (await call(deliveryPeopleCall, {})).people,
    staleTime: 60_000,
  });

type Move = RequestOf<typeof opsOrderEndpoints.update>;

/** Accept, deliver or cancel: the server's answer in a toast, and every list refreshed. */
export function useMoveOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: Move) => call(updateCall, move),
    onSuccess: (answer) => {
      toast.success(`${answer.order.orderId}: ${answer.message}`);
      void client.invalidateQueries({ queryKey: queryKeys.ops.ordersAll });
      void client.invalidateQueries({ queryKey: queryKeys.ops.deliveryPeople });
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG),
  });
}
