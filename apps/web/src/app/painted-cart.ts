import { CART_ITEMS_KEY } from '@/lib/storage-keys';

/**
 * The cart page as the server paints it: the empty cart, which is what a visitor's device
 * holds. The server cannot see the cart (it lives in the browser's storage), so the page
 * carries `HELD_CART_CHECK`, run inline before the painted markup shows: when this device has
 * a stored cart to read, it marks the page held, the stylesheet hides the painted empty cart
 * behind the loading screen (index.css), /csp-setup.js starts the app at once, and main.tsx
 * draws the page afresh. A shopper with items never sees 'Your cart is empty', not even for a
 * frame.
 */
export const HELD_CART_ATTRIBUTE = 'data-cart-held';

/** The cart page's address: the server paints it, and with its check. */
export const PAINTED_CART_PATH = '/cart';

/**
 * The inline script (the server allows exactly this text by its hash in the page's policy):
 * `holdsStoredCart` of the stored cart, the cart store's own test for a cart to read back, so
 * a painted empty cart is only ever kept where the app would show one. Storage switched off
 * (private modes) holds no cart: the painted one stands.
 */
export const HELD_CART_CHECK =
  `try{var c=localStorage.getItem(${JSON.stringify(CART_ITEMS_KEY)});` +
  `if(c&&c!=='{}')document.documentElement.setAttribute('${HELD_CART_ATTRIBUTE}','')}catch(e){}`;

/** Whether this page's painted markup was held back (the device has a cart to show). */
export const paintHeld = (): boolean => document.documentElement.hasAttribute(HELD_CART_ATTRIBUTE);

/** Drops the held markup, so the app draws the page into an empty #root (the splash shows). */
export function releaseHeldPaint(root: HTMLElement): void {
  root.replaceChildren();
  document.documentElement.removeAttribute(HELD_CART_ATTRIBUTE);
}
