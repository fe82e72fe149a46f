import { describe, expect, it } from 'vitest';
import { upiPaymentLink } from './upi';

describe('UPI payment link', () => {
  it('names the payee, the exact amount in rupees and the order', () => {
    const link = upiPaymentLink({
      vpa: 'grofresh@okaxis',
      payeeName: 'GroFresh Stores',
      amountPaise: 24550,
      orderId: 'ORD-1795354405674-1a2b3c4d',
    });
    expect(link).toBe(
      'upi://pay?pa=grofresh@okaxis&pn=GroFresh%20Stores&am=245.50&cu=INR&tn=GroFresh%20order%20ORD-1795354405674-1a2b3c4d&tr=ORD-1795354405674-1a2b3c4d',
    );
  });
});
