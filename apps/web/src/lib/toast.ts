import type { toast as sonnerToast } from 'sonner';
import { loadCode } from './load-code';

type Sonner = typeof sonnerToast;

/** Toasts for code on the first page: sonner arrives with the first toast, not before. */
const load = () => {
  wantToaster();
  return loadCode(() => import('sonner')).then((module) => module.toast);
};

/**
 * sonner's `toast`, for code in the first bundle (the api client, the ADD control, the
 * location check). It calls sonner once loaded; `ToastHost` mounts the toaster by then.
 */
export const toast = Object.assign(
  (...args: Parameters<Sonner>) => void load().then((t) => t(...args)),
  {
    error: (...args: Parameters<Sonner['error']>) => void load().then((t) => t.error(...args)),
  },
);

let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the toaster now: a toast is on its way (or the page has settled). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => wanted,
};
