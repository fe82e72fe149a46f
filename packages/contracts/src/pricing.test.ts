import { describe, expect, it } from 'vitest';
import {
  earnedCoins,
  finalTotal,
  hasDiscount,
  linePrice,
  redeemableCoins,
  unitPrice,
} from './pricing';
import { formatRupees, toPaise, toRupees } from './money';

describe('line price (docs/product/rules.md): discountPrice if greater than 0, else price, times quantity', () => {
  it.each([
    // price, discountPrice, quantity, expected (paise)
    [5000, 0, 1, 5000],
    [5000, 4500, 1, 4500],
    [5000, 4500, 3, 13500],
    [2999, 0, 2, 5998],
    [2999, 2499, 0, 0],
  ])('price %d, discount %d × %d = %d', (price, discountPrice, quantity, expected) => {
    expect(linePrice({ price, discountPrice }, quantity)).toBe(expected);
  });

  it('defaults the quantity to 1', () => {
    expect(linePrice({ price: 1234, discountPrice: 0 })).toBe(1234);
  });

  it('shows a discount only when it is really lower than the price', () => {
    expect(hasDiscount({ price: 100, discountPrice: 80 })).toBe(true);
    expect(hasDiscount({ price: 100, discountPrice: 0 })).toBe(false);
    expect(hasDiscount({ price: 100, discountPrice: 100 })).toBe(false);
    expect(unitPrice({ price: 100, discountPrice: 100 })).toBe(100);
  });
});

describe('Grocoins (docs/product/rules.md): 1 coin = ₹1', () => {
  it.each([
    // subtotal in paise, earned coins: floor of 1%
    [0, 0],
    [9999, 0],
    [10000, 1],
    [19999, 1],
    [25050, 2],
    [123456, 12],
  ])('a subtotal of %d paise earns %d coins', (subtotal, coins) => {
    expect(earnedCoins(subtotal)).toBe(coins);
  });

  it.each([
    // balance, subtotal (paise), redeemable: the lesser of balance and subtotal
    [0, 50000, 0],
    [30, 50000, 30],
    [800, 50000, 500],
    [800, 49950, 499],
    [-5, 50000, 0],
  ])('balance %d against a subtotal of %d paise redeems %d', (balance, subtotal, coins) => {
    expect(redeemableCoins(balance, subtotal)).toBe(coins);
  });

  it.each([
    [50000, 0, 50000],
    [50000, 30, 47000],
    [49950, 499, 50],
  ])('subtotal %d minus %d coins is %d paise', (subtotal, coins, total) => {
    expect(finalTotal(subtotal, coins)).toBe(total);
  });
});

describe('money on the wire', () => {
  it('converts rupees to paise without floating-point drift', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(19.99)).toBe(1999);
    expect(toRupees(1999)).toBe(19.99);
  });

  it('formats rupees with two decimals and Indian grouping', () => {
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(999.99)).toBe('₹999.99');
    expect(formatRupees(1000)).toBe('₹1,000.00');
    expect(formatRupees(123456789.05)).toBe('₹12,34,56,789.05');
    expect(formatRupees(-1234.5)).toBe('₹-1,234.50');
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
  });

  it('reads every amount of paise as en-IN Intl formatting does', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 99_999, 100_000, 1_234_567, 10_000_000_00];
    let paise = 7;
    for (let i = 0; i < 2000; i++) amounts.push((paise = (paise * 48_271) % 2_147_483_647));
    for (const amount of amounts) {
      expect(formatRupees(toRupees(amount))).toBe(`₹${intl.format(toRupees(amount))}`);
      expect(formatRupees(toRupees(-amount))).toBe(
        `₹${intl.format(toRupees(-amount))}`.replace('-0.00', '0.00'),
      );
    }
  });
});
