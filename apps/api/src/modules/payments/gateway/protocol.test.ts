import { describe, expect, it } from 'vitest';
import { billingNameOf, billingTelOf, decodeParams, RepeatedKeyError } from './protocol';

describe("reading the gateway's key=value text", () => {
  it('refuses a text that names a key twice, however it is spaced', () => {
    expect(decodeParams('order_id=ORD-1&order_status=Success')).toEqual({
      order_id: 'ORD-1',
      order_status: 'Success',
    });
    for (const text of [
      'order_status=Failure&billing_name=x&order_status=Success',
      'order_status=Failure& order_status=Success',
      'amount=1.00&amount',
    ]) {
      expect(() => decodeParams(text)).toThrow(RepeatedKeyError);
    }
  });
});

describe('the billing fields the shop sends', () => {
  it("keep a name to letters of any script, digits, spaces and . , ' -", () => {
    expect(billingNameOf('அருண் குமார்')).toBe('அருண் குமார்');
    expect(billingNameOf("Dr. K. O'Neil-Rao, 2nd")).toBe("Dr. K. O'Neil-Rao, 2nd");
    expect(billingNameOf('x&order_status=Success')).toBe('x order status Success');
    expect(billingNameOf('  <script>  ')).toBe('script');
    expect(billingNameOf('&=%+')).toBeUndefined();
    expect(billingNameOf(undefined)).toBeUndefined();
  });

  it('cut a name at 60 characters, counting letters outside the basic plane as one', () => {
    expect(billingNameOf('a'.repeat(80))).toBe('a'.repeat(60));
    expect(billingNameOf('𝒜'.repeat(70))).toBe('𝒜'.repeat(60));
  });

  it('keep a number to its digits', () => {
    expect(billingTelOf('+91 98765-43210')).toBe('919876543210');
    expect(billingTelOf('9876543210')).toBe('9876543210');
    expect(billingTelOf('n/a')).toBeUndefined();
  });
});
