import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import type { RequestOf, StockUnit, opsStockEndpoints } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';

const listCall = refTo<typeof opsStockEndpoints.list>('GET', '/ops/stock');
const movementsCall = refTo<typeof opsStockEndpoints.movements>(
  'GET',
  '/ops/stock/:itemId/movements',
);
const recordCall = refTo<typeof opsStockEndpoints.record>('POST', '/ops/stock/movements');
const settingsCall = refTo<typeof opsStockEndpoints.settings>('PUT', '/ops/stock/:itemId');

export type StockQuery = NonNullable<RequestOf<typeof opsStockEndpoints.list>['query']>;
export type MovementBody = RequestOf<typeof opsStockEndpoints.record>['body'];
export type SettingsBody = RequestOf<typeof opsStockEndpoints.settings>['body'];

/** How many units one page of the list asks for (the contract allows up to 500). */
export const STOCK_PAGE = 200;

export const useStockList = (query: StockQuery) =>
  useQuery({
    queryKey: queryKeys.ops.stock(query),
    queryFn: ({ signal }) => call(listCall, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** One item's movements, newest first (every size of it: the screen picks the unit's own). */
export const useStockMovements = (itemId: string | null) =>
  useQuery({
    queryKey: queryKeys.ops.stockMovements(itemId ?? ''),
    queryFn: ({ signal }) => call(movementsCall, { params: { itemId: itemId ?? '' } }, { signal }),
    enabled: itemId !== null,
  });

/** After a stock change: the stock lists and histories, the dashboard's figures, the shop's items. */
export function refreshStock(client: QueryClient): void {
  for (const queryKey of [queryKeys.ops.stockAll, queryKeys.ops.dashboardAll, ['items']])
    void client.invalidateQueries({ queryKey });
}

/** The server's sentence, as it is, or the general one. */
export const problemOf = (error: unknown): string =>
  error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG;

/** Records a movement; a refusal is left to the form, which shows it. */
export function useRecordMovement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MovementBody) => call(recordCall, { body }),
    onSuccess: ({ stock }) => {
      toast.success(`${stock.name}: ${stock.onHand ?? 0} on hand`);
      refreshStock(client);
    },
  });
}

/** Stops counting a unit, or sets its low mark. */
export function useStockSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      unit,
      change,
    }: {
      unit: StockUnit;
      change: Omit<SettingsBody, 'variantName'>;
    }) =>
      call(settingsCall, {
        params: { itemId: unit.itemId },
        body: { ...change, variantName: unit.variantName ?? undefined },
      }),
    onSuccess: ({ stock }) => {
      toast.success(
        stock.counted
          ? `${stock.name}: low mark ${stock.lowAt}`
          : `${stock.name} is no longer counted`,
      );
      refreshStock(client);
    },
  });
}

/**
 * Starts counting a unit with the number on the shelf: that number as a count (the first
 * movement of a unit starts counting it, so the shop never sees it sold out in between), then
 * its low mark when it is not the one it has. A unit that already holds that number (409) is
 * only counted.
 */
export function useStartCounting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      unit,
      onHand,
      lowAt,
    }: {
      unit: StockUnit;
      onHand: number;
      lowAt: number;
    }) => {
      const variantName = unit.variantName ?? undefined;
      const counted = () =>
        call(settingsCall, {
          params: { itemId: unit.itemId },
          body: { variantName, counted: true, lowAt },
        });
      let stock: StockUnit;
      try {
        const body = { itemId: unit.itemId, variantName, reason: 'COUNT', setTo: onHand } as const;
        stock = (await call(recordCall, { body })).stock;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        return (await counted()).stock;
      }
      return stock.lowAt === lowAt ? stock : (await counted()).stock;
    },
    onSuccess: (stock) =>
      toast.success(`${stock.name} is counted now: ${stock.onHand ?? 0} on hand`),
    // Even a half-done start (counted, the low mark refused) changed the unit.
    onSettled: () => refreshStock(client),
  });
}
