import { expect, vi } from 'vitest';
import { fakeServer } from './fake-server';

/**
 * The fake server plus the shopper's event stream (GET /api/orders/events), into which a test
 * pushes events as the shop would after a staff change.
 */
export function withShopperStream(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(routes);
  const answer = globalThis.fetch;
  let push: ((text: string) => void) | undefined;
  const encoder = new TextEncoder();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), 'http://shop.test').pathname === '/api/orders/events') {
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => {
            push = (text) => controller.enqueue(encoder.encode(text));
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }
      return answer(input, init);
    }),
  );
  return {
    server,
    connected: () => vi.waitFor(() => expect(push).toBeDefined()),
    send: (type: string, id: string) => push!(`event: ${type}\ndata: {"_id":"${id}"}\n\n`),
  };
}
