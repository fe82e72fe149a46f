/** The store's clock: every window and cutoff is read in India Standard Time. */
export const STORE_TIME_ZONE = 'Asia/Kolkata';

/** Orders placed after 3:00 PM are handled the next day (SPEC 2, Cart). */
export const ORDER_CUTOFF_HOUR = 15;

const timeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: STORE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Seconds since midnight at the store for the given instant. */
export const storeSecondsOfDay = (at: Date): number => {
  const parts = Object.fromEntries(timeParts.formatToParts(at).map((p) => [p.type, p.value]));
  return Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
};

/** True when the store's local time is past 15:00. */
export const isAfterOrderCutoff = (at: Date): boolean =>
  storeSecondsOfDay(at) > ORDER_CUTOFF_HOUR * 3600;

/** SPEC 9 timings, in milliseconds and pixels. */
export const BANNER_ROTATION_MS = 5000;
export const PLACEHOLDER_ROTATION_MS = 3000;
export const SEARCH_DEBOUNCE_MS = 1500;
export const TOAST_DURATION_MS = 3000;
export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_COMPACT_SCROLL_PX = 50;
export const SEARCH_PLACEHOLDERS = ['chips', 'chocolate', 'paneer', 'milk', 'fruits'] as const;

/** India keeps one offset all year (no daylight saving). */
export const STORE_UTC_OFFSET = '+05:30';

// This module stays free of zod, so the web app's first page takes its constants alone.
export { storeDateSchema } from './store-date-schema';

const dateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The store's calendar date of an instant, YYYY-MM-DD. */
export const storeDate = (at: Date): string => dateParts.format(at);

/** The instant a store date begins (midnight in Bengaluru). */
export const storeDayStart = (date: string): Date =>
  new Date(`${date}T00:00:00${STORE_UTC_OFFSET}`);

/** The store date `days` after `date` (negative for before). */
export const addStoreDays = (date: string, days: number): string =>
  storeDate(new Date(storeDayStart(date).getTime() + days * 86_400_000 + 3_600_000));

/** SPEC 9: dates in en-IN, day short-month year ("24 Nov 2026"), on the store's calendar. */
const enInDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: STORE_TIME_ZONE,
});

/** An instant as the store's date in words: "24 Nov 2026". */
export const storeDateWords = (at: Date): string => enInDate.format(at);

/** A store date (YYYY-MM-DD) in words: "24 Nov 2026". */
export const storeDateText = (date: string): string => storeDateWords(storeDayStart(date));
