import { expect, test, type Page } from '@playwright/test';
import { CART_MESSAGES } from '../src/features/cart/messages';
import { card, nearStore, openHome } from './support';

test.use(nearStore);

const CUTOFF = CART_MESSAGES.cutoff;

async function cartAt(page: Page, istInstant: string) {
  await page.clock.setFixedTime(new Date(istInstant));
  await openHome(page);
  await card(page, 'Green Apple').getByRole('button', { name: 'ADD Green Apple to cart' }).click();
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Items List' })).toBeVisible();
}

test('after 15:00 in Bengaluru the cart says the order proceeds tomorrow', async ({ page }) => {
  await cartAt(page, '2026-11-23T15:30:00+05:30');
  await expect(page.getByRole('alert').filter({ hasText: CUTOFF })).toBeVisible();
});

test('before 15:00 there is no cutoff alert', async ({ page }) => {
  await cartAt(page, '2026-11-23T11:00:00+05:30');
  await expect(page.getByText(CUTOFF)).toHaveCount(0);
});
