import { clearSession, currentToken } from '@/lib/session';
import { reloadPage } from '@/lib/reload-page';
import { endSessionOnServer } from './api/log-out';

/**
 * Logout removes the token (and user) and reloads (docs/product/records.md#signing-in). The server
 * is told first to end the token's session (best effort, sent so that it survives the reload); the
 * device signs out at once whatever the answer. The cart stays on the device.
 */
export function logOut(): void {
  const token = currentToken();
  if (token) void endSessionOnServer(token);
  clearSession();
  reloadPage();
}
