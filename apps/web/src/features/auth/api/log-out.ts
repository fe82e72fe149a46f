import { sessionEndpoints } from '@grofresh/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /auth/logout with the token being signed out: the server ends its session. `keepalive`
 * lets the call finish while the page reloads. Best effort: it never throws, because the
 * device signs out whatever the answer.
 */
export async function endSessionOnServer(token: string): Promise<void> {
  try {
    await api(sessionEndpoints.logout.path, {
      method: sessionEndpoints.logout.method,
      headers: { authorization: `Bearer ${token}` },
      keepalive: true,
    });
  } catch {
    // Offline, or the token had already ended: the device still signs out.
  }
}
