import { expect, test } from '@playwright/test';
import { phoneFor } from './accounts';
import { grantRole, placeOrder, signInByApi, useSessionIn } from './sessions';
import { nearStore } from './support';

test.use(nearStore);

test('a shopper complains about an order, the store answers with a note and Grocoins', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const shopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 19));
  const order = await placeOrder(page.request, shopper);
  const subject = `Apple for ${order.orderId} was bruised`;

  // From the order's own page, the complaint is about that order.
  await page.goto('/');
  await useSessionIn(page, shopper);
  await page.goto(`/order-details?id=${order.orderId}`);
  await page.getByRole('button', { name: 'Raise Complaint' }).click();
  const modal = page.getByRole('dialog', { name: 'Raise Complaint' });
  await expect(modal).toContainText(`About order ${order.orderId}`);
  await modal.getByLabel('Category').selectOption('PRODUCT');
  await modal.getByLabel('Subject').fill(subject);
  await modal.getByLabel('Description').fill('Two of the three apples were soft and brown inside.');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Complaint raised. The store will get back to you soon.'),
  ).toBeVisible();
  await expect(modal).toBeHidden();

  // The store answers it from the console: resolved with a note, and 25 Grocoins.
  const staffPhone = phoneFor(testInfo.project.name, 20);
  await grantRole(staffPhone, 'staff');
  const staff = await signInByApi(page.request, staffPhone);
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL } =
    testInfo.project.use;
  const desk = await (
    await browser.newContext({
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      userAgent,
      deviceScaleFactor,
    })
  ).newPage();
  await desk.goto('/');
  await useSessionIn(desk, staff);
  await desk.goto('/ops');
  // The menu takes the member of staff there (the phone's bottom bar or the sidebar).
  await desk.getByRole('link', { name: 'Complaints' }).first().click();
  await expect(desk).toHaveURL(/\/ops\/complaints/);
  const card = desk.getByRole('article', { name: subject });
  await expect(card).toContainText(order.orderId);
  await card.getByRole('link', { name: subject }).click();
  const reply = desk.getByRole('form', { name: 'Reply' });
  await reply.getByLabel('New status').selectOption('RESOLVED');
  await reply.getByLabel(/Note for the shopper/).fill('Sorry! Your next apples are on us.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  const credit = desk.getByRole('form', { name: 'Give Grocoins' });
  await credit.getByLabel('Grocoins to give').fill('25');
  await credit.getByLabel(/Reason/).fill('Bruised apples in the order');
  await credit.getByRole('button', { name: 'Give Grocoins' }).click();
  await desk.getByRole('button', { name: 'Give 25 Grocoins' }).click();
  await expect(desk.getByText('25 Grocoins credited').first()).toBeVisible();

  // The shopper reads the store's note in the Complaints tab and finds the coins in Rewards.
  await page.goto('/my-account?tab=complaints');
  const mine = page.getByRole('article', { name: subject });
  await expect(mine).toContainText('Resolved');
  await expect(mine).toContainText('Sorry! Your next apples are on us.');
  await expect(mine).toContainText('25 Grocoins credited');
  await page.goto('/my-account?tab=rewards');
  await expect(page.getByRole('region', { name: 'My GroCoins' })).toContainText('25 Grocoins');
  await expect(page.getByRole('table')).toContainText(`Goodwill for complaint: ${subject}`);
  await desk.context().close();
});
