import { AUTH_TOKEN_KEY } from '@/lib/storage-keys';

/** SPEC 5: checkout needs a stored authToken. Issue 4 (sign-in) writes it. */
export function hasAuthToken(): boolean {
  try {
    return Boolean(localStorage.getItem(AUTH_TOKEN_KEY));
  } catch {
    return false;
  }
}
