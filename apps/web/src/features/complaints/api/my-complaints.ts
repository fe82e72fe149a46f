import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  NEXT_CURSOR_HEADER,
  type Complaint,
  type CreateComplaintBody,
  type complaintEndpoints,
} from '@grofresh/contracts';
import { call, callWithHeaders, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const createCall = refTo<typeof complaintEndpoints.create>('POST', '/complaint/create');
const mineCall = refTo<typeof complaintEndpoints.mine>('GET', '/complaint/mine');

interface ComplaintsPage {
  complaints: Complaint[];
  nextCursor: string | null;
}

// `complaint/mine` answers a bare array (docs/product/calls.md#paging); the next page's cursor
// rides in a header.
export const myComplaintsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.complaints.mine(userId),
    queryFn: async ({ pageParam, signal }): Promise<ComplaintsPage> => {
      const { body, headers } = await callWithHeaders(
        mineCall,
        { query: pageParam ? { cursor: pageParam } : {} },
        { signal },
      );
      return { complaints: body, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /complaint/mine: the shopper's complaints, newest first, a page at a time. */
export const useMyComplaints = (userId: string | undefined) =>
  useInfiniteQuery({ ...myComplaintsQuery(userId ?? ''), enabled: Boolean(userId) });

/**
 * POST /complaint/create with what the shopper typed (no client checks:
 * docs/product/rules.md#validation).
 */
export function useRaiseComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateComplaintBody) => call(createCall, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.complaints.all }),
  });
}
