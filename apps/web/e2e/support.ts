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
  // One trip into the page: a screen at a time to the bottom, a frame at each stop for the
  // rows' observers. A frame is waited for at most 100 ms: a busy machine may hold frames back.
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    const bottom = () => document.documentElement.scrollHeight;
    for (let y = 0, stops = 0; y < bottom() && stops < 50; y += window.innerHeight, stops++) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  // A row the shopper passed before the app took the page over fills when next approached:
  // from the top, each row still waiting is brought into view (two frames apart, so its
  // observer sees it arrive).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const frame = () =>
          new Promise((resolve) => {
            requestAnimationFrame(resolve);
            setTimeout(resolve, 100);
          });
        const waiting = () => document.querySelector('ul[aria-busy="true"]');
        if (waiting()) {
          window.scrollTo(0, 0);
          await frame();
          await frame();
          waiting()?.scrollIntoView();
          await frame();
          await frame();
        }
        return document.querySelectorAll('ul[aria-busy="true"]').length;
      }),
    )
    .toBe(0);
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
  ['books', /Books/],
  ['catalog', /Catalog/],
  ['stock', /Stock/],
  ['store', /Store/],
  ['gst', /GST/],
  ['people', /People/],
  ['activity', /Activity/],
];

/** The info pages the footer links to (docs/product/screens.md#routes). */
export const INFO_PATHS = [
  '/terms',
  '/privacy',
  '/blog',
  '/faqs',
  '/security',
  '/contact',
  '/deliver',
];
