import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RENEWED_TOKEN_HEADER, userMessages, type Role } from '@grofresh/contracts';
import { AppError, unauthenticated } from '../lib/app-error';
import { isId } from '../lib/ids';
import { isPastHalfLife, readToken, type TokenClaims, type TokenSettings } from '../lib/tokens';
import { renewSession } from '../modules/auth/sessions.service';
import { signedInQuery } from '../modules/users/signed-in';
import type { User } from '../modules/users/users.service';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | undefined;
    /** The signed-in session (the token's `sid`) of an authenticated request. */
    sessionId: string | undefined;
    /** A fresh token for this session, sent back in X-Renewed-Token. */
    renewedToken: string | undefined;
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
/** A rider's phone calls (docs/product/rules.md#riders). */
export const RIDER_ONLY = "This is for the store's riders only.";

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

type Checked = { user: User; claims: TokenClaims & { sessionId: string } } | { refused: string };

export function registerAuth(app: FastifyInstance, tokens: TokenSettings): void {
  app.decorate('tokens', tokens);
  app.decorateRequest('user', undefined);
  app.decorateRequest('sessionId', undefined);
  app.decorateRequest('renewedToken', undefined);
  const signedIn = signedInQuery(app.db);

  const bearerToken = (req: FastifyRequest) =>
    req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  /** The user a token stands for now, or why it stands for nobody. */
  const checkToken = async (req: FastifyRequest): Promise<Checked> => {
    const token = bearerToken(req);
    if (!token) return { refused: SIGN_IN_REQUIRED };
    const claims = await readToken(tokens, token);
    if (!claims || !isId(claims.userId)) return { refused: SESSION_EXPIRED };
    // Tokens from before sessions name none: they are ended like a signed-out one.
    const { sessionId } = claims;
    if (!sessionId || !isId(sessionId)) return { refused: userMessages.sessionEnded };
    const found = await signedIn(claims.userId, sessionId);
    // A token for a user that no longer exists is as good as expired.
    if (!found) return { refused: SESSION_EXPIRED };
    const { user, session } = found;
    // Signed out (or pruned), the account deleted, or every token ended (a new number, a role
    // change, "sign out everywhere") after this token was issued.
    if (!session || session.endedAt || user.deletedAt || claims.version !== user.tokenVersion) {
      return { refused: userMessages.sessionEnded };
    }
    if (session.expiresAt <= tokens.clock.now()) return { refused: SESSION_EXPIRED };
    return { user, claims: { ...claims, sessionId } };
  };
  const userOfToken = async (req: FastifyRequest) => {
    const checked = await checkToken(req);
    return 'refused' in checked ? undefined : checked.user;
  };
  const authenticate = async (req: FastifyRequest) => {
    const checked = await checkToken(req);
    if ('refused' in checked) throw unauthenticated(checked.refused);
    req.user = checked.user;
    req.sessionId = checked.claims.sessionId;
    // Silent renewal: a shopper who keeps using the shop never meets an expired token.
    if (isPastHalfLife(tokens, checked.claims)) {
      req.renewedToken = await renewSession(app.db, tokens, {
        userId: checked.user.id,
        version: checked.user.tokenVersion,
        sessionId: checked.claims.sessionId,
      });
    }
  };
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.renewedToken) reply.header(RENEWED_TOKEN_HEADER, req.renewedToken);
    done(null, payload);
  });
  app.decorate('userOfToken', userOfToken);
  app.decorate('authenticate', authenticate);
  // An allow-list: the roles named may pass, everyone else is refused.
  app.decorate('requireRole', (...roles: Role[]) => async (req: FastifyRequest) => {
    if (!req.user) await authenticate(req);
    if (!roles.includes(currentUser(req).role)) {
      const refusal = roles.includes('staff')
        ? STAFF_ONLY
        : roles.includes('rider')
          ? RIDER_ONLY
          : ADMIN_ONLY;
      throw new AppError('FORBIDDEN', refusal);
    }
  });
}
