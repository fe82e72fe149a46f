/** First-party page views (no third-party script): POST /api/analytics/pageview, answered 204. */
const ENDPOINT = '/api/analytics/pageview';

export interface PageView {
  path: string;
  referrer?: string;
}

/**
 * Fire and forget: a beacon survives the page being left, and a lost page view must never
 * disturb shopping, so every failure is swallowed.
 */
export function sendPageView(view: PageView): void {
  const body = JSON.stringify(view);
  try {
    if (typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
    }
    void fetch(ENDPOINT, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body,
    }).catch(() => undefined);
  } catch {
    // Analytics is best effort.
  }
}
