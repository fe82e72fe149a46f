import { PICK_UP_CLOSES_HOUR, PICK_UP_MAX_DAYS_AHEAD, PICK_UP_OPENS_HOUR } from './orders';
import { storeSecondsOfDay } from './time';

const DAY_MS = 86_400_000;

/**
 * Why a pick-up time cannot be taken, or null when it can: it must be in the future, within
 * a week, and while the store hands over orders (08:00–21:00 store time).
 */
export function pickUpTimeProblem(at: Date, now: Date): string | null {
  if (Number.isNaN(at.getTime())) return 'Choose a pick-up time.';
  if (at <= now) return 'The pick-up time must be in the future.';
  if (at.getTime() - now.getTime() > PICK_UP_MAX_DAYS_AHEAD * DAY_MS) {
    return `Pick-up can be booked up to ${PICK_UP_MAX_DAYS_AHEAD} days ahead.`;
  }
  const seconds = storeSecondsOfDay(at);
  if (seconds < PICK_UP_OPENS_HOUR * 3600 || seconds > PICK_UP_CLOSES_HOUR * 3600) {
    return `The store hands over pick-ups between ${PICK_UP_OPENS_HOUR}:00 and ${PICK_UP_CLOSES_HOUR}:00.`;
  }
  return null;
}
