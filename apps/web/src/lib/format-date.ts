import { onFirstUse, STORE_TIME_ZONE, storeDateWords } from '@grofresh/contracts';

// SPEC 9: dates in en-IN (day, short month, year), read on the store's clock so a shopper
// abroad sees the same day the store does.
const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: STORE_TIME_ZONE,
    }),
);

/** "23 Nov 2026". */
export const formatDate = (iso: string): string => storeDateWords(new Date(iso));

/** "23 Nov 2026, 18:45" (24-hour, like the pick-up picker). */
export const formatDateTime = (iso: string): string => dateTime().format(new Date(iso));
