import {
  EVENING_DELIVERY_HOUR,
  ORDER_CUTOFF_HOUR,
  SUBSCRIPTION_WINDOW_CLOSES_HOUR,
  SUBSCRIPTION_WINDOW_OPENS_HOUR,
  type Store,
} from '@grofresh/contracts';

/**
 * The facts the footer pages state, taken from the rules the shop runs on (contracts) and
 * the store's own settings (get-config), so a page never says what the shop does not do.
 */

/** 15 → "3:00 PM". */
export const clockText = (hour: number, minute = 0): string =>
  `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

/** "08:00" → "8:00 AM". */
const hhmmText = (hhmm: string): string => {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return clockText(hour, minute);
};

export const CUTOFF_TEXT = clockText(ORDER_CUTOFF_HOUR);
export const EVENING_SLOT_TEXT = clockText(EVENING_DELIVERY_HOUR);
/** "10:00 AM to 3:00 PM": when shoppers may pause, resume or change a milk subscription. */
export const MILK_WINDOW_TEXT = `${clockText(SUBSCRIPTION_WINDOW_OPENS_HOUR)} to ${clockText(SUBSCRIPTION_WINDOW_CLOSES_HOUR)}`;

/** "within 6 km of the store", or without a figure before the settings have loaded. */
export const dairyRangeText = (store: Store | undefined): string =>
  store ? `within ${store.radiusKm} km of the store` : 'within our delivery range of the store';

/** "8:00 AM to 9:00 PM". */
export const pickUpHoursText = (store: Store | undefined): string | null =>
  store ? `${hhmmText(store.pickUpHours.opens)} to ${hhmmText(store.pickUpHours.closes)}` : null;

export const storeNameOf = (store: Store | undefined): string => store?.name ?? 'GroFresh';
