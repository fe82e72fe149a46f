/**
 * Every key the shop keeps in the browser, in one place (docs/product/records.md: cartItems,
 * authToken, …).
 */
export const CART_ITEMS_KEY = 'cartItems';
export const AUTH_TOKEN_KEY = 'authToken';
export const USER_KEY = 'user';
/**
 * The table order the /payment screen follows, {_id, token} (docs/product/records.md#table-order).
 */
export const CURRENT_ORDER_KEY = 'currentOrder';
/** Session flag: the location modal opens by itself at most once per visit. */
export const LOCATION_PROMPTED_KEY = 'grofresh.locationPrompted';
/** Checkout: the orderIds of requests not yet known to have succeeded (sessionStorage). */
export const PENDING_ORDER_IDS_KEY = 'grofresh.pendingOrderIds';
/**
 * The order payload (with its orderId; docs/product/records.md#payment-return) saved before the
 * browser leaves for the card gateway, placed when the payment comes back successful
 * (localStorage).
 */
export const PAYMENT_DRAFT_KEY = 'paymentDraft';
/** The console: whether a new order chimes ('on' unless set to 'off'). */
export const OPS_SOUND_KEY = 'grofresh.ops.sound';
/** The rider's screen: today's list as last answered, {userId, savedAt, today} (localStorage). */
export const RIDER_TODAY_KEY = 'grofresh.rider.today';
/** The rider's marks not yet sent, oldest first, each with its markId (localStorage). */
export const RIDER_MARKS_KEY = 'grofresh.rider.marks';
