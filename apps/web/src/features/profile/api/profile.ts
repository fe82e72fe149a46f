import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  sessionEndpoints,
  userEndpoints,
  type UpdateUserBody,
  type UserProfile,
} from '@grofresh/contracts';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { saveSession, useSession } from '@/lib/session';

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.profile(userId),
    queryFn: async ({ signal }) =>
      (await call(userEndpoints.getById, { params: { id: userId } }, { signal })).user,
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
    mutationFn: (body: UpdateUserBody) =>
      call(userEndpoints.update, { params: { id: userId }, body }),
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
    mutationFn: () => call(userEndpoints.remove, { params: { id: userId } }),
  });
}

/** POST /auth/logout-everywhere: on success every token of the account has ended. */
export const useSignOutEverywhere = () =>
  useMutation({ mutationFn: () => call(sessionEndpoints.logoutEverywhere, {}) });

export const useSignedInUserId = () => useSession((s) => s.session?.user._id);
