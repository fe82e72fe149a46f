import { create } from 'zustand';
import type { UserDetails } from '@grofresh/contracts';
import { AUTH_TOKEN_KEY, USER_KEY } from './storage-keys';

/**
 * The signed-in shopper: localStorage authToken and user
 * (docs/product/records.md#shopper-and-session). Shared by every feature: the api client sends the
 * token, sign-in writes it, logout and an expired token clear it. Other tabs follow through the
 * storage event. The cart is never touched here.
 */
export interface Session {
  token: string;
  user: UserDetails;
}

export function readSession(): Session | null {
  try {
    const token = localStorage.getItem(AUTH_TOKEN_KEY);
    const user = localStorage.getItem(USER_KEY);
    if (!token || !user) return null;
    const parsed: unknown = JSON.parse(user);
    // Anything else (another app's leftovers, a hand edit) is no session, never a crash.
    return isUser(parsed) ? { token, user: parsed } : null;
  } catch {
    return null;
  }
}

const isUser = (value: unknown): value is UserDetails =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UserDetails)._id === 'string' &&
  typeof (value as UserDetails).phone === 'string' &&
  typeof (value as UserDetails).role === 'string';

// The store's initial state is what the server's HTML shows (nobody signed in): React
// hydrates that page with it, then renders again with the stored session set just below.
export const useSession = create<{ session: Session | null }>()(() => ({ session: null }));
useSession.setState({ session: readSession() });

export function saveSession(session: Session): void {
  localStorage.setItem(AUTH_TOKEN_KEY, session.token);
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  useSession.setState({ session });
}

export function clearSession(): void {
  localStorage.removeItem(AUTH_TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  useSession.setState({ session: null });
}

export const currentToken = (): string | null => useSession.getState().session?.token ?? null;

/**
 * The server renewed the token a call was sent with (X-Renewed-Token): the session keeps going
 * with the new one. Only while that token is still the one stored, so an answer arriving after
 * a sign-out (or a sign-in as someone else) never brings an old session back.
 */
export function storeRenewedToken(sentWith: string, renewed: string): void {
  const session = useSession.getState().session;
  if (!session || session.token !== sentWith || !renewed) return;
  saveSession({ ...session, token: renewed });
}

/** Keeps this tab in step when another tab signs in or out. */
export function followSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY || event.key === USER_KEY) {
      useSession.setState({ session: readSession() });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
