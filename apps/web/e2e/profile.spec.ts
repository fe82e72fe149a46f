import { expect, test } from '@playwright/test';
import { userMessages } from '@grofresh/contracts';
import { PROFILE_MESSAGES } from '../src/features/profile/messages';
import { phoneFor } from './accounts';
import { bearer, signInByApi, useSessionIn } from './sessions';
import { NEAR_STORE } from './support';

// The location check's dialog (no permission) can open over the account page while the test
// types: these journeys are about the account, so the browser shares a location.
test.use({ permissions: ['geolocation'], geolocation: NEAR_STORE });

test('a shopper edits the profile, and it is there after a reload', async ({ page }, testInfo) => {
  const shopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 29));
  await page.goto('/');
  await useSessionIn(page, shopper);
  await page.goto('/my-account?tab=profile');

  const panel = page.getByRole('tabpanel', { name: 'Profile' });
  const details = panel.getByRole('form', { name: 'Your details' });
  const { phone } = shopper.userDetails;
  await expect(panel.getByText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`)).toBeVisible();
  await details.getByLabel('Email').fill('not an email');
  await details.getByRole('button', { name: 'Save profile' }).click();
  await expect(details.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await details.getByLabel('Name').fill('  Kavya Rao ');
  await details.getByLabel('Email').fill('kavya@example.in');
  await details.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(PROFILE_MESSAGES.saved)).toBeVisible();

  await page.reload();
  await expect(details.getByLabel('Name')).toHaveValue('Kavya Rao');
  await expect(details.getByLabel('Email')).toHaveValue('kavya@example.in');
});

test('a shopper deletes the account: signed out here and on every other device', async ({
  page,
  browser,
}, testInfo) => {
  const shopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 30));
  // The same account open on a second device.
  const other = await browser.newPage();
  await other.goto('/');
  await useSessionIn(other, shopper);
  await other.goto('/my-account?tab=orders');
  await expect(other.getByRole('tab', { name: 'My Orders' })).toBeVisible();

  await page.goto('/');
  await useSessionIn(page, shopper);
  await page.goto('/my-account?tab=profile');
  const panel = page.getByRole('tabpanel', { name: 'Profile' });
  await panel.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('dialog', { name: PROFILE_MESSAGES.deleteTitle });
  await expect(confirm).toContainText('You will be signed out on every device.');
  await confirm.getByRole('button', { name: PROFILE_MESSAGES.deleteConfirm }).click();

  await expect(page.getByText(PROFILE_MESSAGES.deleted)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  // The old token stops at once, on the server and on the other device.
  const res = await page.request.get('/api/orders/all-user', { headers: bearer(shopper) });
  expect(res.status()).toBe(401);
  expect((await res.json()).message).toBe(userMessages.sessionEnded);
  await other.reload();
  await expect(other.getByText(userMessages.sessionEnded)).toBeVisible();
  expect(await other.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await other.close();
});
