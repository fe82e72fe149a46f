import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userMessages, type Role } from '@grofresh/contracts';
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
    /** The user the request's token stands for now, if it still stands for anyone. */
    userOfToken: (req: FastifyRequest) => Promise<User | undefined>;
    /** onRequest or preHandler: authenticate (once), then one of these roles, else 403. */
    requireRole: (...roles: Role[]) => (req: FastifyRequest) => Promise<void>;
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

export const STAFF_ONLY = 'This is for store staff only.';
export const ADMIN_ONLY = 'Only an admin of the store can do this.';

/** The signed-in shopper of a route guarded by `app.authenticate`. */
export function currentUser(req: FastifyRequest): User {
  if (!req.user) throw unauthenticated(SIGN_IN_REQUIRED);
  return req.user;
}

/** The member of staff behind a console call, as the activity record names them. */
export const actorOf = (req: FastifyRequest): { id: string; phone: string } => {
  const user = currentUser(req);
  return { id: user.id, phone: user.phone };
};

export function registerAuth(app: FastifyInstance, tokens: TokenSettings): void {
  app.decorate('tokens', tokens);
  app.decorateRequest('user', undefined);

  const bearerToken = (req: FastifyRequest) =>
    req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  /** The user a token stands for now, or why it stands for nobody. */
  const checkToken = async (req: FastifyRequest): Promise<User | { refused: string }> => {
    const token = bearerToken(req);
    if (!token) return { refused: SIGN_IN_REQUIRED };
    const claims = await readToken(tokens, token);
    // A token for a user that no longer exists is as good as expired.
    const user = claims ? await findUserById(app.db, claims.userId) : undefined;
    if (!claims || !user) return { refused: SESSION_EXPIRED };
    // The account was deleted, or its number changed, after this token was issued.
    if (user.deletedAt || claims.version !== user.tokenVersion) {
      return { refused: userMessages.sessionEnded };
    }
    return user;
  };
  const userOfToken = async (req: FastifyRequest) => {
    const checked = await checkToken(req);
    return 'refused' in checked ? undefined : checked;
  };
  const authenticate = async (req: FastifyRequest) => {
    const checked = await checkToken(req);
    if ('refused' in checked) throw unauthenticated(checked.refused);
    req.user = checked;
  };
  app.decorate('userOfToken', userOfToken);
  app.decorate('authenticate', authenticate);
  // An allow-list: the roles named may pass, everyone else is refused.
  app.decorate('requireRole', (...roles: Role[]) => async (req: FastifyRequest) => {
    if (!req.user) await authenticate(req);
    if (!roles.includes(currentUser(req).role)) {
      throw new AppError('FORBIDDEN', roles.includes('staff') ? STAFF_ONLY : ADMIN_ONLY);
    }
  });
}
