import type { ErrorBody } from '@grofresh/contracts';

/** A failed call, carrying the server's message (fit to show a shopper) and code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

/** JSON over fetch against the same origin's /api; every failure becomes an ApiError. */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const res = await fetch(`/api${path}`, { ...init, headers });
  const text = await res.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  if (!res.ok) {
    const error = (body ?? { message: res.statusText, code: 'INTERNAL' }) as ErrorBody;
    throw new ApiError(res.status, error);
  }
  return body as T;
}
