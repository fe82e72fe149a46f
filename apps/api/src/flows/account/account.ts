import { userMessages, type updateUserBodySchema, type UserProfile } from '@grofresh/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { TokenSettings } from '../../lib/tokens';
import { isUniqueViolation } from '../../lib/unique-violation';
import { consumeVerifiedSession } from '../../modules/auth/code-check';
import { openSession } from '../../modules/auth/sessions.service';
import { saveUserChanges, type UserChanges } from '../../modules/users/profile';
import {
  findUserByPhone,
  lockUser,
  toUserProfile,
  type User,
} from '../../modules/users/users.service';

export type UpdateUserRequest = z.output<typeof updateUserBodySchema>;

/** A refusal about one field, shaped like a failed schema check but with the plain sentence. */
const refuseField = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { fields: [{ field: `body.${field}`, message }] });

/** A unique violation of users.phone (two accounts taking one number at the same instant). */
const isPhoneTaken = (error: unknown) => isUniqueViolation(error, 'users_phone_unique');

/**
 * PUT /api/user/update/:id for the signed-in shopper's own account, in one transaction under
 * the user's row lock. A new number needs a code verified for that number within 10 minutes,
 * used once (as at sign-in); it raises the token version, so every older token ends, and the
 * answer carries a new token for the device that made the change.
 */
export async function updateAccount(
  db: Db,
  tokens: TokenSettings,
  request: { userId: string; body: UpdateUserRequest; now: Date },
): Promise<{ user: UserProfile; token?: string }> {
  const { userId, body, now } = request;
  let saved: { user: User; token?: string };
  try {
    saved = await db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      const changes: UserChanges = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.email !== undefined) changes.email = body.email;
      if (body.phone !== undefined && body.session_id !== undefined) {
        if (body.phone === user.phone) throw refuseField('phone', userMessages.samePhone);
        const holder = await findUserByPhone(tx, body.phone);
        if (holder) throw new AppError('CONFLICT', userMessages.phoneTaken);
        await consumeSessionFor(tx, { sessionId: body.session_id, phone: body.phone, now });
        changes.phone = body.phone;
        changes.tokenVersion = user.tokenVersion + 1;
      }
      if (Object.keys(changes).length === 0) return { user };
      const row = await saveUserChanges(tx, userId, changes);
      // Every older token has ended; this device goes on in a new session of its own.
      return changes.phone
        ? { user: row, token: await openSession(tx, tokens, row) }
        : { user: row };
    });
  } catch (error) {
    if (isPhoneTaken(error)) throw new AppError('CONFLICT', userMessages.phoneTaken);
    throw error;
  }
  return { user: toUserProfile(saved.user), ...(saved.token ? { token: saved.token } : {}) };
}

/**
 * The sign-in rule for a new number, answered as a refusal of the request rather than a 401:
 * the shopper is signed in, and a 401 would sign them out for a stale code.
 */
async function consumeSessionFor(
  tx: DbOrTx,
  request: { sessionId: string; phone: string; now: Date },
): Promise<void> {
  try {
    await consumeVerifiedSession(tx, request);
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') {
      throw refuseField('session_id', error.message);
    }
    throw error;
  }
}
