import { expect, test, type Page } from '@playwright/test';
import { AUTH_MESSAGES } from '../src/features/auth/messages';
import { bearer, placeOrder, type Session } from '../e2e/sessions';
import { card, CONSOLE_SECTIONS, INFO_PATHS, nearStore, openHome } from '../e2e/support';
import { codeTextedTo, grantRole, signInByApi, visit, watchCookies, watchPolicy } from './journey';
import { GATEWAY_CREDENTIALS, GATEWAY_URL } from './production-shop';

/**
 * Every page of the production shop under its Content-Security-Policy in Chromium: the
 * journeys fail on anything the policy blocks (a console error or a violation event) and on
 * any cookie that is not Secure, HttpOnly and SameSite.
 */
test.use(nearStore);

const SHOPPER = '9000000038';
const ADMIN = '9000000039';

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { name }).first()).toBeVisible();

/** The sign-in dialog, with the code the fake SMS provider received. */
async function signInOnPage(page: Page, phone: string): Promise<Session> {
  await page.getByRole('button', { name: 'Login' }).filter({ visible: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in or sign up' });
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Enter OTP').fill(await codeTextedTo(phone));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(AUTH_MESSAGES.loginSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();
  return page.evaluate(() => ({
    token: localStorage.getItem('authToken')!,
    userDetails: JSON.parse(localStorage.getItem('user')!) as Session['userDetails'],
  }));
}

test('a shopper’s pages, sign-in and the card payment form hold under the policy', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const policy = await watchPolicy(page);
  const cookies = watchCookies(page);

  // Browsing: home, an item's dialog (its scroll lock adds a <style>), the cart.
  await openHome(page);
  await card(page, 'Green Apple').getByRole('button', { name: 'Green Apple', exact: true }).click();
  const product = page.getByRole('dialog', { name: /Green Apple/ });
  await expect(product.getByRole('img').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await card(page, 'Green Apple').getByRole('button', { name: 'ADD Green Apple to cart' }).click();
  await policy.read();
  const { categories } = (await (await page.request.get('/api/category/all')).json()) as {
    categories: { _id: string; name: string }[];
  };
  for (const category of categories.filter((c) => /fruit|dairy/i.test(c.name))) {
    await visit(page, policy, `/category/${category._id}`, () => heading(page, category.name));
  }
  await visit(page, policy, '/?q=milk', () => heading(page, /Results for/));
  await visit(page, policy, '/cart', () =>
    expect(page.getByText('Green Apple').first()).toBeVisible(),
  );

  // Signing in with the code the SMS provider was asked to send.
  await openHome(page);
  const shopper = await signInOnPage(page, SHOPPER);
  const saved = await page.request.post('/api/addresses/create', {
    headers: bearer(shopper),
    data: { type: 'HOME', flat: 'Flat 8, Lake View', locality: 'Indiranagar', name: 'Asha' },
  });
  expect(saved.status()).toBe(201);
  const order = await placeOrder(page.request, shopper);

  // The account's pages: orders, an order, addresses, rewards, milk, complaints.
  for (const tab of ['orders', 'addresses', 'rewards', 'subscriptions', 'complaints']) {
    await visit(page, policy, `/my-account?tab=${tab}`, () =>
      expect(page.getByRole('tabpanel')).toBeVisible(),
    );
  }
  await visit(page, policy, '/my-account?tab=orders', () =>
    expect(page.getByText(order.orderId)).toBeVisible(),
  );
  await page.getByText(order.orderId).click();
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toBeVisible();
  await policy.read();
  for (const info of INFO_PATHS) {
    await visit(page, policy, info, () => expect(page.getByRole('heading').first()).toBeVisible());
  }

  // Checkout, then the card payment: the browser posts the form to the gateway's host, which
  // the policy's form-action must allow (a refused post leaves the shopper on checkout).
  await visit(page, policy, '/checkout', async () => {
    await heading(page, 'Checkout');
    await expect(page.getByText('Flat 8, Lake View')).toBeVisible();
  });
  await page.getByRole('radio', { name: /QR/ }).check();
  await expect(page.getByRole('img', { name: /UPI QR code/ })).toBeVisible();
  await page.getByRole('radio', { name: /Pay Via Online/ }).check();
  await policy.read();
  await page.getByRole('button', { name: /Confirm Order/ }).click();
  await expect(page).toHaveURL(
    `${GATEWAY_URL}/transaction/transaction.do?command=initiateTransaction`,
  );
  await expect(page.getByRole('heading', { name: /Fake gateway/ })).toBeVisible();
  const posts = (await (await fetch(`${GATEWAY_URL}/_test/posts`)).json()) as Record<
    string,
    string
  >[];
  expect(posts.at(-1)).toMatchObject({
    access_code: GATEWAY_CREDENTIALS.accessCode,
    encRequest: expect.stringMatching(/^[0-9a-f]{32,}$/),
  });

  // Daily milk: the subscription's own checkout.
  await visit(page, policy, '/my-account?tab=subscriptions', async () => {
    await page.getByRole('button', { name: 'Subscribe to Milk' }).click();
    await heading(page, 'Checkout');
  });
  // Where the gateway sends the shopper back. Last: the made-up order it is given here leaves
  // state behind that the checkout above must not meet.
  await visit(page, policy, '/payment-redirect?status=failed&orderId=ORD-1', () =>
    expect(page.getByText('Processing your payment...')).toBeVisible(),
  );
  expect(await policy.read()).toEqual([]);
  expect(cookies).toEqual([]);
});

test('every screen of the store console holds under the policy, for an admin', async ({ page }) => {
  test.setTimeout(90_000);
  const policy = await watchPolicy(page);
  const cookies = watchCookies(page);
  await grantRole(ADMIN, 'admin');
  const admin = await signInByApi(page.request, ADMIN);
  expect(admin.userDetails.role).toBe('admin');
  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem('authToken', s.token);
    localStorage.setItem('user', JSON.stringify(s.userDetails));
  }, admin);
  for (const [path, name] of CONSOLE_SECTIONS) {
    await visit(page, policy, `/ops/${path}`, async () => {
      await expect(page).toHaveURL(new RegExp(`/ops/${path}`));
      await heading(page, name);
    });
  }
  // What staff print: an order's packing slip and the table QR (a data: picture).
  const order = await placeOrder(page.request, admin);
  await visit(page, policy, `/ops/orders/${order._id}/slip`, () =>
    expect(page.getByText(order.orderId).first()).toBeVisible(),
  );
  await visit(page, policy, '/ops/counter/qr', () =>
    expect(page.getByRole('img').first()).toBeVisible(),
  );
  expect(await policy.read()).toEqual([]);
  expect(cookies).toEqual([]);
});
