/** The orders' messages from SPEC 2, 4 and 8, each written once. */
export const ORDER_MESSAGES = {
  noOrders: 'You have no orders yet.',
  notFound: 'Order not found.',
  onlineRefund: 'The amount you paid online will be refunded to the card or account you paid from.',
  reward: (coins: number) => `You will earn ${coins} Grocoins on this order, After Delivered.`,
} as const;
