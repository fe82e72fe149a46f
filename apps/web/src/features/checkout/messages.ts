/**
 * The checkout's messages (docs/product/messages.md#cart-checkout-and-payment), each written once.
 */
export const CHECKOUT_MESSAGES = {
  pickUpTimeRequired: 'Please Select Pick Up time',
  addressRequired: 'Please Select Address',
  orderPlaced: 'Order Placed',
  earnNote: (coins: number) => `You will earn ${coins} Grocoins`,
} as const;

/** The checkout's words when dairy waits for the shopper's location. */
export const DAIRY_CHECKOUT_MESSAGES = {
  needTitle: 'Dairy needs your location',
  outsideTitle: 'Dairy can’t be delivered to where you are',
  checking: 'Checking your location…',
  turnOn: 'Turn on location',
  howTo:
    'Allow location for this site in your browser (the icon beside the address bar), then press Turn on location.',
  unsupported: 'This browser can’t share your location.',
  waysOut:
    'Or choose Store Pick Up, or deliver to a saved address pinned with Use my current location.',
  outsideWaysOut:
    'Remove them to get the rest delivered, choose Store Pick Up, or deliver to a saved address pinned inside the range.',
} as const;

/**
 * What the checkout says beside the payment choice after the card gateway (docs/product.md, Card
 * payments).
 */
export const PAYMENT_NOTICE_MESSAGES = {
  notPlaced:
    'No order was placed and your cart is as it was. Press Confirm Order to pay online again, or choose another way to pay.',
  confirmingTitle: 'Your payment is being confirmed',
  confirming:
    'The bank has not confirmed your card payment yet. Your order will be placed as soon as it does, so there is no need to pay again. This page keeps checking.',
} as const;
