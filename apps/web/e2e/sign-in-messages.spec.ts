import { expect, test } from '@playwright/test';
import { INVALID_PHONE_MESSAGE } from '@grofresh/contracts';
import { AUTH_MESSAGES, triesLeftText } from '../src/features/auth/messages';
import { E2E_OTP, phoneFor } from './accounts';
import { nearStore, openHome } from './support';

test.use(nearStore);

test('a wrong code says Invalid OTP with the tries left, and the right one signs in', async ({
  page,
}, testInfo) => {
  const phone = phoneFor(testInfo.project.name, 28);
  await openHome(page);
  await page.getByRole('button', { name: 'Login' }).filter({ visible: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in or sign up' });

  // A number no Indian mobile starts with is refused before any code is asked for.
  const number = dialog.getByLabel('Mobile number');
  await number.fill('5876543210');
  await expect(dialog.getByRole('alert')).toHaveText(INVALID_PHONE_MESSAGE);
  const proceed = dialog.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();

  await number.fill(phone);
  await expect(dialog.getByRole('alert')).toBeHidden();
  await proceed.click();
  const code = dialog.getByLabel('Enter OTP');
  await expect(code).toBeVisible();

  await code.fill('000000');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const refused = page.locator('[data-sonner-toast]').filter({ hasText: AUTH_MESSAGES.invalidOtp });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(triesLeftText(4));
  await expect(page.getByText(AUTH_MESSAGES.verifyFailed)).toHaveCount(0);

  // Still on the code step, with the same code session: the right code signs in.
  await code.fill(E2E_OTP);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(AUTH_MESSAGES.loginSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Login' }).filter({ visible: true })).toHaveCount(
    0,
  );
});
