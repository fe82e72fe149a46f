import { expect, test, type Browser } from '@playwright/test';
import {
  formatRupees,
  milkDayCoins,
  OUTSIDE_WINDOW_MESSAGE,
  subscriptionStatusNote,
  toPaise,
} from '@grofresh/contracts';
import { phoneFor } from './accounts';
import { bearer, grantRole, milkShops, signInByApi, useSessionIn, type Session } from './sessions';
import { NEAR_STORE } from './support';

/**
 * Daily milk, from both sides, on the two milk shops of playwright.config.ts (one database):
 * the shopper on a phone, the store on a desktop. At 11:00 the 10 AM – 3 PM window is open;
 * at 15:30 it has closed and tomorrow's run can be made. (The desktop project skips this file:
 * the journey already uses both screen sizes, and a second pass would meet the first one's
 * run, which is made once a day.)
 */
test.use({
  baseURL: milkShops.morning(),
  permissions: ['geolocation'],
  geolocation: NEAR_STORE,
});

const storeDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );

/** A member of staff at a desk, on the shop at `baseURL`. */
async function staffDesk(browser: Browser, baseURL: string, staff: Session) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await useSessionIn(page, staff);
  return page;
}

test('a shopper subscribes to milk, the store approves, a pause is credited after the run', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const staffPhone = phoneFor(testInfo.project.name, 18);
  await grantRole(staffPhone, 'staff', milkShops.port());
  const staff = await signInByApi(page.request, staffPhone);
  const shopperPhone = phoneFor(testInfo.project.name, 17);
  const shopper = await signInByApi(page.request, shopperPhone);
  const saved = await page.request.post('/api/addresses/create', {
    headers: bearer(shopper),
    data: { type: 'HOME', flat: 'Flat 7, Lake View', locality: 'Indiranagar', name: 'Nisha' },
  });
  expect(saved.status()).toBe(201);
  const config = (await (await page.request.get('/api/store/get-config')).json()) as {
    milkPriceSubscription: Record<string, number>;
  };
  const [option, price] = Object.entries(config.milkPriceSubscription)[0]!;

  // The shopper subscribes: Daily from tomorrow to six days ahead, so six days on the bill.
  await page.goto('/');
  await useSessionIn(page, shopper);
  await page.goto('/my-account?tab=subscriptions');
  await page.getByRole('button', { name: 'Subscribe to Milk' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Quantity').selectOption(option);
  await page.getByLabel('End date').fill(storeDate(6));
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Place Subscription' }).click();
  await expect(page.getByText('Subscription created successfully!')).toBeVisible();
  const bill = page.getByRole('region', { name: 'Your bill' });
  await expect(bill).toContainText(`6 days × ${formatRupees(price)} = ${formatRupees(6 * price)}`);
  await expect(bill).toContainText('Payment not confirmed by the store yet.');
  await expect(page.getByText(subscriptionStatusNote.PENDING)).toBeVisible();

  // The store approves it (which confirms the payment) from the console.
  const desk = await staffDesk(browser, milkShops.morning(), staff);
  await desk.goto('/ops/milk');
  const card = desk.getByRole('article').filter({ hasText: shopperPhone.slice(-4) });
  await expect(card).toContainText(formatRupees(6 * price));
  await expect(card).toContainText('Not paid');
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await desk.getByRole('button', { name: 'Approve and confirm payment' }).click();
  await expect(card).toHaveCount(0);

  // The shopper pauses tomorrow's milk inside the window and reads what that means.
  await page.reload();
  await expect(page.getByText(subscriptionStatusNote.ACTIVE)).toBeVisible();
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Subscription Paused')).toBeVisible();
  await expect(page.getByText(subscriptionStatusNote.INACTIVE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeEnabled();

  // At 15:30 the window has closed: the store makes tomorrow's run, crediting the paused day.
  const lateDesk = await staffDesk(browser, milkShops.afternoon(), staff);
  await lateDesk.goto('/ops/milk?tab=run');
  await expect(lateDesk.getByLabel('Day')).toHaveValue(storeDate(1));
  await lateDesk.getByRole('button', { name: 'Generate run' }).click();
  const coins = milkDayCoins(toPaise(price));
  const paused = lateDesk.getByRole('region', { name: /Paused on this day/ });
  await expect(paused.getByRole('listitem').filter({ hasText: 'Nisha' })).toContainText(
    `${coins} Grocoins credited`,
  );

  // The shopper finds the day's milk as Grocoins in Rewards.
  await page.goto('/my-account?tab=rewards');
  await expect(page.getByRole('region', { name: 'My GroCoins' })).toContainText(
    `${coins} Grocoins`,
  );
  await expect(page.getByRole('table')).toContainText('Milk paused on');

  // On the afternoon shop, outside the window, the buttons wait with the hint.
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const late = await browser.newContext({
    baseURL: milkShops.afternoon(),
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    permissions: ['geolocation'],
    geolocation: NEAR_STORE,
  });
  const latePage = await late.newPage();
  await latePage.goto('/');
  await useSessionIn(latePage, shopper);
  await latePage.goto('/my-account?tab=subscriptions');
  await expect(latePage.getByRole('button', { name: 'Resume' })).toBeDisabled();
  await expect(latePage.getByText(OUTSIDE_WINDOW_MESSAGE)).toBeVisible();
});
