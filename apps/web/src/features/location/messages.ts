/**
 * The location messages (docs/product/messages.md#location), each written once; components and
 * tests import them.
 */
export const LOCATION_MESSAGES = {
  unsupported: 'Geolocation is not supported by your browser.',
  notAllowed: 'Please allow location access to check eligibility.',
  serverError: 'Server error while checking eligibility.',
  blocked: 'Location access is blocked. Please enable it manually in your browser settings.',
} as const;

/**
 * The Dairy category page for a shopper whose location is not known to be in range: why the
 * shelf is empty and what to do (dairy is shown only inside the delivery range:
 * docs/product/rules.md#dairy).
 */
export const DAIRY_SHELF_NOTICE = {
  checking: {
    title: 'Checking your location…',
    body: 'Dairy is shown only to shoppers near the store, so we check where you are first.',
    action: null,
  },
  denied: {
    title: 'Turn on location to see dairy',
    body: 'Milk, curd and paneer are delivered chilled, only near the store. Location access is off for this site, so we can’t tell whether you are in range.',
    action: 'How to turn on location',
  },
  'out-of-range': {
    title: 'Dairy isn’t delivered to where you are',
    body: 'Milk, curd and paneer are delivered chilled, only near the store, and your location is outside that range.',
    action: 'Check my location again',
  },
  unavailable: {
    title: 'We couldn’t find your location',
    body: 'Dairy is shown only to shoppers near the store. Switch on your phone’s location (GPS), then check again.',
    action: 'Check my location again',
  },
  unsupported: {
    title: 'This browser can’t share your location',
    body: 'Dairy is shown only to shoppers near the store. Open GroFresh in a browser that can, such as Chrome or Safari on your phone.',
    action: null,
  },
  error: {
    title: 'The location check failed',
    body: `${LOCATION_MESSAGES.serverError} Dairy stays hidden until your location is checked.`,
    action: 'Try again',
  },
  distance: (distance: string, radius: string | null) =>
    radius
      ? `You are ${distance} from the store; dairy goes only within ${radius}.`
      : `You are ${distance} from the store.`,
} as const;

/** The pincode check in the location prompt (docs/product/rules.md#delivery-area). */
export const PINCODE_MESSAGES = {
  label: 'Or check your pincode',
  invalid: 'Enter a 6-digit pincode, e.g. 560038',
  delivers: (zip: string) => `Home delivery: yes, we deliver to ${zip}.`,
  notYet: (zip: string) =>
    `Home delivery: we don't deliver to ${zip} yet. Store Pick Up is open to all.`,
  dairyNeedsLocation:
    'Dairy: we need your location to tell. Milk, curd and paneer go only near the store.',
} as const;
