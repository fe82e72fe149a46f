import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatRupees, tableOrderMessages } from '@grofresh/contracts';
import { phoneFor } from './accounts';
import { expectAccessible, snapshot } from './a11y';
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

/** axe's landmark-unique (a best practice, outside the WCAG tags expectAccessible runs). */
async function expectUniqueLandmarks(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
}

test('a table order from the counter to the shopper’s payment screen, its receipt and My Orders', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const shots = testInfo.project.name;
  // A table of this run's own, so orders of earlier runs on the same data never match.
  const table = `${shots === 'phone' ? 'P' : 'D'}${Date.now() % 100_000}`;
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
  await form.getByLabel('Table').fill(table);
  await addLine(desk, 'Dine In', 'Green Apple', { quantity: 2 });
  await addLine(desk, 'Pick Up', 'Toned Milk', { variant: '1 L' });
  await form.getByRole('button', { name: 'Open order' }).click();
  await expect(desk.getByText(/Token T-\d{3}/).first()).toBeVisible();
  const card = desk.getByRole('article').filter({ hasText: `Table ${table}` });
  await expect(card).toContainText(formatRupees(316));
  const token = (await card.getByRole('heading').first().textContent())!;
  // A second order with dine-in lines: each card's Dine In must not repeat a landmark's name.
  await form.getByLabel('Shopper’s mobile number').fill(phoneFor(shots, 49));
  await addLine(desk, 'Dine In', 'Green Apple');
  await form.getByRole('button', { name: 'Open order' }).click();
  await expect(
    desk.getByRole('article').filter({ hasText: phoneFor(shots, 49).slice(-5) }),
  ).not.toHaveCount(0);
  await expectUniqueLandmarks(desk);

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
  // The phone that shows the QR cannot scan it: it opens the UPI app instead (phones only).
  const app = page.getByRole('link', { name: 'Pay in UPI app' });
  if (shots === 'phone') {
    await expect(app).toBeVisible();
    expect(await app.getAttribute('href')).toMatch(/^upi:\/\/pay\?.*am=316\.00/);
  } else {
    await expect(app).toBeHidden();
  }
  await expectAccessible(page);
  await snapshot(page, `payment-${shots}`);

  // Served at the counter: the button appears without a reload.
  await card.getByRole('button', { name: 'Served' }).click();
  const paid = page.getByRole('button', { name: tableOrderMessages.confirmButton });
  await expect(paid).toBeVisible();
  await paid.click();
  await expect(page.getByText(tableOrderMessages.underReviewTitle).first()).toBeVisible();
  await expect(page.getByText(tableOrderMessages.underReview)).toBeVisible();

  // The store checks its UPI app and completes it: the shopper's screen shows the receipt.
  await card.getByRole('button', { name: 'Payment received' }).click();
  const receipt = page.getByRole('article', { name: `Receipt for ${token}` });
  await expect(receipt).toBeVisible();
  await expect(page).toHaveURL(/\/payment\?order=/);
  await expect(receipt).toContainText(`${token} · Table ${table}`);
  await expect(receipt).toContainText('Paid by UPI');
  await expect(receipt).toContainText('Paid on');
  await expect(receipt).toContainText('Green Apple');
  await expect(receipt).toContainText('Toned Milk');
  await expect(receipt).toContainText(`Total Amount${formatRupees(316)}`);
  expect(await page.evaluate(() => localStorage.getItem('currentOrder'))).toBeNull();
  await expectAccessible(page);
  await snapshot(page, `receipt-${shots}`);

  // It stays: My Orders lists it as a counter order, and it opens the same receipt.
  await page.goto('/my-account?tab=orders');
  const entry = page
    .getByRole('list', { name: 'My orders' })
    .getByRole('link')
    .filter({ hasText: `Table ${table}` });
  await expect(entry).toContainText('At the counter');
  await expect(entry).toContainText('Completed');
  await expectAccessible(page);
  await snapshot(page, `my-orders-${shots}`);
  await entry.click();
  await expect(page.getByRole('article', { name: `Receipt for ${token}` })).toBeVisible();

  // The counter: a completed order leaves "Open" and stays under "Today’s and open".
  await expect(card).toHaveCount(0);
  await snapshot(desk, `counter-open-${shots}-desk`);
  await desk.getByRole('button', { name: 'Today’s and open' }).click();
  await expect(desk).toHaveURL(/view=today/);
  await expect(card).toContainText('Completed');
  await expectUniqueLandmarks(desk);
  await snapshot(desk, `counter-today-${shots}-desk`);
  await desk.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(card).toHaveCount(0);
  await desk.context().close();

  // The counter at this project's size too.
  await useSessionIn(page, staff);
  await page.goto('/ops/counter?view=today');
  await expect(page.getByRole('article').filter({ hasText: `Table ${table}` })).toBeVisible();
  await expectUniqueLandmarks(page);
  await snapshot(page, `counter-today-${shots}`);
});
