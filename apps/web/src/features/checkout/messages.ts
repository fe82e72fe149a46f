/** The checkout's messages from SPEC 5 and 8, each written once. */
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
