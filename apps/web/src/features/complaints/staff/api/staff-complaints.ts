import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  isOpenComplaint,
  type RequestOf,
  type ResponseOf,
  type StaffComplaint,
  type StaffComplaintsQuery,
  type opsComplaintEndpoints,
} from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const creditCall = refTo<typeof opsComplaintEndpoints.credit>('POST', '/ops/complaints/:id/credit');
const listCall = refTo<typeof opsComplaintEndpoints.list>('GET', '/complaint/all');
const oneCall = refTo<typeof opsComplaintEndpoints.one>('GET', '/ops/complaints/:id');
const updateCall = refTo<typeof opsComplaintEndpoints.update>('PUT', '/complaint/update/:id');

export type ComplaintFilters = Omit<StaffComplaintsQuery, 'limit' | 'cursor'>;
type Page = ResponseOf<typeof opsComplaintEndpoints.list>;
type Detail = ResponseOf<typeof opsComplaintEndpoints.one>;

export const staffComplaintsQuery = (filters: ComplaintFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.ops.complaints(filters),
    queryFn: ({ pageParam, signal }) =>
      call(
        listCall,
        { query: { ...filters, limit: 30, cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Complaints in the server's order (open ones longest waiting first), a page at a time. */
export const useStaffComplaints = (filters: ComplaintFilters) =>
  useInfiniteQuery(staffComplaintsQuery(filters));

/** One complaint with the shopper's most recent orders. */
export const useStaffComplaint = (id: string) =>
  useQuery({
    queryKey: queryKeys.ops.complaint(id),
    queryFn: ({ signal }) => call(oneCall, { params: { id } }, { signal }),
  });

/** Does a list shown with `filters` still hold `c` after a change? */
function stillMatches(c: StaffComplaint, filters: ComplaintFilters): boolean {
  const view = filters.view ?? 'open';
  if (view === 'open' && !isOpenComplaint(c.status)) return false;
  if (view === 'closed' && isOpenComplaint(c.status)) return false;
  if (filters.status && c.status !== filters.status) return false;
  if (filters.category && c.category !== filters.category) return false;
  return true;
}

/**
 * The server's answer replaces the complaint at once wherever it is loaded (a closed one
 * leaves the open view), then everything shown is fetched again.
 */
function applyAnswer(client: QueryClient, complaint: StaffComplaint) {
  for (const [key, data] of client.getQueriesData<InfiniteData<Page>>({
    queryKey: [...queryKeys.ops.complaintsAll, 'list'],
  })) {
    const filters = key[3] as ComplaintFilters | undefined;
    if (!data || !filters) continue;
    client.setQueryData<InfiniteData<Page>>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        complaints: page.complaints.flatMap((c) =>
          c._id !== complaint._id ? [c] : stillMatches(complaint, filters) ? [complaint] : [],
        ),
      })),
    });
  }
  client.setQueryData<Detail>(queryKeys.ops.complaint(complaint._id), (detail) =>
    detail ? { ...detail, complaint } : detail,
  );
  void client.invalidateQueries({ queryKey: queryKeys.ops.complaintsAll });
}

/** A refusal may mean someone else changed it meanwhile: what is shown is fetched again. */
const refreshAfterRefusal = (client: QueryClient) =>
  void client.invalidateQueries({ queryKey: queryKeys.ops.complaintsAll });

/** The reply: a status and the note the shopper reads (PUT /api/complaint/update/:id). */
export function useUpdateComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: RequestOf<typeof opsComplaintEndpoints.update>) =>
      call(updateCall, update),
    onSuccess: ({ message, complaint }) => {
      toast.success(message);
      applyAnswer(client, complaint);
    },
    // The reply form shows the server's refusal where it was written.
    onError: () => refreshAfterRefusal(client),
  });
}

/** Grocoins back to the shopper, once per complaint (POST /api/ops/complaints/:id/credit). */
export function useCreditComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (credit: RequestOf<typeof opsComplaintEndpoints.credit>) =>
      call(creditCall, credit),
    onSuccess: ({ message, complaint }) => {
      toast.success(message);
      applyAnswer(client, complaint);
    },
    // The credit form shows the server's refusal; what is left today is read again.
    onError: () => refreshAfterRefusal(client),
  });
}
