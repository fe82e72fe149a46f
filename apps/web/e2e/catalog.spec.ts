import { expect, test } from '@playwright/test';
import { phoneFor } from './accounts';
import { grantRole, signInByApi, useSessionIn } from './sessions';
import { card, nearStore, openHome } from './support';

test.use(nearStore);

// Each screen size changes an item of its own, so the two runs never see each other's price.
const itemFor = { phone: 'Pineapple', desktop: 'Watermelon' } as const;

test('an admin changes an item’s price in the console and the shop shows it at once', async ({
  page,
}, testInfo) => {
  const name = itemFor[testInfo.project.name as keyof typeof itemFor];
  const newPrice = 100 + Math.floor(Math.random() * 900) + 0.5;
  const shown = `₹${newPrice.toFixed(2)}`;
  const adminPhone = phoneFor(testInfo.project.name, 16);
  await grantRole(adminPhone, 'admin');
  const admin = await signInByApi(page.request, adminPhone);
  await page.goto('/');
  await useSessionIn(page, admin);

  await page.goto('/ops/catalog');
  await page.getByRole('searchbox', { name: 'Search items by name' }).fill(name);
  const items = page.getByRole('list', { name: 'Items' });
  await expect(items.getByRole('listitem')).toHaveCount(1);
  await items.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await dialog.getByRole('spinbutton', { name: 'Price (₹)', exact: true }).fill(String(newPrice));
  await dialog.getByRole('spinbutton', { name: /Discount price/ }).fill('0');
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(items.getByRole('listitem').filter({ hasText: name })).toContainText(shown);

  // The storefront, freshly opened, sells it at the new price.
  await openHome(page, `/?q=${encodeURIComponent(name)}`);
  await expect(card(page, name)).toContainText(shown);
});
