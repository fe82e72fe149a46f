import { expect, test, type Page } from '@playwright/test';
import { card, nearStore, openHome } from './support';

test.describe('before any script runs', () => {
  // A phone that has not run a single script yet: what the server's HTML shows by itself.
  test.use({ javaScriptEnabled: false });

  test('home, a search and a category page show their products', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Offers' }).getByRole('img').first(),
    ).toBeVisible();
    // The first rows come with their products; later rows with their heading and 'see all'.
    await expect(card(page, 'Besan')).toContainText('₹');
    await expect(page.getByRole('link', { name: 'see all Fruits' })).toBeVisible();

    await page.goto('/?q=apple');
    await expect(page.getByRole('heading', { name: /Results for “apple”/ })).toBeVisible();
    await expect(card(page, 'Green Apple')).toContainText('₹');

    await page.getByRole('link', { name: 'GroFresh home' }).first().click();
    await page
      .getByRole('region', { name: 'Shop by category' })
      .getByRole('link', { name: 'Fruits', exact: true })
      .click();
    await expect(page).toHaveURL(/\/category\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Fruits' })).toBeVisible();
    await expect(card(page, 'Green Apple')).toContainText('₹');
    // A painted page never shows the loading screen beneath it.
    await expect(page.locator('#splash')).toBeHidden();
  });

  test('the cart shows as a visitor’s, empty, with the way back to the shop', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
    await expect(page.locator('#splash')).toBeHidden();
  });

  test('a page the app draws shows the shop’s name and a spinner while the app downloads', async ({
    page,
  }) => {
    await page.goto('/my-account');
    const loading = page.getByRole('status', { name: 'Loading' });
    await expect(loading).toBeVisible();
    await expect(loading).toContainText('GroFresh');
  });
});

/** Holds the app's scripts back until the returned function is called. */
async function holdAppBack(page: Page): Promise<() => void> {
  let letAppIn = () => {};
  const appMayLoad = new Promise<void>((resolve) => (letAppIn = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await appMayLoad;
    await route.continue();
  });
  return letAppIn;
}

