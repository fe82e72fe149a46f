import { RENEWED_TOKEN_HEADER, type ErrorBody } from '@grofresh/contracts';
import { SOMETHING_WENT_WRONG } from './messages';
import { clearSession, currentToken, storeRenewedToken } from './session';
import { toast } from './toast';

/** How calls reach the shop: the browser's fetch, or the server's own while it paints a page. */
let send: typeof fetch = (input, init) => fetch(input, init);

/** The server's renderer (entry-server.tsx) answers the page's calls in-process. */
export function sendApiCallsWith(fetcher: typeof fetch): void {
  send = fetcher;
}

/** A failed call, carrying the server's message (fit to show a shopper) and code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

/**
 * JSON over fetch against the same origin's /api; every failure becomes an ApiError. The
 * signed-in shopper's token goes along; a renewed one coming back (X-Renewed-Token, while
 * the shopper is active) replaces it. When the server no longer accepts the token, the shopper
 * is signed out cleanly with the server's message, and their cart stays as it was.
 */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await apiWithHeaders<T>(path, init)).body;
}

/** `api`, also giving the answer's headers (a bare-array list sends its next cursor in one). */
export async function apiWithHeaders<T>(
  path: string,
  init: RequestInit = {},
): Promise<{ body: T; headers: Headers }> {
  const headers = new Headers(init.headers);
  // A FormData body (an upload) sets its own multipart type and boundary.
  if (init.body !== undefined && !(init.body instanceof FormData))
    headers.set('content-type', 'application/json');
  const token = currentToken();
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  const res = await send(`/api${path}`, { ...init, headers });
  const renewed = res.headers.get(RENEWED_TOKEN_HEADER);
  if (renewed && token) storeRenewedToken(token, renewed);
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!res.ok) {
    const error = (body ?? { message: SOMETHING_WENT_WRONG, code: 'INTERNAL' }) as ErrorBody;
    if (res.status === 401 && token && currentToken() === token) {
      clearSession();
      toast.error(error.message);
    }
    throw new ApiError(res.status, error);
  }
  return { body: body as T, headers: res.headers };
}
