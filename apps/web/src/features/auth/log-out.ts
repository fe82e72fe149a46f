import { clearSession, currentToken, useSession } from '@/lib/session';
import { readyToSignOut } from '@/lib/before-sign-out';
import { reloadPage } from '@/lib/reload-page';
import { endSessionOnServer } from './api/log-out';

/**
 * Logout removes the token (and user) and reloads (docs/product/records.md#signing-in). The server
 * is told first to end the token's session (best effort, sent so that it survives the reload); the
 * device signs out at once whatever the answer. The cart stays on the device. What a feature
 * must do first (a rider's marks still to send: docs/product/rules.md#riders) is done first,
 * and may keep the person signed in (lib/before-sign-out.ts).
 */
export function logOut(): void {
  const user = useSession.getState().session?.user;
  const ready = user ? readyToSignOut(user._id) : true;
  if (ready === true) signOutNow();
  else void Promise.resolve(ready).then((go) => go && signOutNow());
}

function signOutNow(): void {
  const token = currentToken();
  if (token) void endSessionOnServer(token);
  clearSession();
  reloadPage();
}
