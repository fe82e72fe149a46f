import { expect, test } from '@playwright/test';
import { sessionMessages, userMessages } from '@grofresh/contracts';
import { PROFILE_MESSAGES } from '../src/features/profile/messages';
import { phoneFor } from './accounts';
import { bearer, signInByApi, useSessionIn } from './sessions';
import { nearStore } from './support';

// With location allowed, as most journeys: a visitor without it gets the location help dialog
// over the page once a visit, which this journey is not about.
test.use(nearStore);

test('Logout ends the token on the server; "Sign out everywhere" ends every device', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = phoneFor(testInfo.project.name, 33);
  const first = await signInByApi(page.request, phone);
  await page.goto('/');
  await useSessionIn(page, first);
  await page.goto('/my-account?tab=orders');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to see your account' })).toBeVisible();
  // The token this device held was ended on the server, not only forgotten here.
  await expect
    .poll(async () =>
      (await page.request.get('/api/addresses', { headers: bearer(first) })).status(),
    )
    .toBe(401);

  // Signed in again (one code per number every 30 s), on this device and on another one.
  await page.waitForTimeout(31_000);
  const second = await signInByApi(page.request, phone);
  const other = await browser.newPage();
  await other.goto('/');
  await useSessionIn(other, second);
  await page.goto('/');
  await useSessionIn(page, second);
  await page.goto('/my-account?tab=profile');
  const panel = page.getByRole('tabpanel', { name: 'Profile' });
  await panel.getByRole('button', { name: PROFILE_MESSAGES.signOutEverywhere }).click();
  const confirm = page.getByRole('dialog', { name: PROFILE_MESSAGES.signOutEverywhereTitle });
  await expect(confirm).toContainText(PROFILE_MESSAGES.signOutEverywhereText);
  await page.screenshot({ path: testInfo.outputPath('sign-out-everywhere.png') });
  await confirm.getByRole('button', { name: PROFILE_MESSAGES.signOutEverywhere }).click();

  await expect(page.getByText(sessionMessages.signedOutEverywhere)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  const res = await page.request.get('/api/addresses', { headers: bearer(second) });
  expect(res.status()).toBe(401);
  expect((await res.json()).message).toBe(userMessages.sessionEnded);
  // The other device finds out on its next call.
  await other.goto('/my-account?tab=orders');
  await expect(other.getByText(userMessages.sessionEnded)).toBeVisible();
  await other.close();
});
