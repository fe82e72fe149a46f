import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput } from '@grofresh/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

interface AddressList {
  addresses: Address[];
  nextCursor: string | null;
}

/** The shopper's saved addresses (first page of 100: nobody saves more). */
export const addressesQuery = queryOptions({
  queryKey: queryKeys.addresses,
  queryFn: async () => (await api<AddressList>('/addresses?limit=100')).addresses,
});

export const useAddresses = (enabled = true) => useQuery({ ...addressesQuery, enabled });

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: AddressInput }) =>
      id
        ? api<{ address: Address }>(`/addresses/update/${id}`, {
            method: 'PUT',
            body: JSON.stringify(input),
          })
        : api<{ address: Address }>('/addresses/create', {
            method: 'POST',
            body: JSON.stringify(input),
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: addressesQuery.queryKey }),
  });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/addresses/delete/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: addressesQuery.queryKey }),
  });
}
