import { AUTH_TOKEN_KEY } from '@/lib/storage-keys';

/** Checkout needs a stored authToken (docs/product/rules.md#validation); sign-in writes it. */
export function hasAuthToken(): boolean {
  try {
    return Boolean(localStorage.getItem(AUTH_TOKEN_KEY));
  } catch {
    return false;
  }
}
