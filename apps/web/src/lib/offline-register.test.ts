import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './offline-register';

const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);

/** A browser with service workers, its page loading or loaded. */
function browser(readyState: DocumentReadyState) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
}

afterEach(() => {
  vi.restoreAllMocks();
  register.mockClear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('service worker registration', () => {
  it('never registers in development or tests, where files change on every edit', () => {
    browser('complete');
    registerServiceWorker(false);
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });

  it('waits for the page to load before registering the worker for the whole site', () => {
    browser('loading');
    registerServiceWorker(true);
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js');
  });

  it('registers at once when the page has already loaded', () => {
    browser('complete');
    registerServiceWorker(true);
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js');
  });

  it('does nothing in a browser without service workers', () => {
    expect('serviceWorker' in navigator).toBe(false);
    expect(() => registerServiceWorker(true)).not.toThrow();
  });
});
