import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AddStaffBody, Role, opsPeopleEndpoints } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';

const addStaffCall = refTo<typeof opsPeopleEndpoints.addStaff>('POST', '/ops/users');
const listCall = refTo<typeof opsPeopleEndpoints.list>('GET', '/ops/users');
const setRoleCall = refTo<typeof opsPeopleEndpoints.setRole>('PUT', '/ops/users/:id/role');

export interface PeopleFilters {
  q?: string;
  role?: Role;
}

const peopleQuery = (filters: PeopleFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.ops.people(filters),
    queryFn: ({ pageParam, signal }) =>
      call(
        listCall,
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
      call(setRoleCall, { params: { id }, body: { role } }),
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
    mutationFn: (body: AddStaffBody) => call(addStaffCall, { body }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: queryKeys.ops.peopleAll });
    },
  });
}
