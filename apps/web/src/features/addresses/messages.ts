import { ADDRESS_PINNED_LABEL } from '@/lib/address-links';

/**
 * The saved-address texts (docs/product/messages.md#account), each written once; components and
 * tests import them. The field messages live in contracts' addressInputSchema (the server validates
 * with it too), and a failed delete says lib/messages' SOMETHING_WENT_WRONG.
 */
export const ADDRESS_MESSAGES = {
  empty: 'No addresses saved yet.',
  saved: 'Address saved',
  /** Under 'Address saved': whether home delivery goes there (docs/product/rules.md#delivery-area). */
  delivers: 'We deliver here.',
  notDelivered: "We don't deliver here yet. You can still order for Store Pick Up.",
  /** On the card of an address outside the delivery area. */
  notDeliveredHere: "We don't deliver here yet",
  deleted: 'Address deleted',
  saveFailed: 'Unable to save address',
  deleteTitle: 'Delete Address',
  backToCheckout: 'Back to checkout',
} as const;

/** The address form's map pin ('Use my current location') and why it may not work. */
export const PIN_MESSAGES = {
  legend: 'Map pin',
  use: 'Use my current location',
  again: 'Pin my current location again',
  clear: 'Clear pin',
  locating: 'Finding your location…',
  pinned: ADDRESS_PINNED_LABEL,
  hint: 'Pin it while you are at this address: dairy is checked against the pin, and the rider finds your door.',
  denied:
    'Location access is off for this site. Allow it in your browser’s site settings (the icon beside the address bar), then press Use my current location again.',
  unavailable:
    'We couldn’t find your location just now. Switch on your phone’s location (GPS) and try again.',
  unsupported:
    'This browser can’t share your location. You can still save the address without a pin.',
} as const;
