/**
 * The payment screen's own words beyond contracts' `tableOrderMessages`:
 * what the shopper is told when the order ends while they watch, and the sign-in prompt.
 */
export const TABLE_ORDER_TEXT = {
  completed: 'Payment confirmed. Thank you!',
  cancelled: 'This order was cancelled.',
  signInTitle: 'Log in to pay for your order',
  signInBody:
    'Log in with the mobile number you gave at the counter to see your token, your items and the QR code to pay.',
  waitingForServe: 'Once your order is served, pay by scanning the QR code and tell us here.',
  scanToPay: 'Scan with any UPI app to pay',
  downloadQr: 'Download QR',
  summary: 'Order summary',
  token: 'Token',
  status: 'Status',
  table: (tableNo: string) => `Table ${tableNo}`,
  qrAlt: (amount: string) => `UPI QR code to pay ${amount}`,
  // The receipt (docs/product.md, Table orders) and the order's card in My Orders.
  receipt: 'Receipt',
  receiptOf: (token: string) => `Receipt for ${token}`,
  paid: 'Paid',
  paidOn: 'Paid on',
  ordered: 'Ordered on',
  orderNumber: 'Order',
  cancelledReceipt: 'This order was cancelled. Nothing was charged for it.',
  earned: (coins: number) => `You earned ${coins} Grocoin${coins === 1 ? '' : 's'} on this order.`,
  receiptMissing: 'We can’t find this receipt.',
  counterOrder: 'At the counter',
  counterMissing: 'Your orders from the counter could not be loaded.',
  itemCount: (n: number) => `${n} item${n === 1 ? '' : 's'}`,
  myOrders: 'My orders',
  backToShop: 'Back to shop',
} as const;
