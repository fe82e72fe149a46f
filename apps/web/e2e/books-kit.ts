import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { storeDate } from '@grofresh/contracts';
import { bearer, type Session } from './sessions';
import { NEAR_STORE } from './support';

/** What the books journeys (books-console.spec.ts) share. */

/** Where the screenshots for docs/design.md's review go when asked (BOOKS_SHOTS=/dir). */
const SHOTS = process.env.BOOKS_SHOTS;

/** Both sizes of the page, from its top, or with `at` scrolled into view. */
export async function shot(page: Page, shotName: string, at?: Locator) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
  await page.evaluate(() => window.scrollTo(0, 0));
  const size = page.viewportSize();
  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    if (at) await at.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `books-${shotName}-${name}.png`) });
  }
  // Back to the project's size: the journey goes on as it began (a phone's "More", say).
  if (size) await page.setViewportSize(size);
}

/** A store date `days` after today's, as the shop counts them. */
const storeDateAhead = (days: number) => storeDate(new Date(Date.now() + days * 86_400_000));

/** The shopper's milk bill on the milk shop: their earlier live subscriptions cancelled first. */
export async function unpaidMilkBill(request: APIRequestContext, milkShopper: Session) {
  const mine = (await (
    await request.get('/api/subscription/user', { headers: bearer(milkShopper) })
  ).json()) as { _id: string; status: string }[];
  for (const old of mine.filter((s) => ['PENDING', 'ACTIVE', 'INACTIVE'].includes(s.status))) {
    const gone = await request.put(`/api/subscription/update/${old._id}`, {
      headers: bearer(milkShopper),
      data: { status: 'CANCELLED' },
    });
    expect(gone.status(), await gone.text()).toBe(200);
  }
  const saved = await request.post('/api/addresses/create', {
    headers: bearer(milkShopper),
    data: { type: 'HOME', flat: 'Flat 4, Gulmohar', locality: 'Indiranagar', name: 'Meera' },
  });
  expect(saved.status()).toBe(201);
  const config = (await (await request.get('/api/store/get-config')).json()) as {
    milkPriceSubscription: Record<string, number>;
  };
  const made = await request.post('/api/subscription/create', {
    headers: bearer(milkShopper),
    data: {
      productName: 'MILK',
      type: 'DAILY',
      address: ((await saved.json()) as { address: { _id: string } }).address._id,
      quantity: Object.keys(config.milkPriceSubscription)[0],
      startDate: storeDateAhead(1),
      endDate: storeDateAhead(3),
      lat: NEAR_STORE.latitude,
      lon: NEAR_STORE.longitude,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { subscription: { _id: string; amountDue: number } }).subscription;
}