test.describe('browsing', () => {
  test.use(nearStore);

  test('a painted page asks for the app only once it has loaded and painted, then the app takes it over', async ({
    page,
  }) => {
    for (const path of ['/', '/?q=apple']) {
      await page.goto(path);
      // The browser's own clock for all three: when the page finished loading, when it first
      // painted, and when each of the app's scripts was asked for.
      const times = await page.evaluate(async () => {
        const loaded = () =>
          performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const app = () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
            .map((entry) => entry.startTime);
        while (!loaded().loadEventEnd || !app().length)
          await new Promise((resolve) => setTimeout(resolve, 50));
        const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        return { load: loaded().loadEventStart, painted: painted ?? Infinity, app: app() };
      });
      expect(times.app.length).toBeGreaterThan(0);
      expect(Math.min(...times.app)).toBeGreaterThanOrEqual(times.load);
      expect(Math.min(...times.app)).toBeGreaterThan(times.painted);
    }
    // The app takes the page over: a product's button opens its details.
    await card(page, 'Green Apple')
      .getByRole('button', { name: 'Green Apple', exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: /Green Apple/ })).toBeVisible();
  });

  test('the app’s first scripts ask to be compiled as they download; a page’s own code does not', async ({
    page,
  }) => {
    // The first line of every script the shop sends, by file (docs/decisions.md#web-app).
    const firstLines = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const code = await response.text().catch(() => '');
      firstLines.set(new URL(response.url()).pathname, code.split('\n', 1)[0]!);
    });
    await openHome(page);
    // The cart opened directly: its page's own chunk comes with the app.
    await page.goto('/cart');
    const linesOf = (chunk: RegExp) =>
      [...firstLines].filter(([path]) => chunk.test(path)).map(([, line]) => line);
    const hint = '//# allFunctionsCalledOnLoad';
    await expect.poll(() => linesOf(/^\/assets\/(vendor|app)-[\w-]+\.js$/)).toEqual([hint, hint]);
    await expect.poll(() => linesOf(/^\/assets\/cart-page-[\w-]+\.js$/).length).toBe(1);
    expect(linesOf(/^\/assets\/cart-page-[\w-]+\.js$/)[0]).not.toBe(hint);
  });

  test('a tap on a painted page before the app arrives is done once the app has taken it over', async ({
    page,
  }) => {
    const letAppIn = await holdAppBack(page);
    await page.goto('/?q=apple');
    const apple = card(page, 'Green Apple');
    const quantity = apple.getByRole('status', { name: 'Green Apple quantity' });
    await apple.getByRole('button', { name: 'ADD Green Apple to cart' }).click();
    await expect(quantity).toHaveCount(0);

    letAppIn();
    await expect(quantity).toHaveText('1');
    // Once only: the app's own taps go straight through.
    await apple.getByRole('button', { name: 'Increase quantity of Green Apple' }).click();
    await expect(quantity).toHaveText('2');
  });

  test('a search typed before the app arrives is carried out, with Enter or without', async ({
    page,
  }) => {
    const letAppIn = await holdAppBack(page);
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search products' });
    // Enter before the app: the page the server paints for the term.
    await box.fill('paneer');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/\?q=paneer$/);
    await expect(page.getByRole('heading', { name: /Results for “paneer”/ })).toBeVisible();
    // Typed, no Enter: the app takes the term up once it has arrived.
    await box.fill('apple');
    letAppIn();
    await expect(page).toHaveURL(/\/\?q=apple$/);
    await expect(card(page, 'Green Apple')).toBeVisible();
  });

  test('the loading screen of a page the app draws gives way to the page, drawn at once', async ({
    page,
  }) => {
    // Whether the app ever drew its own loading screen in #root: the page's code should be
    // there for the app's first render, since React holds a page back after a loading screen.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#root [role="status"][aria-label="Loading"]')) return;
        document.documentElement.dataset.appDrewLoading = 'yes';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/cart', '/my-account']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { name: /My Cart|Log in to see your account/ }),
      ).toBeVisible();
      await expect(page.locator('#splash')).toBeHidden();
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      await expect(page.locator('html')).not.toHaveAttribute('data-app-drew-loading');
    }
  });

  test('the cart opened directly shows the device’s own cart, never the painted empty one', async ({
    page,
  }) => {
    // Whether 'Your cart is empty.' was ever on the screen: looked for before every frame.
    await page.addInitScript(() => {
      const watch = () => {
        const shown = [...document.querySelectorAll('#root p')].some(
          (p) => p.textContent === 'Your cart is empty.' && p.checkVisibility(),
        );
        if (shown) document.documentElement.dataset.emptyCartShown = 'yes';
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    // A visitor's cart is the painted one, and the app takes it over.
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page).toHaveTitle(/^My Cart/);
    await expect(page.locator('html')).toHaveAttribute('data-empty-cart-shown', 'yes');

    await openHome(page);
    await card(page, 'Green Apple')
      .getByRole('button', { name: 'ADD Green Apple to cart' })
      .click();
    await expect(
      card(page, 'Green Apple').getByRole('status', { name: 'Green Apple quantity' }),
    ).toHaveText('1');
    for (let visit = 0; visit < 3; visit++) {
      await page.goto('/cart');
      await expect(
        page.getByRole('list').getByRole('status', { name: 'Green Apple quantity' }),
      ).toHaveText('1');
      await expect(page.locator('html')).not.toHaveAttribute('data-empty-cart-shown');
      await expect(page.locator('#splash')).toBeHidden();
    }
    // Emptied, the cart is the painted one again, and the app takes it over.
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page).toHaveTitle(/^My Cart/);
    await page.getByRole('link', { name: 'Start shopping' }).click();
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  });

  test('pages written in the shop’s characters load one font file, Inter cut to them', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/?q=paneer', '/cart', '/my-account', '/terms']) {
      await page.goto(path);
      await expect(page.locator('#root h1').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
    }
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !/\/inter-shop-wght-[\w-]+\.woff2$/.test(font))).toEqual([]);
  });

  test('downloads no form validation, dialogs or account menu until they are needed', async ({
    page,
  }) => {
    // Marks the minified code keeps: zod's base type, Radix's dialog and menu.
    const markers = ['$ZodType', 'DialogContent', 'MenuContent'];
    const found: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const code = await response.text().catch(() => '');
      for (const marker of markers.filter((m) => code.includes(m))) found.push(marker);
    });
    await openHome(page);
    await page.getByRole('link', { name: 'see all Fruits' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fruits' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(found).toEqual([]);

    // The same watch sees the dialog's code arrive with the first dialog.
    await card(page, 'Green Apple')
      .getByRole('button', { name: 'Green Apple', exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: /Green Apple/ })).toBeVisible();
    await expect.poll(() => found).toContain('DialogContent');
  });
});
