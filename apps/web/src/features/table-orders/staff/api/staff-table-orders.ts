import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  isOpenTableOrder,
  storeDate,
  tableOrderViews,
  tableOrderMessages,
  type RequestOf,
  type ResponseOf,
  type StaffTableOrder,
  type TableOrderView,
  type catalogEndpoints,
  type opsTableOrderEndpoints,
} from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';
import { formatPhone } from '@/lib/phone';

const itemsCall = refTo<typeof catalogEndpoints.items>('GET', '/items/all');
const addLinesCall = refTo<typeof opsTableOrderEndpoints.addLines>(
  'POST',
  '/ops/table-orders/:id/lines',
);
const createCall = refTo<typeof opsTableOrderEndpoints.create>('POST', '/table-orders');
const listCall = refTo<typeof opsTableOrderEndpoints.list>('GET', '/ops/table-orders');
const statusCall = refTo<typeof opsTableOrderEndpoints.status>('PUT', '/table-orders/:id/status');

export type { TableOrderView };
type List = ResponseOf<typeof opsTableOrderEndpoints.list>;

/** The open table orders, or today's and open ones; payments under review first. */
export const useStaffTableOrders = (view: TableOrderView) =>
  useQuery({
    queryKey: queryKeys.ops.tableOrders(view),
    queryFn: ({ signal }) => call(listCall, { query: { view } }, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * The shop's own item search (GET /api/items/all, available items only), for the counter's
 * picker. Same key and answer as the storefront's search, so both share what is cached.
 */
export const useCounterItems = (term: string) =>
  useQuery({
    queryKey: queryKeys.items({ name: term, categoryId: '', limit: 20 }),
    queryFn: async ({ signal }) => {
      const query = { availability: 'true', limit: 20, name: term } as const;
      return (await call(itemsCall, { query }, { signal })).items;
    },
    enabled: term.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

const showError = (error: unknown) =>
  toast.error(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG);

/** Whether the order belongs in the view (the server's rule, contracts' `tableOrderViews`). */
export const inView = (view: TableOrderView, order: StaffTableOrder, now: Date): boolean =>
  isOpenTableOrder(order.status) ||
  (view === 'today' && storeDate(new Date(order.createdAt)) === storeDate(now));

/**
 * The server's answer replaces the order at once in every list loaded (a finished one leaves
 * the open view, a new one joins both), then the lists are fetched again.
 */
function applyOrder(client: QueryClient, order: StaffTableOrder) {
  const now = new Date();
  for (const view of tableOrderViews) {
    client.setQueryData<List>(queryKeys.ops.tableOrders(view), (list) => {
      if (!list) return list;
      const keep = inView(view, order, now);
      const known = list.orders.some((o) => o._id === order._id);
      const orders = known
        ? list.orders.flatMap((o) => (o._id !== order._id ? [o] : keep ? [order] : []))
        : keep
          ? [order, ...list.orders]
          : list.orders;
      return { ...list, orders };
    });
  }
  void client.invalidateQueries({ queryKey: queryKeys.ops.tableOrdersAll });
}

/** POST /api/table-orders: opens an order for a shopper's phone; the toast gives its token. */
export function useCreateTableOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof opsTableOrderEndpoints.create>['body']) =>
      call(createCall, { body }),
    onSuccess: ({ order }) => {
      toast.success(`Token ${order.token}`, {
        description: `${tableOrderMessages.created} ${order.tableNo ? `Table ${order.tableNo} · ` : ''}${formatPhone(order.customer.phone)}`,
      });
      applyOrder(client, order);
    },
    onError: showError,
  });
}

/** PUT /api/table-orders/:id/status. A refusal shows the server's words and refetches. */
export function useMoveTableOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: RequestOf<typeof opsTableOrderEndpoints.status>) => call(statusCall, move),
    onSuccess: ({ message, order }) => {
      toast.success(message, { description: order.token });
      applyOrder(client, order);
    },
    onError: (error) => {
      showError(error);
      void client.invalidateQueries({ queryKey: queryKeys.ops.tableOrdersAll });
    },
  });
}

/** POST /api/ops/table-orders/:id/lines. */
export function useAddTableOrderLines() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lines: RequestOf<typeof opsTableOrderEndpoints.addLines>) =>
      call(addLinesCall, lines),
    onSuccess: ({ message, order }) => {
      toast.success(message, { description: order.token });
      applyOrder(client, order);
    },
    onError: (error) => {
      showError(error);
      void client.invalidateQueries({ queryKey: queryKeys.ops.tableOrdersAll });
    },
  });
}
