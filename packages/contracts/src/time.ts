import { onFirstUse } from './first-use';

/** The store's clock: every window and cutoff is read in India Standard Time. */
export const STORE_TIME_ZONE = 'Asia/Kolkata';

/** Orders placed after 3:00 PM are handled the next day (docs/product/rules.md#time). */
export const ORDER_CUTOFF_HOUR = 15;

/**
 * India keeps one offset all year (no daylight saving), so the store's clock is UTC moved by
 * 5 h 30 min: plain arithmetic, where an Intl formatter would load the browser's time-zone
 * data in a page's first task (tens of milliseconds on a slow phone).
 */
const STORE_OFFSET_MS = 19_800_000;
const DAY_MS = 86_400_000;

/** The instant moved onto the store's wall clock, read back with the UTC getters. */
const onStoreClock = (at: Date): Date => new Date(at.getTime() + STORE_OFFSET_MS);

/** Seconds since midnight at the store for the given instant. */
export const storeSecondsOfDay = (at: Date): number => {
  const clock = onStoreClock(at);
  return clock.getUTCHours() * 3600 + clock.getUTCMinutes() * 60 + clock.getUTCSeconds();
};

/** True when the store's local time is past 15:00. */
export const isAfterOrderCutoff = (at: Date): boolean =>
  storeSecondsOfDay(at) > ORDER_CUTOFF_HOUR * 3600;

/** Screen timings, in milliseconds and pixels (docs/product/rules.md#screens). */
export const BANNER_ROTATION_MS = 5000;
export const PLACEHOLDER_ROTATION_MS = 3000;
export const SEARCH_DEBOUNCE_MS = 1500;
export const TOAST_DURATION_MS = 3000;
export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_COMPACT_SCROLL_PX = 50;
export const SEARCH_PLACEHOLDERS = ['chips', 'chocolate', 'paneer', 'milk', 'fruits'] as const;

/** India keeps one offset all year (no daylight saving): STORE_OFFSET_MS, as ISO writes it. */
export const STORE_UTC_OFFSET = '+05:30';

// This module stays free of zod, so the web app's first page takes its constants alone.
export { storeDateSchema } from './store-date-schema';

/** The store's calendar date of an instant, YYYY-MM-DD. */
export const storeDate = (at: Date): string => onStoreClock(at).toISOString().slice(0, 10);

/** The instant a store date begins (midnight in Bengaluru). */
export const storeDayStart = (date: string): Date =>
  new Date(`${date}T00:00:00${STORE_UTC_OFFSET}`);

/** The store date `days` after `date` (negative for before). */
export const addStoreDays = (date: string, days: number): string =>
  storeDate(new Date(storeDayStart(date).getTime() + days * DAY_MS + 3_600_000));

/**
 * Dates in en-IN (docs/product/rules.md#time), day short-month year ("24 Nov 2026"), on the store's
 * calendar. The options every date the shop shows starts from (with a time or a weekday added).
 */
export const STORE_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: STORE_TIME_ZONE,
};

const enInDate = onFirstUse(() => new Intl.DateTimeFormat('en-IN', STORE_DATE_FORMAT));

/** An instant as the store's date in words: "24 Nov 2026". */
export const storeDateWords = (at: Date): string => enInDate().format(at);

/** A store date (YYYY-MM-DD) in words: "24 Nov 2026". */
export const storeDateText = (date: string): string => storeDateWords(storeDayStart(date));
