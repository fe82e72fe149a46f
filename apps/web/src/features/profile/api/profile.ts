import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  UpdateUserBody,
  UserProfile,
  sessionEndpoints,
  userEndpoints,
} from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { saveSession, useSession } from '@/lib/session';

const logoutEverywhereCall = refTo<typeof sessionEndpoints.logoutEverywhere>(
  'POST',
  '/auth/logout-everywhere',
);
const getByIdCall = refTo<typeof userEndpoints.getById>('GET', '/user/getById/:id');
const removeCall = refTo<typeof userEndpoints.remove>('DELETE', '/user/delete/:id');
const updateCall = refTo<typeof userEndpoints.update>('PUT', '/user/update/:id');

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.profile(userId),
    queryFn: async ({ signal }) =>
      (await call(getByIdCall, { params: { id: userId } }, { signal })).user,
  });

/** GET /user/getById/:id for the signed-in shopper. */
export const useProfile = (userId: string | undefined) =>
  useQuery({ ...profileQuery(userId ?? ''), enabled: Boolean(userId) });

/**
 * PUT /user/update/:id. A changed number comes back with a new token (every older one has
 * ended), so the stored session takes it and the new number at once.
 */
export function useUpdateProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => call(updateCall, { params: { id: userId }, body }),
    onSuccess: ({ user, token }) => {
      if (token) saveSession({ token, user: sessionUser(user) });
      client.setQueryData<UserProfile>(queryKeys.profile(userId), user);
    },
  });
}

const sessionUser = ({ _id, phone, role }: UserProfile) => ({ _id, phone, role });

/** DELETE /user/delete/:id: on success every token of the account has ended. */
export function useDeleteAccount(userId: string) {
  return useMutation({
    mutationFn: () => call(removeCall, { params: { id: userId } }),
  });
}

/** POST /auth/logout-everywhere: on success every token of the account has ended. */
export const useSignOutEverywhere = () =>
  useMutation({ mutationFn: () => call(logoutEverywhereCall, {}) });

export const useSignedInUserId = () => useSession((s) => s.session?.user._id);
