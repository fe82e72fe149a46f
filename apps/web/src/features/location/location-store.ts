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
  /** The browser refuses to ask again; only its settings can unblock (SPEC 8 alert). */
  blocked: boolean;
}

export const useLocationStore = create<LocationState>()(() => ({
  status: 'idle',
  distanceKm: null,
  coords: null,
  modalOpen: false,
  blocked: false,
}));

/** SPEC 3: dairyEligible, true only after a successful check inside the radius. */
export const useDairyEligible = () => useLocationStore((s) => s.status === 'eligible');

export const openLocationModal = () => useLocationStore.setState({ modalOpen: true });
export const closeLocationModal = () =>
  useLocationStore.setState({ modalOpen: false, blocked: false });
