import type { CreateUserResponse } from '@grofresh/contracts';
import type { Db } from '../db/database';
import { issueToken, type TokenSettings } from '../lib/tokens';
import { consumeVerifiedSession } from '../modules/auth/auth.service';
import { findOrCreateUser, toUserDetails } from '../modules/users/users.service';

/**
 * POST /api/user/create: use up a freshly verified code session of this number, create the
 * shopper on first sign-in (or find them), and issue their token. One transaction, so a
 * session can never yield two tokens.
 */
export async function signIn(
  db: Db,
  tokens: TokenSettings,
  request: { phone: string; sessionId: string },
): Promise<CreateUserResponse> {
  const user = await db.transaction(async (tx) => {
    await consumeVerifiedSession(tx, { ...request, now: tokens.clock.now() });
    return findOrCreateUser(tx, request.phone);
  });
  return {
    token: await issueToken(tokens, user.id, user.tokenVersion),
    userDetails: toUserDetails(user),
  };
}
