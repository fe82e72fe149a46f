import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followEventStream, type StreamStatus } from './event-stream';
import { clearSession, saveSession } from './session';

const encoder = new TextEncoder();
/** A response whose body is these SSE chunks; open ones never end by themselves. */
function sse(chunks: string[], { open = false } = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!open) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

beforeEach(() =>
  saveSession({ token: 'staff-token', user: { _id: 'u1', phone: '9876543210', role: 'staff' } }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('following an event stream', () => {
  it('sends the token in a header, reads events, and reconnects after a drop', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(sse(['retry: 10\n\n', 'event: order.created\ndata: {"_id":"o1"}\n\n']))
      .mockResolvedValueOnce(sse(['event: order.updated\ndata: {"_id":"o1"}\n\n'], { open: true }));
    vi.stubGlobal('fetch', fetch);
    const events: [string, unknown][] = [];
    const onOpen = vi.fn();
    const statuses: StreamStatus[] = [];
    const stop = followEventStream('/ops/events', {
      onEvent: (type, data) => events.push([type, data]),
      onOpen,
      onStatus: (s) => statuses.push(s),
    });
    await vi.waitFor(() => expect(events).toHaveLength(2));
    stop();
    expect(events).toEqual([
      ['order.created', { _id: 'o1' }],
      ['order.updated', { _id: 'o1' }],
    ]);
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/ops/events');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer staff-token');
  });

  it('stops for good when the server refuses the reader', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{}', { status: 403 }));
    vi.stubGlobal('fetch', fetch);
    const statuses: StreamStatus[] = [];
    followEventStream('/ops/events', { onEvent: () => {}, onStatus: (s) => statuses.push(s) });
    await vi.waitFor(() => expect(statuses).toContain('refused'));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
