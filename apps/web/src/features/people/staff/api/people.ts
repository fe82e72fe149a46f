import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import { opsPeopleEndpoints, type AddStaffBody, type Role } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';

export interface PeopleFilters {
  q?: string;
  role?: Role;
}

const peopleQuery = (filters: PeopleFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.ops.people(filters),
    queryFn: ({ pageParam, signal }) =>
      call(
        opsPeopleEndpoints.list,
        { query: { ...filters, limit: 30, cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const usePeople = (filters: PeopleFilters) => useInfiniteQuery(peopleQuery(filters));

/** Grant or take back a role; the server's sentence in a toast, the list refreshed. */
export function useSetRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      call(opsPeopleEndpoints.setRole, { params: { id }, body: { role } }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: queryKeys.ops.peopleAll });
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG),
  });
}

/** Adds staff by phone number; the server's sentence in a toast, the list refreshed. */
export function useAddStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddStaffBody) => call(opsPeopleEndpoints.addStaff, { body }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: queryKeys.ops.peopleAll });
    },
  });
}
