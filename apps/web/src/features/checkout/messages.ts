/** The checkout's messages from SPEC 5 and 8, each written once. */
export const CHECKOUT_MESSAGES = {
  pickUpTimeRequired: 'Please Select Pick Up time',
  addressRequired: 'Please Select Address',
  orderPlaced: 'Order Placed',
  earnNote: (coins: number) => `You will earn ${coins} Grocoins`,
} as const;
