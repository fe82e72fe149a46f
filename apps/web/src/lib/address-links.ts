import { accountTabHref } from './account-tabs';

/**
 * Saved Addresses opened from checkout: `new=1` opens the add form at once, `from=checkout`
 * brings the shopper back to checkout after saving, with the saved address chosen. Checkout
 * and the address book are separate features, so the link and the way back are kept here.
 */
export const ADDRESS_NEW_PARAM = 'new';
export const ADDRESS_FROM_PARAM = 'from';
const FROM_CHECKOUT = 'checkout';

export const CHECKOUT_PATH = '/checkout';

/** Add an address (the form open), or pick one to edit, and come back to checkout. */
export const addressesFromCheckoutHref = ({ adding }: { adding: boolean }): string =>
  `${accountTabHref('addresses')}${adding ? `&${ADDRESS_NEW_PARAM}=1` : ''}&${ADDRESS_FROM_PARAM}=${FROM_CHECKOUT}`;

export const cameFromCheckout = (params: URLSearchParams): boolean =>
  params.get(ADDRESS_FROM_PARAM) === FROM_CHECKOUT;

/** The navigation state checkout is opened with after an address was saved for it. */
export const checkoutReturnState = (addressId: string) => ({ chosenAddressId: addressId });

export function chosenAddressIdOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('chosenAddressId' in state)) return null;
  return typeof state.chosenAddressId === 'string' ? state.chosenAddressId : null;
}

/** How an address with a map pin is marked, in the address book and at checkout alike. */
export const ADDRESS_PINNED_LABEL = 'Location pinned';
