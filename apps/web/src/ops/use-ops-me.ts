import { useQuery } from '@tanstack/react-query';
import type { opsMeEndpoint } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

const opsMeCall = refTo<typeof opsMeEndpoint>('GET', '/ops/me');

/**
 * Who is using the console, as the server sees them: the browser's copy of the role may be
 * stale (a role granted or taken back since sign-in), so the server decides.
 */
export function useOpsMe() {
  const token = useSession((s) => s.session?.token ?? null);
  const me = useQuery({
    queryKey: queryKeys.ops.me(token ?? ''),
    queryFn: () => call(opsMeCall, {}),
    enabled: token !== null,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    staleTime: 60_000,
  });
  const refused = me.error instanceof ApiError && me.error.status === 403;
  return { signedIn: token !== null, me, refused };
}
