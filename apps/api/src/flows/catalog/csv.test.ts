import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { ITEMS_CSV_COLUMNS, type OpsItem } from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { opsKit } from '../../../test/ops-kit';
import { staffActivity } from '../../modules/activity/activity.table';

// 23:30 UTC is already the 24th in Bengaluru: the file is named by the store's date.
const clock = new TestClock('2026-11-23T23:30:00Z');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app, database } = shop;
const { staff, shopper, ops, recordsOf, shopCategories } = await opsKit(shop, sender, '95200000');

const exportCsv = (who: typeof staff | null = staff) =>
  app.inject({
    method: 'GET',
    url: '/api/ops/items/export',
    ...(who ? { headers: who.headers } : {}),
  });
const importCsv = (csv: string) => ops('POST', '/items/import', { csv });
const allItems = async (): Promise<OpsItem[]> => {
  const [shown, retired] = await Promise.all([
    ops('GET', '/items'),
    ops('GET', '/items?retired=true'),
  ]);
  return [...shown.json().items, ...retired.json().items];
};
const activityCount = async () => (await database.db.select().from(staffActivity)).length;
const header = ITEMS_CSV_COLUMNS.join(',');

describe('the items CSV', () => {
  it('is for staff only', async () => {
    expect((await exportCsv(null)).statusCode).toBe(401);
    expect((await exportCsv(shopper)).statusCode).toBe(403);
    expect((await ops('POST', '/items/import', { csv: header }, shopper)).statusCode).toBe(403);
  });

  it('exports every item in the shop A-Z, with yes/no, category names and variants', async () => {
    const retired = (await ops('GET', '/items?q=bhujia')).json().items[0] as OpsItem;
    await ops('POST', `/items/${retired._id}/retire`);
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="items-2026-11-24.csv"');
    const rows = parse(res.body) as string[][];
    expect(rows[0]).toEqual([...ITEMS_CSV_COLUMNS]);
    const body = rows.slice(1);
    const inShop = (await ops('GET', '/items')).json().total;
    expect(body).toHaveLength(inShop);
    expect(body.some((r) => r[0] === retired._id)).toBe(false);
    const names = body.map((r) => r[1]!.toLowerCase());
    expect(names.slice(0, 3)).toEqual([...names.slice(0, 3)].sort());
    const categoryName = new Map((await shopCategories()).map((c) => [c._id, c.name]));
    const item = (await ops('GET', '/items')).json().items.find((i: OpsItem) => i.isVarient);
    const row = body.find((r) => r[0] === item._id)!;
    expect(row[3]).toBe(String(item.price));
    expect(row[5]).toBe(item.availability ? 'yes' : 'no');
    expect(row[6]!.split('|').sort()).toEqual(
      item.category.map((id: string) => categoryName.get(id)).sort(),
    );
    expect(row[7]).toBe(
      item.variants
        .map((v: OpsItem['variants'][0]) => `${v.value}:${v.price}:${v.discountPrice}`)
        .join('|'),
    );
    await ops('POST', `/items/${retired._id}/restore`);
  });

  it('guards cells against spreadsheet formulas, and reads them back as they were', async () => {
    const category = (await shopCategories())[0]!;
    const created = await ops('POST', '/items', {
      name: '=HYPERLINK("http://evil")',
      description: '@SUM(A1)',
      image: '/media/emoji/candy.svg',
      price: 10,
      category: [category._id],
    });
    const id = created.json().item._id;
    const rows = parse((await exportCsv()).body) as string[][];
    const row = rows.find((r) => r[0] === id)!;
    expect(row[1]).toBe(`'=HYPERLINK("http://evil")`);
    expect(row[2]).toBe(`'@SUM(A1)`);
    const res = await importCsv(stringify([[...ITEMS_CSV_COLUMNS], row]));
    expect(res.json()).toMatchObject({ created: 0, updated: 0 });
    expect(await recordsOf(id, 'item.updated')).toHaveLength(0);
  });

  it('imported straight back changes nothing and records nothing', async () => {
    // Items keep a category retired after they were filed under it.
    const beverages = (await shopCategories()).find((c) => c.name === 'Beverages')!;
    await ops('POST', `/categories/${beverages._id}/retire`);
    const before = await allItems();
    const records = await activityCount();
    const res = await importCsv((await exportCsv()).body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Imported: 0 new, 0 updated', created: 0, updated: 0 });
    expect(await allItems()).toEqual(before);
    expect(await activityCount()).toBe(records);
    await ops('POST', `/categories/${beverages._id}/restore`);
  });

  it('creates rows without an id and updates rows with one, recording each', async () => {
    const rows = parse((await exportCsv()).body) as string[][];
    const target = rows.find((r, i) => i > 0 && r[7] === '')!;
    const changed = [...target];
    changed[3] = String(Number(target[3]) + 5);
    changed[4] = '0';
    const fresh = [
      '',
      'Jackfruit chips',
      'Crisp, from Kerala',
      '85',
      '',
      'yes',
      'vegetables|FRUITS',
      '',
      '',
      '2008',
      '5',
    ];
    const res = await importCsv(stringify([[...ITEMS_CSV_COLUMNS], changed, fresh]));
    expect(res.json()).toEqual({ message: 'Imported: 1 new, 1 updated', created: 1, updated: 1 });
    const [update] = await recordsOf(target[0]!, 'item.updated');
    expect(update!.after).toMatchObject({ price: Number(target[3]) + 5 });
    const jack = (await ops('GET', '/items?q=jackfruit')).json().items[0] as OpsItem;
    expect(jack).toMatchObject({
      image: '/media/emoji/shopping-bags.svg',
      price: 85,
      discountPrice: 0,
      availability: true,
      hsn: '2008',
      gstRate: 5,
    });
    expect(jack.category).toHaveLength(2);
    expect((await recordsOf(jack._id, 'item.created'))[0]!.after).toMatchObject({
      name: 'Jackfruit chips',
    });
  });

  it('with one bad row imports nothing and names the line', async () => {
    const before = await allItems();
    const records = await activityCount();
    const good = [
      '',
      'Banana chips',
      'Thin\nand crisp',
      '60',
      '0',
      'yes',
      'Fruits',
      '',
      '',
      '',
      '',
    ];
    const bad = ['', 'Plantain chips', '', '50', '55', 'yes', 'Fruits', '', '', '', ''];
    // The header is line 1; the good row spans lines 2-3, so the bad one starts on line 4.
    const res = await importCsv(stringify([[...ITEMS_CSV_COLUMNS], good, bad]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: '1 row has a problem; nothing was imported',
      details: { rows: [{ line: 4, message: expect.stringContaining('(discountPrice)') }] },
    });
    expect(await allItems()).toEqual(before);
    expect(await activityCount()).toBe(records);
  });

  it('reports every bad row with its line', async () => {
    const id = (await allItems())[0]!._id;
    const row = (cells: string[], tax = ['', '']) => [...cells, '', ...tax];
    const rows = [
      row(['', 'Good', '', '10', '0', 'yes', 'Fruits', '']),
      row(['', 'Bad yes', '', '10', '0', 'maybe', 'Fruits', '']),
      row(['', 'No such', '', '10', '0', 'yes', 'Toys', '']),
      row(['00000000-0000-4000-8000-000000000000', 'Ghost', '', '10', '0', 'yes', 'Fruits', '']),
      row(['', 'Bad variant', '', '10', '0', 'yes', 'Fruits', '1 kg']),
      row([id, 'Twice', '', '10', '0', 'yes', 'Fruits', '']),
      row([id, 'Twice', '', '10', '0', 'yes', 'Fruits', '']),
      ['', 'Short row'],
      row(['', 'Bad HSN', '', '10', '0', 'yes', 'Fruits', ''], ['08081', '0']),
      row(['', 'Bad rate', '', '10', '0', 'yes', 'Fruits', ''], ['0808', '12']),
      row(['', 'Good rate', '', '10', '0', 'yes', 'Fruits', ''], ['08081000', '5%']),
    ];
    const res = await importCsv(stringify([[...ITEMS_CSV_COLUMNS], ...rows]));
    expect(res.json().message).toBe('8 rows have problems; nothing was imported');
    expect(res.json().details.rows).toEqual([
      { line: 3, message: 'Write yes or no (available)' },
      { line: 4, message: 'There is no category called Toys (categories)' },
      { line: 5, message: 'No item has this id (id)' },
      { line: 6, message: 'Write each variant as name:price:discountPrice (variants)' },
      { line: 8, message: 'This item is on line 7 already (id)' },
      { line: 9, message: 'This row has 2 cells; the header has 11' },
      { line: 10, message: 'An HSN code is 4, 6 or 8 digits, e.g. 0401 (hsn)' },
      { line: 11, message: 'The GST rate is 0, 5, 18 or 40 (%) (gstRate)' },
    ]);
  });

  it('refuses a header that is not the export one, naming what is missing', async () => {
    const missing = await importCsv('id,name,price\n,Tea,10\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'The header row is missing: description, discountPrice, available, categories, variants, image, hsn, gstRate',
    );
    const unknown = await importCsv(`${header},colour\n`);
    expect(unknown.json().message).toBe('The header row has unknown columns: colour');
    expect((await importCsv('')).json().message).toContain('The file is empty');
  });
});
