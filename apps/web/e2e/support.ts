import { expect, type Page } from '@playwright/test';

/** The demo store (seed): Indiranagar, Bengaluru, delivering dairy within 6 km. */
export const NEAR_STORE = { latitude: 12.975, longitude: 77.64 };
/** Mumbai: far outside the radius. */
export const MUMBAI = { latitude: 19.076, longitude: 72.8777 };

/** Most journeys shop from inside the radius, with location allowed. */
export const nearStore = { permissions: ['geolocation'], geolocation: NEAR_STORE };

/** The home page once the catalog has arrived and the location check has settled. */
export async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await expect(
    page
      .getByRole('heading', { name: 'Shop by category' })
      .or(page.getByRole('heading', { name: /Results for/ })),
  ).toBeVisible();
  await expect(page.getByText(/Checking your location/).filter({ visible: true })).toHaveCount(0);
  if (await page.getByRole('heading', { name: 'Shop by category' }).isVisible())
    await browseAllRows(page);
}

/**
 * Scrolls down home's rows and back to the top, as a shopper browsing it does: a row past the
 * first screen gets its products only when it comes within a screen of view.
 */
export async function browseAllRows(page: Page) {
  const rows = page
    .getByRole('region')
    .filter({ has: page.getByRole('link', { name: /^see all / }) });
  for (const row of await rows.all()) await row.scrollIntoViewIfNeeded();
  await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A product card by its name. */
export const card = (page: Page, name: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name, exact: true }) })
    .first();

/** Every section of the store console: its path under /ops and its heading. */
export const CONSOLE_SECTIONS: [string, RegExp][] = [
  ['orders', /Orders/],
  ['milk', /Milk/],
  ['complaints', /Complaints/],
  ['counter', /Counter/],
  ['dashboard', /Dashboard/],
  ['catalog', /Catalog/],
  ['store', /Store/],
  ['people', /People/],
  ['activity', /Activity/],
];

/** The info pages the footer links to (SPEC 2). */
export const INFO_PATHS = [
  '/terms',
  '/privacy',
  '/blog',
  '/faqs',
  '/security',
  '/contact',
  '/deliver',
];
