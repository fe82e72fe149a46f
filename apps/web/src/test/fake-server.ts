import { vi } from 'vitest';

interface Reply {
  status?: number;
  body: unknown;
  /** Response headers, e.g. a list's next cursor. */
  headers?: Record<string, string>;
}
type Handler = Reply | ((body: unknown, url: URL) => Reply);

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fetch stand-in for pages that write as well as read: routes are 'METHOD /api/path'
 * (query string ignored), answers may depend on the request body, and every call is kept.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    const handler = routes[`${method} ${url.pathname}`];
    const reply: Reply = !handler
      ? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }
      : typeof handler === 'function'
        ? handler(body, url)
        : handler;
    // A string body goes out as it is, to stand for a proxy's HTML error page and the like.
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status ?? 200, headers: reply.headers });
  });
  vi.stubGlobal('fetch', fetch);
  const posted = (path: string) => calls.filter((c) => c.method !== 'GET' && c.path === path);
  return { calls, posted };
}
