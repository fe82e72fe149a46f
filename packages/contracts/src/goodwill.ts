/**
 * Goodwill Grocoins given on complaints (docs/decisions.md#complaints): the store's limits,
 * the reason staff write, and every sentence the server and the console say about them. Kept
 * free of zod, like the other rule modules.
 */

/** Above this many Grocoins on one complaint, only an admin may give them. */
export const GOODWILL_ADMIN_ABOVE_DEFAULT = 50;
/** The most goodwill Grocoins one shopper receives in one store day, whoever gives them. */
export const GOODWILL_DAILY_CAP_DEFAULT = 200;
/** The settings' bounds: a day's cap beyond this is no limit at all. */
export const GOODWILL_DAILY_CAP_MAX = 10_000;
export const GOODWILL_REASON_MIN = 10;
export const GOODWILL_REASON_MAX = 200;

const coins = (count: number) => `${count} ${count === 1 ? 'Grocoin' : 'Grocoins'}`;

export const goodwillMessages = {
  reasonRequired: 'Say why the shopper gets these Grocoins.',
  reasonShort: `Say why in a few words: at least ${GOODWILL_REASON_MIN} characters.`,
  reasonLong: `Keep the reason within ${GOODWILL_REASON_MAX} characters.`,
  ownComplaint:
    'You can’t give Grocoins on a complaint raised from your own account. Ask another member of staff.',
  needsAdmin: (count: number, adminAbove: number) =>
    `Only an admin can give ${coins(count)} on a complaint: staff can give up to ${adminAbove}.`,
  dailyCap: (leftToday: number, dailyCap: number) =>
    leftToday > 0
      ? `This shopper can get only ${coins(leftToday)} more today: goodwill is at most ${dailyCap} a day per shopper.`
      : `This shopper has had the most goodwill for today (${coins(dailyCap)}): no more can be given until tomorrow.`,
  /** The console's line under the credit form. */
  limits: (adminAbove: number, dailyCap: number) =>
    `Staff can give up to ${adminAbove} without an admin; a shopper gets at most ${dailyCap} a day.`,
  leftToday: (leftToday: number) => `${coins(leftToday)} left for this shopper today.`,
  adminAboveRange: `The admin threshold is a whole number from 0 to ${GOODWILL_DAILY_CAP_MAX}.`,
  dailyCapRange: `The daily cap is a whole number from 1 to ${GOODWILL_DAILY_CAP_MAX}.`,
  adminAboveCap: 'The admin threshold can’t be above the daily cap.',
} as const;
