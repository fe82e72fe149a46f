import { expect, test } from '@playwright/test';
import { CHECKOUT_MESSAGES } from '../src/features/checkout/messages';
import { expectNoSeriousViolations } from './a11y';
import { phoneFor } from './accounts';
import { bearer, signInByApi, useSessionIn } from './sessions';
import { card, nearStore } from './support';

/**
 * The shop on a 3G-like connection, Chromium's own throttling at 400 kbps each way and 400 ms a
 * round trip (docs/decisions.md#web-app, "A slow network"): a signed-in shopper opens home,
 * adds an item, opens the cart from its bar, checks out and places a cash order. How long each
 * step takes is measured in bench/slow-network.mjs; this journey holds that each one works
 * there. Slot 37 (on the main shop; the milk journey's 37 is on the milk shops' database).
 */
test.use(nearStore);

const SLOW_3G = {
  offline: false,
  latency: 400,
  downloadThroughput: 50_000, // bytes a second: 400 kbps
  uploadThroughput: 50_000,
};

test('on a 3G-like connection a shopper adds to the cart, checks out and places an order', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const shopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 37));
  const saved = await page.request.post('/api/addresses/create', {
    headers: bearer(shopper),
    data: { type: 'HOME', flat: 'Flat 5, Lotus Apartments', locality: 'Indiranagar', name: 'Ravi' },
  });
  expect(saved.status()).toBe(201);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await page.goto('/');
  await useSessionIn(page, shopper);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  // Home's first card (first-paint.spec.ts): the rows further down fill as the shopper scrolls.
  const besan = card(page, 'Besan');
  await besan.getByRole('button', { name: 'ADD Besan to cart' }).click();
  await expect(besan.getByRole('status', { name: 'Besan quantity' })).toHaveText('1');

  await page.getByRole('link', { name: /View cart/ }).click();
  await expect(page.getByRole('region', { name: 'Items List' })).toContainText('Besan');
  await expect(page.getByRole('region', { name: 'Bill details' })).toContainText('Grand total₹');
  await page.getByRole('button', { name: /Proceed to checkout/ }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Ravi/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await expectNoSeriousViolations(page, testInfo, 'checkout on a slow network');

  await page.getByRole('button', { name: /Confirm Order/ }).click();
  await expect(page.getByText(CHECKOUT_MESSAGES.orderPlaced)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/my-account\?tab=orders$/);
  await expect(page.getByRole('list', { name: 'My orders' }).getByRole('link')).toHaveCount(1);
});
