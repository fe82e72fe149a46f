import { expect, test } from '@playwright/test';
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
  });
});

test.describe('browsing', () => {
  test.use(nearStore);

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
