import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { complaintMessages } from '@grofresh/contracts';
import { expectAccessible, snapshot } from './a11y';
import { phoneFor } from './accounts';
import { placeOrder, signInByApi, useSessionIn, type Session } from './sessions';
import { nearStore, openHome } from './support';

test.use(nearStore);

async function signedIn(page: Page, phone: string): Promise<Session> {
  const shopper = await signInByApi(page.request, phone);
  await page.goto('/');
  await useSessionIn(page, shopper);
  return shopper;
}

/** The top of the highest control fixed to the screen (cart bar, contact button). */
const floatingTop = (page: Page) =>
  page.evaluate(() => {
    const fixed = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) => getComputedStyle(el).position === 'fixed' && !el.closest('[data-sonner-toaster]'),
    );
    const controls = fixed.flatMap((el) => [...el.querySelectorAll<HTMLElement>('a, button')]);
    const tops = controls
      .map((c) => c.getBoundingClientRect())
      .filter((box) => box.height > 0)
      .map((box) => box.top);
    return { top: Math.min(...tops), screen: window.innerHeight, count: tops.length };
  });

const toBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/** axe's landmark rule: everything on the page is inside a landmark. */
async function expectAllInLandmarks(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(['region']).analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
}

test('on home, search and a category nothing floats over the products, and all is in landmarks', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const size = testInfo.project.name;
  await signedIn(page, phoneFor(size, 40));
  await openHome(page);
  await page.getByRole('button', { name: /^ADD / }).first().click();
  // In the cart: the ADD has turned into the stepper.
  await expect(page.getByRole('button', { name: /^Decrease quantity of / }).first()).toBeVisible();
  const category = await page.locator('a[href^="/category/"]').first().getAttribute('href');

  for (const [name, path] of [
    ['home', '/'],
    ['search', '/?q=milk'],
    ['category', category!],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^ADD / }).first()).toBeVisible();
    // Once the app has taken the painted page over, showing the cart it restored (the bottom
    // bar on a phone, the header's summary at a desk): taking over, it puts the page back where
    // this page was last left, which would undo a scroll made before.
    const restoredCart = page.getByRole('link').filter({ hasText: '1 item', visible: true });
    await expect(restoredCart).toHaveCount(1);
    // The cart bar and the one contact button share the bottom row: no column of buttons.
    await expect.poll(async () => (await floatingTop(page)).count, name).toBeGreaterThan(0);
    const { top, screen } = await floatingTop(page);
    expect(screen - top, `${name}: height of the floating controls`).toBeLessThanOrEqual(96);
    // The page ends above them: its last products and footer line can be read and tapped.
    // Scrolled again until it holds: the app taking the page over may put the scroll back.
    const last = page.locator('main article, footer p').last();
    await expect(async () => {
      await toBottom(page);
      const lastBox = (await last.boundingBox())!;
      expect(lastBox.y + lastBox.height, `${name}: the end of the page`).toBeLessThanOrEqual(
        (await floatingTop(page)).top,
      );
    }).toPass({ timeout: 10_000 });
    await expectAllInLandmarks(page);
    await expectAccessible(page);
    await snapshot(page, `${size}-${name}-end`);
  }

  // The contact button opens call, WhatsApp and complaints, and closes with Escape.
  await page.goto('/');
  await page.getByRole('button', { name: 'Contact the store' }).click();
  const menu = page.getByRole('complementary', { name: 'Store contact' });
  await expect(menu.getByRole('link', { name: 'Call GroFresh Indiranagar' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /on WhatsApp/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Raise a complaint' })).toBeVisible();
  await expectAccessible(page);
  await snapshot(page, `${size}-contact-menu`);
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: 'Raise a complaint' })).toBeHidden();
});

test('an empty complaint says what to fix under each field, with no toast on top', async ({
  page,
}, testInfo) => {
  await signedIn(page, phoneFor(testInfo.project.name, 41));
  await page.goto('/my-account?tab=complaints&new=1');
  const modal = page.getByRole('dialog', { name: 'Raise Complaint' });
  // The toaster is there (it comes once the page has settled): a toast would show.
  await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal.getByLabel('Category')).toHaveAccessibleDescription(
    complaintMessages.category,
  );
  await expect(modal.getByLabel('Subject')).toHaveAccessibleDescription(
    complaintMessages.subjectRequired,
  );
  await expect(modal.getByLabel('Description')).toHaveAccessibleDescription(
    complaintMessages.descriptionRequired,
  );
  // A moment for a toast to have come, had one been raised; counted once (a retrying
  // assertion would wait for a toast's 3 s to pass).
  await page.waitForTimeout(700);
  expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
  expect(await page.getByText('Something went wrong!').count()).toBe(0);
  await expectAccessible(page);
  await snapshot(page, `${testInfo.project.name}-complaint-empty`);
});

test('a toast shows below the page’s header, never over its back arrow', async ({
  page,
}, testInfo) => {
  const shopper = await signedIn(page, phoneFor(testInfo.project.name, 42));
  const order = await placeOrder(page.request, shopper);
  await page.goto(`/order-details?id=${order.orderId}`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Raise Complaint' }).click();
  const modal = page.getByRole('dialog', { name: 'Raise Complaint' });
  await modal.getByLabel('Category').selectOption('DELIVERY');
  await modal.getByLabel('Subject').fill('Late delivery');
  await modal.getByLabel('Description').fill('The order came two hours after the slot.');
  await modal.getByRole('button', { name: 'Submit' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Complaint raised' });
  await expect(toast).toBeVisible();
  await expect(modal).toBeHidden();
  const back = (await page.getByRole('link', { name: 'Back to my orders' }).boundingBox())!;
  const header = (await page.locator('header').first().boundingBox())!;
  // Where it settles once it has slid in.
  const toastTop = async () => (await toast.boundingBox())?.y ?? 0;
  await expect
    .poll(toastTop, { message: 'the toast starts below the header' })
    .toBeGreaterThanOrEqual(header.y + header.height);
  expect(await toastTop()).toBeGreaterThan(back.y + back.height);
  await snapshot(page, `${testInfo.project.name}-toast-below-header`);
});
