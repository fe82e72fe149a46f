import type { sessionEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';

const logout = refTo<typeof sessionEndpoints.logout>('POST', '/auth/logout');

/**
 * POST /auth/logout with the token being signed out: the server ends its session. `keepalive`
 * lets the call finish while the page reloads. Best effort: it never throws, because the
 * device signs out whatever the answer.
 */
export async function endSessionOnServer(token: string): Promise<void> {
  try {
    await call(logout, {}, { headers: { authorization: `Bearer ${token}` }, keepalive: true });
  } catch {
    // Offline, or the token had already ended: the device still signs out.
  }
}
