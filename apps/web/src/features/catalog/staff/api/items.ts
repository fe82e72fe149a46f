import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  opsCatalogEndpoints,
  type BulkItems,
  type ItemCreate,
  type ItemUpdate,
  type OpsItemsQuery,
} from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';

export const useOpsItems = (filters: OpsItemsQuery) =>
  useQuery({
    queryKey: queryKeys.ops.items(filters),
    queryFn: ({ signal }) => call(opsCatalogEndpoints.items, { query: filters }, { signal }),
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
        ? call(opsCatalogEndpoints.updateItem, { params: { id }, body: values })
        : call(opsCatalogEndpoints.createItem, { body: values as ItemCreate }),
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
      call(retire ? opsCatalogEndpoints.retireItem : opsCatalogEndpoints.restoreItem, {
        params: { id },
      }),
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
    mutationFn: (body: BulkItems) => call(opsCatalogEndpoints.bulkItems, { body }),
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
    mutationFn: (csv: string) => call(opsCatalogEndpoints.importItems, { body: { csv } }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      refreshCatalog(client);
    },
  });
}
