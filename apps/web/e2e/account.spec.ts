import { expect, test, type Page } from '@playwright/test';
import { ADDRESS_MESSAGES } from '../src/features/addresses/messages';
import { AUTH_MESSAGES } from '../src/features/auth/messages';
import { E2E_OTP, phoneFor } from './accounts';
import { card, nearStore, openHome } from './support';

test.use(nearStore);

/**
 * Signs in through the open login modal. The shop gives a number one code per 30 s; asked
 * sooner, the modal shows the server's message and counts down its Retry-After, after which
 * Continue works again. So a second sign-in with the same number waits for the shop, not
 * for a fixed sleep.
 */
async function signIn(page: Page, phone: string) {
  const dialog = page.getByRole('dialog', { name: /Log in/ });
  await dialog.getByLabel('Mobile number').fill(phone);
  const proceed = dialog.getByRole('button', { name: 'Continue' });
  await proceed.click();
  const code = dialog.getByLabel('Enter OTP');
  await expect(code.or(dialog.getByText(/ask for a new OTP in/))).toBeVisible();
  if (!(await code.isVisible())) {
    await expect(proceed).toBeEnabled({ timeout: 35_000 });
    await proceed.click();
  }
  await expect(dialog.getByText(/Resend OTP in/)).toBeVisible();
  await code.fill(E2E_OTP);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(AUTH_MESSAGES.loginSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function fillAddress(page: Page, title: string, fields: Record<string, string>) {
  const form = page.getByRole('dialog', { name: title });
  for (const [label, value] of Object.entries(fields)) {
    if (label === 'type') await form.getByRole('radio', { name: value }).click();
    // Optional fields say so after their label: "PIN code (optional)".
    else await form.getByLabel(new RegExp(`^${label}`)).fill(value);
  }
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText(ADDRESS_MESSAGES.saved).first()).toBeVisible();
  await expect(form).toBeHidden();
}

test('sign in from checkout, keep addresses, log out and find them after signing in again', async ({
  page,
}, testInfo) => {
  // The second sign-in may wait out the shop's 30 s between codes for one number.
  test.setTimeout(90_000);
  const phone = phoneFor(testInfo.project.name, 1);
  await openHome(page);
  await card(page, 'Green Apple').getByRole('button', { name: 'ADD Green Apple to cart' }).click();
  await page.goto('/cart');
  await page.getByRole('button', { name: /Proceed to checkout/ }).click();
  await expect(page.getByRole('dialog', { name: 'Log in to place your order' })).toBeVisible();
  await signIn(page, phone);
  await expect(page).toHaveURL(/\/checkout$/);

  await page.goto('/my-account?tab=addresses');
  await expect(page.getByRole('tab', { name: 'Saved Addresses' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(ADDRESS_MESSAGES.empty)).toBeVisible();
  const addresses = page.getByRole('tabpanel', { name: 'Saved Addresses' });

  await addresses.getByRole('button', { name: 'Add address' }).click();
  await fillAddress(page, 'Add address', {
    'Flat / House no. / Building': 'Flat 12, Lotus Apartments',
    'Area / Locality': 'Indiranagar',
    'PIN code': '560038',
    Name: 'Asha Rao',
  });
  await expect(addresses.getByRole('article', { name: /^Home: Flat 12/ })).toContainText(
    'Indiranagar, 560038',
  );

  await addresses.getByRole('button', { name: 'Edit Home address' }).click();
  await fillAddress(page, 'Edit address', { type: 'Work', 'Area / Locality': 'HAL 2nd Stage' });
  await expect(addresses.getByRole('article', { name: /^Work: Flat 12/ })).toContainText(
    'HAL 2nd Stage',
  );

  await addresses.getByRole('button', { name: 'Delete Work address' }).click();
  const confirm = page.getByRole('alertdialog', { name: ADDRESS_MESSAGES.deleteTitle });
  await expect(confirm).toContainText('Work address at Flat 12, Lotus Apartments, HAL 2nd Stage');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(ADDRESS_MESSAGES.deleted)).toBeVisible();
  await expect(addresses.getByText(ADDRESS_MESSAGES.empty)).toBeVisible();

  await addresses.getByRole('button', { name: 'Add address' }).click();
  await fillAddress(page, 'Add address', {
    'Flat / House no. / Building': 'House 7, 4th Cross',
    'Area / Locality': 'Domlur',
    Name: 'Asha Rao',
  });
  await expect(addresses.getByRole('article', { name: /^Home: House 7/ })).toBeVisible();

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to see your account' })).toBeVisible();

  await openHome(page);
  // Back at the top, where the phone's bar shows the login button (it folds away on scroll).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Login' }).click();
  await signIn(page, phone);
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menu')).toContainText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.getByRole('menuitem', { name: 'Saved Addresses' }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=addresses$/);
  await expect(
    page.getByRole('article', { name: /^Home: House 7, 4th Cross, Domlur/ }),
  ).toBeVisible();
});

test('a token the shop no longer accepts signs the shopper out with its message, keeping the cart', async ({
  page,
}) => {
  await openHome(page);
  await card(page, 'Green Apple').getByRole('button', { name: 'ADD Green Apple to cart' }).click();
  await page.evaluate(() => {
    localStorage.setItem('authToken', 'not-a-token');
    localStorage.setItem(
      'user',
      JSON.stringify({ _id: 'u', phone: '9000000000', role: 'customer' }),
    );
  });
  await page.goto('/my-account?tab=addresses');
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in to see your account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Items List' })).toContainText('Green Apple');
});
