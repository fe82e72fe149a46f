import { useEffect, useRef, useState } from 'react';
import { createParser } from 'eventsource-parser';
import { EVENT_RETRY_MS } from '@grofresh/contracts';
import { currentToken, useSession } from './session';

export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'refused';

export interface StreamHandlers {
  /** Each event: its name (`order.created`, `resync`, …) and its parsed data. */
  onEvent: (type: string, data: unknown) => void;
  /** The stream is (again) open: anything shown may have missed changes, so refresh it. */
  onOpen?: () => void;
  onStatus?: (status: StreamStatus) => void;
}

const MAX_RETRY_MS = 30_000;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Follows a Server-Sent Events stream of the API with fetch, so the token travels in the
 * Authorization header and never in a URL. After a drop it reconnects (the server's retry
 * time, then doubling up to 30 s); 401 and 403 end it. Returns a function that stops it.
 */
export function followEventStream(path: string, handlers: StreamHandlers): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async () => {
    let retryMs = EVENT_RETRY_MS;
    let failures = 0;
    while (!stopped) {
      const token = currentToken();
      if (!token) return handlers.onStatus?.('refused');
      controller = new AbortController();
      try {
        const res = await fetch(`/api${path}`, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          cache: 'no-store',
          signal: controller.signal,
        });
        if (res.status === 401 || res.status === 403) return handlers.onStatus?.('refused');
        if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
        failures = 0;
        handlers.onStatus?.('live');
        handlers.onOpen?.();
        const parser = createParser({
          onEvent: (event) => handlers.onEvent(event.event ?? 'message', parse(event.data)),
          onRetry: (ms) => (retryMs = ms),
        });
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      } catch {
        failures += 1;
      }
      if (stopped) return;
      handlers.onStatus?.('reconnecting');
      const wait = Math.min(retryMs * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);
      await new Promise<void>((resolve) => (timer = setTimeout(resolve, wait)));
    }
  };
  handlers.onStatus?.('connecting');
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}

/**
 * A React view of `followEventStream`: open while `enabled` (and the signed-in token stays
 * the same), with the latest handlers always used. Returns the stream's status.
 */
export function useEventStream(
  path: string,
  handlers: Omit<StreamHandlers, 'onStatus'>,
  enabled = true,
): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const token = useSession((s) => s.session?.token ?? null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled || !token) return;
    return followEventStream(path, {
      onEvent: (type, data) => latest.current.onEvent(type, data),
      onOpen: () => latest.current.onOpen?.(),
      onStatus: setStatus,
    });
  }, [path, enabled, token]);
  return status;
}
