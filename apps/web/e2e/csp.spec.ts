import { expect, test, type Page } from '@playwright/test';
import { phoneFor } from './accounts';
import { grantRole, placeOrder, signInByApi, useSessionIn } from './sessions';
import { card, CONSOLE_SECTIONS, INFO_PATHS, nearStore, openHome } from './support';

test.use(nearStore);

/**
 * The shop's Content-Security-Policy must hold on every page without getting in the way:
 * anything it blocks is reported by Chromium both as a console error and as a
 * `securitypolicyviolation` event; the journey fails on either.
 */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations?.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  // The console's reports cover every page; the events of the page still open are read now.
  return async () => [...seen, ...(await reported(page))];
}

const reported = async (page: Page) => (await page.evaluate(() => window.cspViolations)) ?? [];

/** Opens a page under its policy and collects what the policy reported there. */
async function visit(page: Page, path: string, ready: () => Promise<void>, log: string[]) {
  const res = await page.goto(path);
  expect(res?.headers()['content-security-policy'], `${path} has its policy`).toContain(
    "script-src 'self'",
  );
  await ready();
  log.push(...(await reported(page)).map((v) => `${path}: ${v}`));
}

test('the policy holds on the shop’s pages for a visitor', async ({ page }) => {
  test.setTimeout(60_000);
  const violations: string[] = [];
  const finish = await watchPolicy(page);

  await openHome(page);
  // A dialog (its scroll lock adds a <style>) and the product's picture.
  await card(page, 'Green Apple').getByRole('button', { name: 'Green Apple', exact: true }).click();
  const product = page.getByRole('dialog', { name: /Green Apple/ });
  await expect(product).toBeVisible();
  await expect(product.getByRole('img').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await card(page, 'Green Apple').getByRole('button', { name: 'ADD Green Apple to cart' }).click();
  violations.push(...(await reported(page)));

  const { categories } = (await (await page.request.get('/api/category/all')).json()) as {
    categories: { _id: string; name: string }[];
  };
  const fruits = categories.find((c) => /fruit/i.test(c.name)) ?? categories[0]!;
  await visit(
    page,
    `/category/${fruits._id}`,
    () => expect(page.getByRole('heading', { name: fruits.name })).toBeVisible(),
    violations,
  );
  await visit(
    page,
    '/?q=milk',
    () => expect(page.getByRole('heading', { name: /Results for/ })).toBeVisible(),
    violations,
  );
  await visit(
    page,
    '/cart',
    () => expect(page.getByText('Green Apple').first()).toBeVisible(),
    violations,
  );
  // Checkout without a session asks the visitor to log in (a dialog, a toast's styles).
  await page.getByRole('button', { name: /Proceed to checkout/ }).click();
  await expect(page.getByRole('dialog', { name: /Log in/ })).toBeVisible();
  violations.push(...(await reported(page)));
  for (const info of INFO_PATHS) {
    await visit(
      page,
      info,
      () => expect(page.getByRole('heading').first()).toBeVisible(),
      violations,
    );
  }
  await visit(
    page,
    '/payment-redirect?status=failed&orderId=ORD-1',
    () => expect(page.getByText('Processing your payment...')).toBeVisible(),
    violations,
  );
  violations.push(...(await finish()));
  expect([...new Set(violations)]).toEqual([]);
});

test('the policy holds on checkout, the account tabs, an order and the payment screen', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const violations: string[] = [];
  const finish = await watchPolicy(page);
  const shopper = await signInByApi(page.request, phoneFor(testInfo.project.name, 31));
  const order = await placeOrder(page.request, shopper);
  await openHome(page);
  await useSessionIn(page, shopper);
  await card(page, 'Green Apple').getByRole('button', { name: 'ADD Green Apple to cart' }).click();

  await visit(
    page,
    '/checkout',
    () => expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible(),
    violations,
  );
  // The UPI QR is drawn as a data: picture; a toast brings its own styles.
  await page.getByRole('radio', { name: /QR/ }).check();
  await expect(page.getByRole('img', { name: /UPI QR code/ })).toBeVisible();
  await page.getByRole('radio', { name: /Store Pick Up/ }).check();
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByText('Please Select Pick Up time')).toBeVisible();
  violations.push(...(await reported(page)));
  for (const tab of ['orders', 'addresses', 'rewards', 'subscriptions', 'complaints']) {
    await visit(
      page,
      `/my-account?tab=${tab}`,
      () => expect(page.getByRole('tabpanel')).toBeVisible(),
      violations,
    );
  }
  // The orders tab opens the order's details (its progress bar draws itself with styles).
  await visit(
    page,
    '/my-account?tab=orders',
    () => expect(page.getByText(order.orderId)).toBeVisible(),
    violations,
  );
  await page.getByText(order.orderId).click();
  await expect(page).toHaveURL(/\/order-details/);
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toBeVisible();
  violations.push(...(await reported(page)));
  // No table order: the payment screen shows itself, then goes home.
  await page.goto('/payment');
  await expect(page).toHaveURL(/\/$|\/payment$/);
  violations.push(...(await finish()));
  expect([...new Set(violations)]).toEqual([]);
});

test('the policy holds on every section of the store console', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const violations: string[] = [];
  const finish = await watchPolicy(page);
  const phone = phoneFor(testInfo.project.name, 32);
  await grantRole(phone, 'admin');
  const admin = await signInByApi(page.request, phone);
  await page.goto('/');
  await useSessionIn(page, admin);
  for (const [path, name] of CONSOLE_SECTIONS) {
    await visit(
      page,
      `/ops/${path}`,
      async () => {
        await expect(page).toHaveURL(new RegExp(`/ops/${path}`));
        await expect(page.getByRole('heading', { name }).first()).toBeVisible();
      },
      violations,
    );
  }
  // The pages staff print: an order's packing slip and the table QR (a data: picture).
  const order = await placeOrder(page.request, admin);
  await visit(
    page,
    `/ops/orders/${order._id}/slip`,
    () => expect(page.getByText(order.orderId).first()).toBeVisible(),
    violations,
  );
  await visit(
    page,
    '/ops/counter/qr',
    () => expect(page.getByRole('img').first()).toBeVisible(),
    violations,
  );
  violations.push(...(await finish()));
  expect([...new Set(violations)]).toEqual([]);
});

declare global {
  interface Window {
    cspViolations?: string[];
  }
}
