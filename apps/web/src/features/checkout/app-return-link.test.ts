import { describe, expect, it } from 'vitest';
import { appReturnLink } from './app-return-link';

const link = (query: string, deepLink = 'grofresh://payment-status') =>
  appReturnLink(deepLink, new URLSearchParams(query));
const orderId = 'ORD-1795408500000-1a2b3c4d';

describe('the mobile app deep link of /payment-redirect', () => {
  it('passes the status and the order id, and nothing else', () => {
    expect(link(`status=success&orderId=${orderId}&token=secret&amount=1`)).toBe(
      `grofresh://payment-status?status=success&orderId=${orderId}`,
    );
    expect(link(`status=aborted&orderId=${orderId}`)).toBe(
      `grofresh://payment-status?status=aborted&orderId=${orderId}`,
    );
  });

  it('reads a missing or unknown status as failed', () => {
    expect(link(`orderId=${orderId}`)).toBe(
      `grofresh://payment-status?status=failed&orderId=${orderId}`,
    );
    expect(link('status=SUCCESS')).toBe('grofresh://payment-status?status=failed');
    expect(link('status=<script>')).toBe('grofresh://payment-status?status=failed');
  });

  it('drops an order id that is not one', () => {
    expect(link('status=success&orderId=ORD-1-x%26status%3Dsuccess')).toBe(
      'grofresh://payment-status?status=success',
    );
    expect(link('status=success&orderId=')).toBe('grofresh://payment-status?status=success');
  });

  it('adds to a deep link that has a query already', () => {
    expect(link('status=success', 'grofresh://payment?from=web')).toBe(
      'grofresh://payment?from=web&status=success',
    );
  });

  it('refuses links that would run in the page', () => {
    expect(link('status=success', 'javascript:alert(1)')).toBeNull();
    expect(link('status=success', 'data:text/html,hi')).toBeNull();
    expect(link('status=success', 'not a link')).toBeNull();
  });
});
