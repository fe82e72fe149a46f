import type { Address, StoreConfig } from '@grofresh/contracts';
import type { LocationStatus } from '@/lib/location-status';

export interface ShopperLocation {
  status: LocationStatus;
  /**
   * The point the radius check was asked about; subscriptions send it
   * (docs/product/rules.md#dairy).
   */
  coords: { lat: number; lon: number } | null;
}

/**
 * What the Subscriptions tab needs from the rest of the shop. A feature never imports another
 * feature, so the app composes these in (like the checkout page does).
 */
export interface ShopInputs {
  location: ShopperLocation;
  /** Runs the location check again, or explains how to allow it. */
  onCheckLocation: () => void;
  /** The saved addresses; undefined while loading. */
  addresses: Address[] | undefined;
  /** The address on one line, worded as the address book words it. */
  describeAddress: (address: Address) => string;
  /** Milk prices and the store's UPI payee; undefined while loading. */
  config: StoreConfig | undefined;
}
