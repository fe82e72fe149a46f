import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressInput, addressEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

type Calls = typeof addressEndpoints;
const list = refTo<Calls['list']>('GET', '/addresses');
const create = refTo<Calls['create']>('POST', '/addresses/create');
const update = refTo<Calls['update']>('PUT', '/addresses/update/:id');
const remove = refTo<Calls['remove']>('DELETE', '/addresses/delete/:id');

/** The shopper's saved addresses (first page of 100: nobody saves more). */
export const addressesQuery = queryOptions({
  queryKey: queryKeys.addresses,
  queryFn: async () => (await call(list, { query: { limit: 100 } })).addresses,
});

export const useAddresses = (enabled = true) => useQuery({ ...addressesQuery, enabled });

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: AddressInput }) =>
      id ? call(update, { params: { id }, body: input }) : call(create, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: addressesQuery.queryKey }),
  });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: addressesQuery.queryKey }),
  });
}
