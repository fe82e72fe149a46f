import { expect, test } from '@playwright/test';
import { CATALOG_MESSAGES } from '../src/features/catalog/messages';
import { expectAccessible, snapshot } from './a11y';
import { nearStore, openHome } from './support';

test.use(nearStore);

test('search finds paneer, keeps the term in the URL and survives a reload', async ({ page }) => {
  await openHome(page);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('  paneer ');
  await expect(page).toHaveURL(/\?q=paneer$/);
  const results = page.getByRole('list', { name: 'Search results for paneer' });
  await expect(results.getByRole('button', { name: 'Malai Paneer', exact: true })).toBeVisible();
  await expect(results.getByRole('button', { name: 'Low Fat Paneer', exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('paneer');
  await expect(page.getByRole('heading', { name: /Results for “paneer”/ })).toBeVisible();
  await expect(results.getByRole('button', { name: 'Malai Paneer', exact: true })).toBeVisible();
});

test('a search lists what the shopper meant first, and a typo only what it meant', async ({
  page,
}, testInfo) => {
  // docs/decisions.md#foundations, Search: the milks before the chocolate named after milk.
  await openHome(page, '/?q=milk');
  const milk = page.getByRole('list', { name: 'Search results for milk' });
  await expect(milk.getByRole('heading')).toHaveText([
    'Toned Milk',
    'Full Cream Milk',
    'A2 Desi Cow Milk',
    'Kesar Badam Milk',
    'Double Toned Milk',
    'Fresh Buffalo Milk',
    'Milk Chocolate Bar',
    'Chocolate Milkshake',
  ]);
  await snapshot(page, `search-milk-${testInfo.project.name}`);
  await expectAccessible(page);

  // 'panner' is paneer; Aam Panna and diaper pants only share letters with it.
  await openHome(page, '/?q=panner');
  const typo = page.getByRole('list', { name: 'Search results for panner' });
  await expect(typo.getByRole('heading')).toHaveText([
    'Malai Paneer',
    'Low Fat Paneer',
    'Fresh Paneer Cubes',
    'Frozen Paneer Tikka',
  ]);
  await snapshot(page, `search-panner-${testInfo.project.name}`);
  await expectAccessible(page);
});

test('a search with no match says so', async ({ page }) => {
  await openHome(page, '/?q=xylophone');
  await expect(page.getByText('No products found for “xylophone”.')).toBeVisible();
});

test('a category page searches within the category and says when nothing is found', async ({
  page,
}) => {
  await openHome(page);
  await page
    .getByRole('region', { name: 'Fruits', exact: true })
    .getByRole('link', { name: 'see all Fruits' })
    .click();
  const search = page.getByRole('searchbox', { name: 'Search in Fruits' });
  await search.fill('apple');
  await expect(page).toHaveURL(/\?q=apple$/);
  await expect(page.getByRole('button', { name: 'Green Apple', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kiwi', exact: true })).toHaveCount(0);
  await search.fill('zzzz');
  await expect(page.getByText(CATALOG_MESSAGES.emptyCategory)).toBeVisible();
});
