import type { PaymentMethod } from '@grofresh/contracts';

/**
 * How each way to pay is named to shoppers (docs/product/screens.md#what-the-shop-is), at checkout
 * and on their orders.
 */
export const paymentMethodLabel: Record<PaymentMethod, string> = {
  COD: 'Cash on Delivery',
  QR: 'UPI QR Code',
  CCAVENUE: 'Pay Via Online',
};
