import { describe, expect, it } from 'vitest';
import { INFO_PAGES } from '@/features/info/info-pages';
import { knowsPage } from './entry-server';

describe('the pages the server knows (404 for the rest)', () => {
  it('knows every page of the shop and the console', () => {
    for (const path of [
      '/',
      '/category/c-1',
      '/cart',
      '/checkout',
      '/payment',
      '/payment-redirect',
      '/my-account',
      '/order-details',
      '/rider',
      '/ops',
      '/ops/orders',
      ...INFO_PAGES.map((page) => page.path),
    ]) {
      expect(knowsPage(path), path).toBe(true);
    }
  });

  it('does not know an address that is none of them', () => {
    for (const path of ['/no-such-page', '/category', '/category/c-1/more', '/cart/x']) {
      expect(knowsPage(path), path).toBe(false);
    }
  });
});
