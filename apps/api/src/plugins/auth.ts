import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@grofresh/contracts';
import { AppError, unauthenticated } from '../lib/app-error';
import { readToken, type TokenSettings } from '../lib/tokens';
import { findUserById, type User } from '../modules/users/users.service';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | undefined;
  }
  interface FastifyInstance {
    tokens: TokenSettings;
    /** preHandler: a valid bearer token of an existing user, else 401. */
    authenticate: (req: FastifyRequest) => Promise<void>;
    /** preHandler: authenticate, then one of these roles, else 403. */
    requireRole: (...roles: Role[]) => (req: FastifyRequest) => Promise<void>;
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** The signed-in shopper of a route guarded by `app.authenticate`. */
export function currentUser(req: FastifyRequest): User {
  if (!req.user) throw unauthenticated(SIGN_IN_REQUIRED);
  return req.user;
}

export function registerAuth(app: FastifyInstance, tokens: TokenSettings): void {
  app.decorate('tokens', tokens);
  app.decorateRequest('user', undefined);

  const authenticate = async (req: FastifyRequest) => {
    const header = req.headers.authorization;
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw unauthenticated(SIGN_IN_REQUIRED);
    const userId = await readToken(tokens, token);
    // A token for a user that no longer exists is as good as expired.
    const user = userId ? await findUserById(app.db, userId) : undefined;
    if (!user) throw unauthenticated(SESSION_EXPIRED);
    req.user = user;
  };
  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]) => async (req: FastifyRequest) => {
    await authenticate(req);
    if (!roles.includes(currentUser(req).role)) {
      throw new AppError('FORBIDDEN', 'This is for store staff only.');
    }
  });
}
