import type { CreateUserResponse } from '@grofresh/contracts';
import type { Db } from '../../db/database';
import type { TokenSettings } from '../../lib/tokens';
import { consumeVerifiedSession } from '../../modules/auth/code-check';
import { endAllSessions, openSession } from '../../modules/auth/sessions.service';
import {
  findOrCreateUser,
  raiseTokenVersion,
  toUserDetails,
} from '../../modules/users/users.service';

/**
 * POST /api/user/create: use up a freshly verified code session of this number, create the
 * shopper on first sign-in (or find them), open a signed-in session and issue its token. One
 * transaction, so a code session can never yield two tokens.
 */
export async function signIn(
  db: Db,
  tokens: TokenSettings,
  request: { phone: string; sessionId: string },
): Promise<CreateUserResponse> {
  return db.transaction(async (tx) => {
    await consumeVerifiedSession(tx, { ...request, now: tokens.clock.now() });
    const user = await findOrCreateUser(tx, request.phone);
    return { token: await openSession(tx, tokens, user), userDetails: toUserDetails(user) };
  });
}

/**
 * "Sign out everywhere": every session of the account ends and its token version goes up, so
 * every token ever issued to it (on any device, this one too) answers 401 from now on.
 */
export async function signOutEverywhere(
  db: Db,
  request: { userId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await raiseTokenVersion(tx, request.userId);
    await endAllSessions(tx, request);
  });
}
