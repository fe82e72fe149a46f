import { useSyncExternalStore } from 'react';

/** What the shop tells a shopper who has lost their connection. */
export const OFFLINE_MESSAGES = {
  notice: "You're offline. Showing what we saved; prices may change when you're back online.",
  checkout: 'Checking out needs a connection. Your cart stays saved on this device.',
} as const;

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Whether the browser says it has a connection, live. `navigator.onLine` false is reliable
 * (no network at all); true only means some network, so every write still handles failure.
 */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
