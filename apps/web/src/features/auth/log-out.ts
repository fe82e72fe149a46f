import { clearSession } from '@/lib/session';
import { reloadPage } from '@/lib/reload-page';

/** SPEC 4: logout removes the token (and user) and reloads. The cart stays on the device. */
export function logOut(): void {
  clearSession();
  reloadPage();
}
