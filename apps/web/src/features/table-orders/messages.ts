/**
 * The payment screen's own words beyond SPEC's (those are contracts' `tableOrderMessages`):
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
} as const;
