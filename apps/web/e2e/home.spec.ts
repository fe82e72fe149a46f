import { expect, test } from '@playwright/test';

test('home shows the seeded categories, Dairy products among them', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'GroFresh' })).toBeVisible();
  await expect(page.getByText('Dairy products')).toBeVisible();
  await expect(page.getByRole('listitem')).not.toHaveCount(0);
});
