import { onFirstUse, STORE_DATE_FORMAT, storeDateWords } from '@grofresh/contracts';

// Dates in en-IN, day, short month, year (docs/product/rules.md#time), read on the store's clock
// so a shopper abroad sees the same day the store does.
const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      ...STORE_DATE_FORMAT,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** "23 Nov 2026". */
export const formatDate = (iso: string): string => storeDateWords(new Date(iso));

/** "23 Nov 2026, 18:45" (24-hour, like the pick-up picker). */
export const formatDateTime = (iso: string): string => dateTime().format(new Date(iso));
