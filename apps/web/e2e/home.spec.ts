import { expect, test } from '@playwright/test';
import { card, nearStore, openHome } from './support';

test.use(nearStore);

test('home shows the seeded categories sorted by name and one item row per category', async ({
  page,
}) => {
  await openHome(page);
  const grid = page.getByRole('region', { name: 'Shop by category' });
  const names = await grid.getByRole('listitem').allInnerTexts();
  expect(names).toHaveLength(17);
  expect(names.map((n) => n.replace(/\s+/g, ' ').trim())).toEqual(
    [...names.map((n) => n.replace(/\s+/g, ' ').trim())].sort((a, b) =>
      a.localeCompare(b, 'en-IN'),
    ),
  );
  await expect(grid.getByRole('link', { name: 'Dairy products' })).toBeVisible();

  const fruits = page.getByRole('region', { name: 'Fruits', exact: true });
  await expect(fruits.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^see all/ })).toHaveCount(17);

  await fruits.getByRole('link', { name: 'see all Fruits' }).click();
  await expect(page).toHaveURL(/\/category\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Fruits' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Green Apple', exact: true })).toBeVisible();
});

test('rows past the first screen get their products as the shopper scrolls near them', async ({
  page,
}) => {
  await page.goto('/');
  const rows = page
    .getByRole('region')
    .filter({ has: page.getByRole('link', { name: /^see all / }) });
  await expect(rows).toHaveCount(17);
  await expect(rows.first().getByRole('article')).toHaveCount(12);
  // The last row is screens away: its heading and 'see all' are there, its products are not.
  const last = rows.last();
  await expect(last.getByRole('link', { name: /^see all / })).toBeAttached();
  await expect(last.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  await expect(last.getByRole('article')).toHaveCount(0);
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('article').first()).toBeVisible();
  await expect(last.getByRole('list')).not.toHaveAttribute('aria-busy');
});

test('a tap beside an open dialog closes it and reaches nothing beneath; then the page answers again', async ({
  page,
}) => {
  await openHome(page);
  await card(page, 'Green Apple').getByRole('button', { name: 'Green Apple', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Green Apple' });
  await expect(details).toBeVisible();

  // An ADD button of the page in view beside the dialog, with the dialog's overlay over it.
  const beneath = await page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    const root = document.getElementById('root');
    for (const button of document.querySelectorAll<HTMLButtonElement>('#root button')) {
      const label = button.getAttribute('aria-label') ?? '';
      const box = button.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (!/^ADD .* to cart$/.test(label) || box.width === 0) continue;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (top && !root?.contains(top) && !dialog?.contains(top)) return { label, x, y };
    }
    return null;
  });
  if (!beneath) throw new Error('no ADD button in view beside the dialog');
  await page.mouse.click(beneath.x, beneath.y);
  await expect(details).toBeHidden();
  const add = page.getByRole('button', { name: beneath.label, exact: true });
  await expect(add).toBeVisible();
  await expect(page.getByRole('status', { name: /quantity$/ })).toHaveCount(0);

  await add.click();
  await expect(page.getByRole('status', { name: /quantity$/ })).toHaveCount(1);
});

test('the header compacts after 50 px of scroll', async ({ page }) => {
  await openHome(page);
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-compact', 'false');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute('data-compact', 'false');
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(header).toHaveAttribute('data-compact', 'true');
  // The search box stays within reach.
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeInViewport();
});

test('the search placeholder rotates and the header shows login and the store phone', async ({
  page,
}) => {
  // Straight from the page's start: the placeholder's first turn is 3 s.
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await expect(search).toHaveAttribute('placeholder', 'Search for "chips"');
  // It turns by itself (3 s after the app starts, later on a busy machine).
  await expect(search).toHaveAttribute('placeholder', 'Search for "chocolate"', {
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Contact the store' }).click();
  await expect(page.getByRole('link', { name: 'Call GroFresh Indiranagar' })).toHaveAttribute(
    'href',
    'tel:+919845012345',
  );
  await expect(page.getByRole('link', { name: /on WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/919845012345',
  );
});

test('unknown pages get a 404 page and unbuilt screens a placeholder', async ({ page }) => {
  // The server says so too (404), with the app that shows the page.
  expect((await page.goto('/no-such-aisle'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This aisle is empty' })).toBeVisible();
  expect((await page.goto('/payment-redirect'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { name: 'FAQs' })).toBeVisible();
});
