import { z } from 'zod';
import { PICK_UP_MAX_DAYS_AHEAD } from './orders';
import { storeSecondsOfDay } from './time';

const DAY_MS = 86_400_000;

/** When the store hands over pick-ups, as HH:MM store time (a store setting). */
export interface PickUpHours {
  opens: string;
  closes: string;
}

/** The demo store's hours, and the rule's default. */
export const DEFAULT_PICK_UP_HOURS: PickUpHours = { opens: '08:00', closes: '21:00' };

/** '08:30' → 510. */
export const minutesOfDay = (hhmm: string): number => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};

/** 510 → '08:30'. */
export const clockOfMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** '08:00' reads '8:00' in a sentence. */
const spoken = (hhmm: string) => hhmm.replace(/^0(?=\d:)/, '');

/** The store's clock has passed the pick-up time asked for (docs/product.md, "The store's clock"). */
export const PICK_UP_PASSED = 'That pick-up time has passed. Please choose a later one.';

/**
 * OUTSIDE_WINDOW's `details` when an order's pick-up time is refused (the message says why):
 * the page asks the store's time again and offers the slots still open.
 */
export const pickUpRefusedDetailsSchema = z.object({ field: z.literal('estimatedTimePickUp') });
export type PickUpRefusedDetails = z.infer<typeof pickUpRefusedDetailsSchema>;

/**
 * Why a pick-up time cannot be taken, or null when it can: it must be in the future, within
 * a week, and while the store hands over orders (its pick-up hours, store time).
 */
export function pickUpTimeProblem(
  at: Date,
  now: Date,
  hours: PickUpHours = DEFAULT_PICK_UP_HOURS,
): string | null {
  if (Number.isNaN(at.getTime())) return 'Choose a pick-up time.';
  if (at <= now) return PICK_UP_PASSED;
  if (at.getTime() - now.getTime() > PICK_UP_MAX_DAYS_AHEAD * DAY_MS) {
    return `Pick-up can be booked up to ${PICK_UP_MAX_DAYS_AHEAD} days ahead.`;
  }
  const seconds = storeSecondsOfDay(at);
  if (seconds < minutesOfDay(hours.opens) * 60 || seconds > minutesOfDay(hours.closes) * 60) {
    return `The store hands over pick-ups between ${spoken(hours.opens)} and ${spoken(hours.closes)}.`;
  }
  return null;
}
