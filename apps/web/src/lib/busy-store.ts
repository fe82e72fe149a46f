import { create } from 'zustand';

interface BusyState {
  /** How many blocking steps are running; the overlay shows while any is. */
  pending: number;
}

export const useBusyStore = create<BusyState>()(() => ({ pending: 0 }));

/**
 * Shows the full-screen spinner while a blocking step runs (placing an order, paying).
 * Lists use skeletons instead (docs/design.md#feedback).
 */
export async function withSpinner<T>(work: Promise<T>): Promise<T> {
  useBusyStore.setState((s) => ({ pending: s.pending + 1 }));
  try {
    return await work;
  } finally {
    useBusyStore.setState((s) => ({ pending: Math.max(0, s.pending - 1) }));
  }
}

export const useIsBusy = () => useBusyStore((s) => s.pending > 0);
