import { expect, test, type Page } from '@playwright/test';
import { formatRupees, tableOrderMessages } from '@grofresh/contracts';
import { phoneFor } from './accounts';
import { grantRole, signInByApi, useSessionIn } from './sessions';
import { nearStore } from './support';

// With location allowed, as most journeys: a visitor without it gets the location help dialog
// over the page once a visit, which this journey is not about.
test.use(nearStore);

/** Picks an item in the Counter's picker and adds it to the list chosen in 'Add to'. */
async function addLine(
  desk: Page,
  list: 'Dine In' | 'Pick Up',
  name: string,
  { variant, quantity = 1 }: { variant?: string; quantity?: number } = {},
) {
  await desk.getByRole('group', { name: 'Add to' }).getByRole('button', { name: list }).click();
  await desk.getByRole('searchbox', { name: 'Search items' }).fill(name);
  await desk
    .getByRole('list', { name: 'Search results' })
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  if (variant) await desk.getByLabel('Variant').selectOption(variant);
  const picked = desk.getByRole('group', { name: `Add ${name}` });
  for (let i = 1; i < quantity; i++) {
    await picked.getByRole('button', { name: new RegExp(`^More ${name}`) }).click();
  }
  await desk.getByRole('button', { name: `Add to ${list}` }).click();
}

test('a table order from the counter to the shopper’s payment screen and back home', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const shopperPhone = phoneFor(testInfo.project.name, 21);
  const shopper = await signInByApi(page.request, shopperPhone);
  const staffPhone = phoneFor(testInfo.project.name, 22);
  await grantRole(staffPhone, 'staff');
  const staff = await signInByApi(page.request, staffPhone);

  // At the counter (a desk): two apples to eat in, a litre of milk to take away.
  const desk = await (
    await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 1280, height: 800 },
    })
  ).newPage();
  await desk.goto('/');
  await useSessionIn(desk, staff);
  await desk.goto('/ops/counter');
  const form = desk.getByRole('form', { name: 'New table order' });
  await form.getByLabel('Shopper’s mobile number').fill(shopperPhone);
  await form.getByLabel('Table').fill('4');
  await addLine(desk, 'Dine In', 'Green Apple', { quantity: 2 });
  await addLine(desk, 'Pick Up', 'Toned Milk', { variant: '1 L' });
  await form.getByRole('button', { name: 'Open order' }).click();
  await expect(desk.getByText(/Token T-\d{3}/).first()).toBeVisible();
  const card = desk.getByRole('article').filter({ hasText: 'Table 4' }).first();
  await expect(card).toContainText(formatRupees(316));

  // The shopper sees it on /payment.
  await page.goto('/');
  await useSessionIn(page, shopper);
  await page.goto('/payment');
  await expect(page.getByRole('heading', { name: tableOrderMessages.title })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('Green Apple');
  await expect(page.getByText(tableOrderMessages.dineInTotal)).toBeVisible();
  await page.getByRole('tab', { name: tableOrderMessages.pickUpTab }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Toned Milk');
  await expect(page.getByText(tableOrderMessages.totalAmount).first()).toBeVisible();
  await expect(page.getByText(formatRupees(316)).first()).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('currentOrder'));
  expect(stored).toContain('T-');

  // Served at the counter: the button appears without a reload.
  await card.getByRole('button', { name: 'Served' }).click();
  const paid = page.getByRole('button', { name: tableOrderMessages.confirmButton });
  await expect(paid).toBeVisible();
  await paid.click();
  await expect(page.getByText(tableOrderMessages.underReviewTitle).first()).toBeVisible();
  await expect(page.getByText(tableOrderMessages.underReview)).toBeVisible();

  // The store checks its UPI app and completes it: the shopper's screen goes home.
  await card.getByRole('button', { name: 'Payment received' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('currentOrder'))).toBeNull();
  await desk.context().close();
});
