import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TableOrder, tableOrderEndpoints } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';
import { readCurrentOrder } from '../current-order-storage';

const confirmPaymentCall = refTo<typeof tableOrderEndpoints.confirmPayment>(
  'POST',
  '/table-orders/:id/confirm-payment',
);
const currentCall = refTo<typeof tableOrderEndpoints.current>('GET', '/table-orders/current');
const oneCall = refTo<typeof tableOrderEndpoints.one>('GET', '/table-orders/:id');

const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * The shopper's current table order, or `null` when there is none. GET /table-orders/current
 * only answers open orders, so when it has none and this device was following one
 * (`currentOrder`), that order is read by its id: a COMPLETED or CANCELLED answer lets the
 * screen say what happened before it goes home.
 */
async function fetchCurrentOrder(signal: AbortSignal): Promise<TableOrder | null> {
  try {
    return (await call(currentCall, {}, { signal })).order;
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  const stored = readCurrentOrder();
  if (stored === null || stored === 'unreadable') return null;
  try {
    return (await call(oneCall, { params: { id: stored._id } }, { signal })).order;
  } catch (error) {
    // Gone, or not this shopper's (another account used this device): nothing to follow.
    if (isNotFound(error) || (error instanceof ApiError && error.status === 403)) return null;
    throw error;
  }
}

export const currentTableOrderQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.tableOrders.current(userId),
    queryFn: ({ signal }) => fetchCurrentOrder(signal),
    // A dropped connection is tried once more; the server's own answers stand.
    retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
  });

/**
 * GET /table-orders/current for the signed-in shopper (`null` user: not asked). Nothing is
 * kept once the screen closes: a remembered COMPLETED answer would send the shopper straight
 * home again on their next visit, before the server could say a new order is open.
 */
export const useCurrentTableOrder = (userId: string | null) =>
  useQuery({ ...currentTableOrderQuery(userId ?? ''), enabled: userId !== null, gcTime: 0 });

/**
 * 'Click here When you completed the payment': POST /table-orders/:id/confirm-payment. The
 * answer replaces the order shown (PAYMENT_CONFIRMATION); a refusal shows the server's words
 * (docs/product/messages.md#account) and the order is read again, since the store may have moved it
 * meanwhile.
 */
export function useConfirmTablePayment(userId: string) {
  const client = useQueryClient();
  const key = queryKeys.tableOrders.current(userId);
  return useMutation({
    mutationFn: (id: string) => call(confirmPaymentCall, { params: { id } }),
    onSuccess: ({ message, order }) => {
      client.setQueryData<TableOrder | null>(key, order);
      toast.success(message);
    },
    onError: (error) => {
      toast.error(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG);
      void client.invalidateQueries({ queryKey: key });
    },
  });
}
