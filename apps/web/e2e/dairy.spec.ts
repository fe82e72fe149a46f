import { expect, test } from '@playwright/test';
import { LOCATION_MESSAGES } from '../src/features/location/messages';
import { MUMBAI, NEAR_STORE, openHome } from './support';

test.describe('outside the delivery radius', () => {
  test.use({ permissions: ['geolocation'], geolocation: MUMBAI });

  test('dairy products and their items are hidden', async ({ page }) => {
    await openHome(page);
    await expect(
      page.getByText('Dairy not available here').filter({ visible: true }),
    ).toBeVisible();
    const grid = page.getByRole('region', { name: 'Shop by category' });
    await expect(grid.getByRole('link', { name: 'Fruits' })).toBeVisible();
    await expect(grid.getByRole('link', { name: 'Dairy products' })).toHaveCount(0);
    await expect(grid.getByRole('listitem')).toHaveCount(16);
    await expect(page.getByRole('region', { name: 'Dairy products' })).toHaveCount(0);

    await page.goto('/?q=paneer');
    await expect(page.getByRole('heading', { name: /Results for “paneer”/ })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Frozen Paneer Tikka', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Malai Paneer', exact: true })).toHaveCount(0);
  });
});

test.describe('inside the delivery radius', () => {
  test.use({ permissions: ['geolocation'], geolocation: NEAR_STORE });

  test('dairy products and their items are shown', async ({ page }) => {
    await openHome(page);
    await expect(
      page.getByText('Dairy & milk delivered to you').filter({ visible: true }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Shop by category' })
        .getByRole('link', { name: 'Dairy products' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Dairy products' }).getByRole('article').first(),
    ).toBeVisible();
  });
});

test.describe('without location access', () => {
  test('the permission dialog explains how to allow it, and dairy stays hidden', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: /Turn on location/ });
    await expect(dialog).toContainText(LOCATION_MESSAGES.notAllowed);
    await expect(dialog).toContainText('How to allow location in Chrome');
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(
      page.getByRole('region', { name: 'Shop by category' }).getByRole('link', { name: 'Fruits' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dairy products' })).toHaveCount(0);
  });
});
