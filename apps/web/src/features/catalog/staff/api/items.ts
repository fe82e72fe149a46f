import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  BulkItems,
  ItemCreate,
  ItemUpdate,
  OpsItemsQuery,
  opsCatalogEndpoints,
} from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';

const bulkItemsCall = refTo<typeof opsCatalogEndpoints.bulkItems>('POST', '/ops/items/bulk');
const createItemCall = refTo<typeof opsCatalogEndpoints.createItem>('POST', '/ops/items');
const importItemsCall = refTo<typeof opsCatalogEndpoints.importItems>('POST', '/ops/items/import');
const itemsCall = refTo<typeof opsCatalogEndpoints.items>('GET', '/ops/items');
const restoreItemCall = refTo<typeof opsCatalogEndpoints.restoreItem>(
  'POST',
  '/ops/items/:id/restore',
);
const retireItemCall = refTo<typeof opsCatalogEndpoints.retireItem>(
  'POST',
  '/ops/items/:id/retire',
);
const updateItemCall = refTo<typeof opsCatalogEndpoints.updateItem>('PUT', '/ops/items/:id');

export const useOpsItems = (filters: OpsItemsQuery) =>
  useQuery({
    queryKey: queryKeys.ops.items(filters),
    queryFn: ({ signal }) => call(itemsCall, { query: filters }, { signal }),
    placeholderData: keepPreviousData,
  });

/** After any catalog change: the console's lists and the shop's own catalog in this browser. */
export function refreshCatalog(client: QueryClient): void {
  for (const queryKey of [
    queryKeys.ops.catalogAll,
    ['items'],
    queryKeys.categories,
    queryKeys.banners,
  ]) {
    void client.invalidateQueries({ queryKey });
  }
}

export const showError = (error: unknown) =>
  toast.error(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG);

/** Creates an item, or changes one (`id` set). Errors are left to the form, which shows them. */
export function useSaveItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: ItemCreate | ItemUpdate }) =>
      id
        ? call(updateItemCall, { params: { id }, body: values })
        : call(createItemCall, { body: values as ItemCreate }),
    onSuccess: () => {
      toast.success('Saved');
      refreshCatalog(client);
    },
  });
}

export function useRetireItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, retire }: { id: string; retire: boolean }) =>
      retire ? call(retireItemCall, { params: { id } }) : call(restoreItemCall, { params: { id } }),
    onSuccess: (answer, { retire }) => {
      toast.success(
        retire
          ? `${answer.item.name} is out of the shop`
          : `${answer.item.name} is back in the shop`,
      );
      refreshCatalog(client);
    },
    onError: showError,
  });
}

export function useBulkItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkItems) => call(bulkItemsCall, { body }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      refreshCatalog(client);
    },
    onError: showError,
  });
}

/** Errors (with the lines of the file that have problems) are left to the import dialog. */
export function useImportItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => call(importItemsCall, { body: { csv } }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      refreshCatalog(client);
    },
  });
}
