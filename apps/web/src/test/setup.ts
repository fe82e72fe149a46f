import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';
import type { StoreApi } from 'zustand';
import { useLoginModal } from '@/features/auth/login-modal-store';
import { useCart } from '@/features/cart/cart-store';
import { useLocationStore } from '@/features/location/location-store';
import { useMarkQueue } from '@/features/riders/mark-queue';
import { useBusyStore } from '@/lib/busy-store';
import { useSession } from '@/lib/session';
import { useLiveOrders } from '@/ops/ops-live';

/** The app's stores, each put back as it started after every file (a new store joins them). */
const stores = [
  useBusyStore,
  useLoginModal,
  useCart,
  useLocationStore,
  useMarkQueue,
  useSession,
  useLiveOrders,
];

afterEach(() => cleanup());

/**
 * The files of a worker share their modules and their jsdom (`isolate: false` on the `web`
 * project, vitest.config.ts), so each file leaves the page as a fresh one for the next: the
 * stores as they started (no login dialog left open, no spinner a payment left waiting for
 * the gateway's page), no toast still waiting to be shown to the next toaster, nothing stored,
 * the address back at /, real timers and globals.
 */
afterAll(() => {
  for (const store of stores) {
    (store as unknown as StoreApi<object>).setState(store.getInitialState(), true);
  }
  toast.dismiss();
  document.body.innerHTML = '';
  for (const element of [document.body, document.documentElement]) {
    for (const name of element.getAttributeNames()) {
      if (name !== 'lang') element.removeAttribute(name);
    }
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

// jsdom has no ResizeObserver; Radix (radio groups, popper menus) measures with it.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
