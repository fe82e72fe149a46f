import { create } from 'zustand';
import type { Coordinates } from './api/check-radius';
import type { LocationStatus } from './run-location-check';

interface LocationState {
  status: LocationStatus;
  distanceKm: number | null;
  /** The point the last radius check was asked about; dairy orders and subscriptions send it. */
  coords: Coordinates | null;
  /** The permission-help dialog. */
  modalOpen: boolean;
  /**
   * The automatic check was refused and the dialog has not opened by itself this visit: it
   * opens on the next page that shows the catalog (root-layout.tsx).
   */
  helpDue: boolean;
  /**
   * The browser refuses to ask again; only its settings can unblock
   * (docs/product/messages.md#location).
   */
  blocked: boolean;
}

export const useLocationStore = create<LocationState>()(() => ({
  status: 'idle',
  distanceKm: null,
  coords: null,
  modalOpen: false,
  helpDue: false,
  blocked: false,
}));

/**
 * dairyEligible, true only after a successful check inside the radius
 * (docs/product/records.md#location).
 */
export const useDairyEligible = () => useLocationStore((s) => s.status === 'eligible');

export const openLocationModal = () => useLocationStore.setState({ modalOpen: true });
export const closeLocationModal = () =>
  useLocationStore.setState({ modalOpen: false, blocked: false });
