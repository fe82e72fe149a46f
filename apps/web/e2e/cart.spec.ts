import { expect, test } from '@playwright/test';
import { CART_MESSAGES } from '../src/features/cart/messages';
import { card, nearStore, openHome } from './support';

test.use(nearStore);

test('a variant item and a plain item go into the cart, quantities change, totals add up and survive a reload', async ({
  page,
}) => {
  await openHome(page);
  // Plain item from its home row: Green Apple, ₹130.
  const apple = card(page, 'Green Apple');
  await apple.getByRole('button', { name: 'ADD Green Apple to cart' }).click();
  await apple.getByRole('button', { name: 'Increase quantity of Green Apple' }).click();
  await expect(apple.getByRole('status', { name: 'Green Apple quantity' })).toHaveText('2');

  // Variant item from its details modal: Malai Paneer 500 g, ₹230 sold at ₹215.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('malai paneer');
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await card(page, 'Malai Paneer')
    .getByRole('button', { name: 'Malai Paneer', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Malai Paneer' });
  await dialog.getByText('500 g', { exact: true }).click();
  await dialog.getByRole('button', { name: 'ADD Malai Paneer 500 g to cart' }).click();
  await expect(dialog.getByRole('status', { name: 'Malai Paneer 500 g quantity' })).toHaveText('1');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(
    'malai paneer',
  );
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Items List' });
  await expect(list.getByText('Malai Paneer · 500 g')).toBeVisible();
  await expect(list.getByRole('status', { name: 'Green Apple quantity' })).toHaveText('2');
  const bill = page.getByRole('region', { name: 'Bill details' });
  await expect(bill).toContainText('Items total₹475.00');
  await expect(bill).toContainText('Delivery feeFREE');
  await expect(bill).toContainText('Grand total₹475.00');

  await list.getByRole('button', { name: 'Decrease quantity of Green Apple' }).click();
  await expect(bill).toContainText('Grand total₹345.00');
  await list.getByRole('button', { name: 'Increase quantity of Malai Paneer 500 g' }).click();
  await expect(bill).toContainText('Grand total₹560.00');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Bill details' })).toContainText(
    'Grand total₹560.00',
  );

  await page.getByRole('button', { name: /Proceed to checkout/ }).click();
  await expect(page.getByRole('dialog', { name: 'Log in to place your order' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await list.getByRole('button', { name: 'Remove Malai Paneer 500 g from cart' }).click();
  await list.getByRole('button', { name: 'Decrease quantity of Green Apple' }).click();
  await expect(page.getByText(CART_MESSAGES.empty)).toBeVisible();
});

test('the bottom cart bar or header summary links to the cart with count and total', async ({
  page,
  isMobile,
}) => {
  await openHome(page);
  await card(page, 'Green Apple').getByRole('button', { name: 'ADD Green Apple to cart' }).click();
  if (isMobile) {
    const bar = page.getByRole('link', { name: /View cart/ });
    await expect(bar).toContainText('1 item');
    await expect(bar).toContainText('₹130.00');
    await bar.click();
  } else {
    await page.getByRole('link', { name: 'My Cart, 1 item, ₹130.00' }).click();
  }
  await expect(page).toHaveURL(/\/cart$/);
});

test('the cart stays in step across open tabs', async ({ page, context }) => {
  await openHome(page);
  const otherTab = await context.newPage();
  await openHome(otherTab);
  await card(page, 'Green Apple').getByRole('button', { name: 'ADD Green Apple to cart' }).click();
  await expect(
    card(otherTab, 'Green Apple').getByRole('status', { name: 'Green Apple quantity' }),
  ).toHaveText('1');
  await card(otherTab, 'Green Apple')
    .getByRole('button', { name: 'Decrease quantity of Green Apple' })
    .click();
  await expect(
    card(page, 'Green Apple').getByRole('button', { name: 'ADD Green Apple to cart' }),
  ).toBeVisible();
});
