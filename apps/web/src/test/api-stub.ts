import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}
interface StubAnswer {
  status?: number;
  body?: unknown;
}
/**
 * Handlers by "METHOD /api/path" (the query string is ignored); a key ending in `*` takes
 * every path that starts with it ("PUT /api/addresses/update/*"). An answer without a status
 * is a 200.
 */
type Handlers = Record<string, StubAnswer | ((req: StubRequest) => StubAnswer)>;

/**
 * Stands in for the shop's API as fetch: each call goes to the handler of its method and
 * path, and every call is kept in `calls` so tests can see what the page sent.
 */
export function stubApi(handlers: Handlers) {
  const calls: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init.method ?? 'GET';
    const text = typeof init.body === 'string' ? init.body : undefined;
    const req = {
      method,
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(req);
    const key = `${method} ${url.pathname}`;
    const handler =
      handlers[key] ??
      Object.entries(handlers).find(
        ([k]) => k.endsWith('*') && key.startsWith(k.slice(0, -1)),
      )?.[1];
    const answer = typeof handler === 'function' ? handler(req) : handler;
    if (!answer) {
      return new Response(JSON.stringify({ message: 'not found', code: 'NOT_FOUND' }), {
        status: 404,
      });
    }
    const body = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The error body (docs/product/messages.md#error-codes), as the server sends it. */
export const failure = (status: number, message: string, details?: unknown): StubAnswer => ({
  status,
  body: { message, code: status === 429 ? 'RATE_LIMITED' : 'VALIDATION_ERROR', details },
});
