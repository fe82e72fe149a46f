/**
 * The Subscriptions tab's own words. Its validation messages (and the status notes) live in
 * contracts' `subscriptionMessages` and `subscriptionStatusNote`, shared with the server.
 */
export const SUBSCRIPTION_TAB_MESSAGES = {
  endDateInPast: 'The end date can’t be earlier than today.',
  noDeliveriesYet: 'No milk days this month yet.',
  skipIntro:
    'Going away? Skip a day or a few from tomorrow on: each skipped day comes back as Grocoins, and the milk starts again by itself after.',
  skipPickFrom: 'Choose the first day to skip or bring back.',
  cardPaid: 'Card payment received. Your milk bill is paid.',
  quantityPickFrom: 'Choose the day the new quantity starts.',
  topUp: (amount: string, days: number, from: string) =>
    `Top-up: ${amount} for ${days} day${days === 1 ? '' : 's'} from ${from}, added to your bill.`,
  calendarLoadFailed: 'Couldn’t load this month’s milk days.',
  noAddresses: '+ Please Add Address',
  curdSoon: 'Coming soon',
  customPickEndFirst: 'Choose the end date first. The calendar then shows every day up to it.',
  customFooterNone: 'Click dates to exclude delivery.',
  customFooterSome: (n: number) => `${n} day(s) excluded`,
  payAtStore: (amount: string) =>
    `Pay ${amount} at the store and it will approve your subscription.`,
  payByUpi: (amount: string, payee: string) =>
    `Pay ${amount} to ${payee} and the store will approve your subscription`,
} as const;

/** Why milk cannot be ordered from here, and what the shopper can do about it. */
export const LOCATION_GATE = {
  checking: {
    title: 'Checking your location…',
    fix: 'Milk goes only to homes near the store, so we check where you are first.',
    action: null,
  },
  denied: {
    title: 'Location access is off',
    fix: 'Milk goes only to homes near the store. Allow location for this site in your browser, then check again.',
    action: 'Allow location',
  },
  'out-of-range': {
    title: 'Milk isn’t delivered to where you are',
    fix: 'Milk subscriptions are for homes inside the store’s delivery area. Open this page at the home the milk should go to, then check again.',
    action: 'Check again',
  },
  unavailable: {
    title: 'We couldn’t find your location',
    fix: 'Switch on your phone’s location (GPS), then check again.',
    action: 'Check again',
  },
  unsupported: {
    title: 'This browser can’t share your location',
    fix: 'Open GroFresh in a browser that can, such as Chrome or Safari on your phone.',
    action: null,
  },
  error: {
    title: 'The location check failed',
    fix: 'Something went wrong on our side while checking your location. Please try again in a moment.',
    action: 'Try again',
  },
} as const;
