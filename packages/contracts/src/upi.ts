/**
 * A UPI deep link (NPCI's upi://pay) any UPI app can open or scan as a QR code:
 * pa = payee VPA, pn = payee name, am = amount in rupees, cu = INR, tn = note, tr = reference.
 */
export function upiPaymentLink(payment: {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  orderId: string;
  /** What the payer's app shows; an order's number by default. */
  note?: string;
}): string {
  const params: [string, string][] = [
    ['pa', payment.vpa],
    ['pn', payment.payeeName],
    ['am', (payment.amountPaise / 100).toFixed(2)],
    ['cu', 'INR'],
    ['tn', payment.note ?? `GroFresh order ${payment.orderId}`],
    ['tr', payment.orderId],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%40/g, '@')}`).join('&')}`;
}
