import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { stockMessages } from '@grofresh/contracts';
import { expectAccessible, snapshot } from './a11y';
import { phoneFor } from './accounts';
import { grantRole, signInByApi, useSessionIn, type Session } from './sessions';
import { card, nearStore } from './support';

/**
 * The owner receives stock in the console and a shopper sees "Only 2 left"
 * (docs/product/rules.md#stock). A vegetable no other journey touches, so its count is this
 * journey's alone.
 */
test.use(nearStore);

const ITEM = 'Button Mushroom';

/**
 * The stock screen, its history and the movement form at 390 × 844 and 1280 × 800, for a person
 * to look at (only with E2E_SHOTS set; the journey's checks never depend on them).
 */
async function sizedShots(browser: Browser, baseURL: string, owner: Session) {
  if (!process.env.E2E_SHOTS) return;
  for (const [name, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1280', { width: 1280, height: 800 }],
  ] as const) {
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    await page.goto('/');
    await useSessionIn(page, owner);
    await page.goto('/ops/stock?show=counted');
    const row = page.getByRole('listitem', { name: ITEM });
    await expect(row).toContainText('Low stock');
    await snapshot(page, `stock-${name}`);
    await row.getByRole('button', { name: /^History/ }).click();
    await expect(page.getByRole('list', { name: 'Movements' })).toBeVisible();
    await snapshot(page, `stock-history-${name}`);
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: /^Record/ }).click();
    await page.getByRole('spinbutton', { name: 'How many' }).fill('3');
    await snapshot(page, `stock-movement-${name}`);
    await context.close();
  }
}

async function openStock(page: Page) {
  await page.goto('/ops/stock');
  await expect(page.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search stock by item name' }).fill('Mushroom');
  const row = page.getByRole('list', { name: 'Stock' }).getByRole('listitem', { name: ITEM });
  await expect(row).toContainText('Not counted');
  return row;
}

test('the owner receives stock and a shopper sees ‘Only 2 left’', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const size = testInfo.project.name;
  const ownerPhone = phoneFor(size, 52);
  await grantRole(ownerPhone, 'admin');
  const owner = await signInByApi(page.request, ownerPhone);
  const shopper = await signInByApi(page.request, phoneFor(size, 53));
  await page.goto('/');
  await useSessionIn(page, owner);

  // Twelve packs of mushrooms come in: they start being counted, with the low mark of 5.
  let row = await openStock(page);
  await expectAccessible(page);
  await snapshot(page, `stock-${size}`);
  await row.getByRole('button', { name: /^Start counting/ }).click();
  const start = page.getByRole('dialog', { name: 'Start counting' });
  await expect(start.getByRole('spinbutton', { name: 'Low mark' })).toHaveValue('5');
  await start.getByRole('spinbutton', { name: 'On hand now' }).fill('12');
  await start.getByRole('button', { name: 'Start counting' }).click();
  await expect(start).toBeHidden();
  await expect(row).toContainText('In stock');
  await expect(row).toContainText(/12\s*on hand/);

  // The evening count finds 2: a wrong entry first is refused in words, the same count by the
  // server; then the count falls to the low mark and the console says so by itself.
  await row.getByRole('button', { name: /^Record/ }).click();
  const record = page.getByRole('dialog', { name: 'Record stock' });
  await record.getByRole('button', { name: 'Record' }).click();
  await expect(record.getByText('Enter how many')).toBeVisible();
  await record.getByRole('combobox', { name: 'Reason' }).selectOption('COUNT');
  await expect(record.getByRole('radio', { name: 'New count' })).toBeChecked();
  const count = record.getByRole('spinbutton', { name: 'New count' });
  await count.fill('12');
  await record.getByRole('button', { name: 'Record' }).click();
  await expect(record.getByRole('alert')).toHaveText(stockMessages.alreadyCount(12));
  await count.fill('2');
  await record.getByRole('textbox', { name: /Note/ }).fill('Evening count');
  await expect(record).toContainText('After this: 2 on hand');
  await expectAccessible(page);
  await snapshot(page, `stock-movement-${size}`);
  await record.getByRole('button', { name: 'Record' }).click();
  await expect(record).toBeHidden();
  await expect(page.getByText(`${ITEM}: only 2 left`)).toBeVisible();
  row = page.getByRole('list', { name: 'Stock' }).getByRole('listitem', { name: ITEM });
  await expect(row).toContainText('Low stock');
  await expect(row).toContainText(/2\s*on hand/);

  // Its history: the counts, who recorded them, and what was left after each.
  await row.getByRole('button', { name: /^History/ }).click();
  const history = page.getByRole('dialog', { name: 'Stock history' });
  const first = history.getByRole('list', { name: 'Movements' }).getByRole('listitem').first();
  await expect(first).toContainText('Count correction');
  await expect(first).toContainText('−10');
  await expect(first).toContainText('2 after');
  await expect(first).toContainText('Evening count');
  await expect(first).toContainText(`+91 ${ownerPhone.slice(0, 5)} ${ownerPhone.slice(5)}`);
  await expectAccessible(page);
  await snapshot(page, `stock-history-${size}`);
  await page.keyboard.press('Escape');

  // The low-stock list holds it.
  await page.getByRole('button', { name: 'Low stock' }).click();
  await expect(page).toHaveURL(/show=low/);
  await expect(page.getByRole('list', { name: 'Low stock' })).toContainText(ITEM);
  await sizedShots(browser, String(testInfo.project.use.baseURL), owner);

  // A stock take: the counts come out as a file, and go back in. The same file changes nothing;
  // a count that cannot be is refused by its line, and nothing changes either.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export counts' }).click();
  const csv = readFileSync((await (await downloading).path())!, 'utf8');
  expect(csv).toMatch(new RegExp(`,${ITEM},,yes,2,5`));
  const importFile = async (text: string) => {
    await page.getByRole('button', { name: 'Import stock take' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a stock take' });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await dialog.getByRole('button', { name: 'Import' }).click();
    return dialog;
  };
  const refused = await importFile(csv.replace(`,${ITEM},,yes,2,5`, `,${ITEM},,yes,-3,5`));
  await expect(refused.getByRole('alert')).toContainText(
    '1 row has a problem; nothing was imported',
  );
  await expect(refused.getByRole('alert')).toContainText(/Line \d+: /);
  await expectAccessible(page);
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await importFile(csv);
  await expect(page.getByText('Nothing to change: every count is as the file says')).toBeVisible();

  // A shopper's Vegetables page says how few are left.
  const { categories } = (await (await page.request.get('/api/category/all')).json()) as {
    categories: { _id: string; name: string }[];
  };
  const vegetables = categories.find((c) => c.name === 'Vegetables')!;
  await useSessionIn(page, shopper);
  await page.goto(`/category/${vegetables._id}`);
  const mushroom = card(page, ITEM);
  await expect(mushroom).toContainText('Only 2 left');
  await expect(mushroom.getByRole('button', { name: `ADD ${ITEM} to cart` })).toBeEnabled();
  await expectAccessible(page);
});
