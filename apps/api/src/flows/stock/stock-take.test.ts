import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { STOCK_CSV_COLUMNS, type StockUnit } from '@grofresh/contracts';
import { stockOpsKit } from '../../../test/stock-ops-kit';

const k = await stockOpsKit('97300000');
const { app, ops, record, freshItem, sizesOf, historyOf, sell, database } = k;

const exportCsv = async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/ops/stock/export.csv',
    headers: k.staff.headers,
  });
  expect(res.statusCode).toBe(200);
  return res;
};
const importCsv = (csv: string) => ops('POST', '/stock/import', { csv });
const listAll = async (): Promise<StockUnit[]> =>
  (await ops('GET', '/stock?limit=500')).json().items;
const countOf = async (table: 'stock_movements' | 'stock_units') =>
  Number((await database.pool.query(`select count(*) n from ${table}`)).rows[0].n);
const movementCount = () => countOf('stock_movements');
const csvOf = (rows: string[][]) =>
  stringify([[...STOCK_CSV_COLUMNS], ...rows], { record_delimiter: '\r\n' });

describe('the stock take file', () => {
  it('exports every unit on sale, as the list shows them', async () => {
    const plain = await freshItem(false);
    await record({ itemId: plain.id, change: 6, reason: 'RECEIVED' });
    await ops('PUT', `/stock/${plain.id}`, { counted: true, lowAt: 2 });
    const res = await exportCsv();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="stock-2026-11-23.csv"');
    const [header, ...rows] = parse(res.body) as string[][];
    expect(header).toEqual([...STOCK_CSV_COLUMNS]);
    const units = await listAll();
    expect(rows).toHaveLength(units.length);
    expect(rows.find((r) => r[0] === plain.id)).toEqual([
      plain.id,
      plain.name,
      '',
      'yes',
      '6',
      '2',
    ]);
    const notCounted = units.find((u) => !u.counted && u.variantName !== null)!;
    expect(rows.find((r) => r[0] === notCounted.itemId && r[2] === notCounted.variantName)).toEqual(
      [notCounted.itemId, notCounted.name, notCounted.variantName, 'no', '', '5'],
    );
  });

  it('imported straight back changes nothing', async () => {
    const before = await listAll();
    const [moves, unitRows] = [await movementCount(), await countOf('stock_units')];
    const res = await importCsv((await exportCsv()).body);
    expect(res.json()).toEqual({
      message: 'Nothing to change: every count is as the file says',
      counts: 0,
      settings: 0,
    });
    expect(await listAll()).toEqual(before);
    expect(await movementCount()).toBe(moves);
    // Units never counted stay without a row.
    expect(await countOf('stock_units')).toBe(unitRows);
  });

  it('records each changed count as a COUNT movement, and counts, stops and marks units', async () => {
    const counted = await freshItem(false);
    await record({ itemId: counted.id, change: 10, reason: 'RECEIVED' });
    await sell('GF2001', counted.id, 3); // 7 left when the file is exported
    const stopped = await freshItem(false);
    await record({ itemId: stopped.id, change: 4, reason: 'RECEIVED' });
    const sized = await freshItem(true);
    const [size] = await sizesOf(sized.id);
    const rows = parse((await exportCsv()).body).slice(1) as string[][];
    const edit = (itemId: string, variant: string, cells: Partial<Record<number, string>>) => {
      const row = rows.find((r) => r[0] === itemId && r[2] === variant)!;
      for (const [i, v] of Object.entries(cells)) row[Number(i)] = v!;
    };
    edit(counted.id, '', { 4: '5' });
    edit(stopped.id, '', { 3: 'no', 4: '' });
    edit(sized.id, size!, { 3: 'YES', 4: '12', 5: '3' });
    // A sale after the export: the import records the difference from what is on hand now.
    await sell('GF2002', counted.id, 1);
    const res = await importCsv(csvOf(rows));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ counts: 2, settings: 1 });
    expect((await historyOf(counted.id))[0]).toMatchObject({
      reason: 'COUNT',
      change: -1,
      note: 'Stock take',
      by: '9730000001',
      onHandAfter: 5,
    });
    expect((await historyOf(sized.id))[0]).toMatchObject({ change: 12, variantName: size });
    const units = await listAll();
    const unit = (id: string, v: string | null = null) =>
      units.find((u) => u.itemId === id && u.variantName === v);
    expect(unit(counted.id)).toMatchObject({ counted: true, onHand: 5 });
    expect(unit(stopped.id)).toMatchObject({ counted: false, onHand: null });
    expect(unit(sized.id, size!)).toMatchObject({ counted: true, onHand: 12, lowAt: 3 });
    expect(await k.onHandRow(stopped.id)).toBe(4);
    expect((await k.recordsOf(stopped.id, 'stock.updated')).map((r) => r.after)).toEqual([
      { counted: false },
    ]);
    expect((await k.recordsOf(sized.id, 'stock.updated'))[0]).toMatchObject({
      subjectLabel: `${sized.name} · ${size}`,
      before: { counted: false, lowAt: 5 },
      after: { counted: true, lowAt: 3 },
    });
    expect(await k.recordsOf(counted.id, 'stock.updated')).toEqual([]);
  });

  it('refuses a file with bad rows whole, naming each row, and changes nothing', async () => {
    const plain = await freshItem(false);
    await record({ itemId: plain.id, change: 8, reason: 'RECEIVED' });
    const sized = await freshItem(true);
    const before = await listAll();
    const moves = await movementCount();
    const res = await importCsv(
      csvOf([
        [plain.id, 'x', '', 'yes', '1', ''], // fine on its own
        [sized.id, 'x', '', 'yes', '1', ''],
        [plain.id, 'x', '', 'yes', '2', ''],
        ['00000000-0000-4000-8000-000000000000', 'x', '', 'no', '', ''],
        [sized.id, 'x', 'Tiny', 'maybe', '', ''],
        [plain.id, 'x', 'Big', 'yes', '1', ''],
        [sized.id, 'x', (await sizesOf(sized.id))[0]!, 'yes', '-3', ''],
        [sized.id, 'x', (await sizesOf(sized.id))[1]!, 'no', '4', '1.5'],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('7 rows have problems; nothing was imported');
    expect(res.json().details.rows).toEqual([
      { line: 3, message: 'Choose a size of this item (size)' },
      { line: 4, message: 'This unit is on line 2 already (itemId)' },
      { line: 5, message: 'No item in the shop has this id (itemId)' },
      { line: 6, message: 'This item has no size called "Tiny" (size)' },
      { line: 7, message: 'This item has no sizes (size)' },
      { line: 8, message: 'Write a whole number from 0 to 1,00,000 (onHand)' },
      { line: 9, message: 'Write a whole number from 0 to 1,00,000 (lowAt)' },
    ]);
    expect(await listAll()).toEqual(before);
    expect(await movementCount()).toBe(moves);
    const header = await importCsv('itemId,name,size,onHand\r\n');
    expect(header.json().message).toBe('The header row is missing: counted, lowAt');
  });

  it('counts exactly what the file says while sales go on', async () => {
    const item = await freshItem(false);
    await record({ itemId: item.id, change: 20, reason: 'RECEIVED' });
    for (let round = 0; round < 5; round++) {
      const target = 100 + round;
      const file = csvOf([[item.id, item.name, '', 'yes', String(target), '5']]);
      const [imported] = await Promise.all([importCsv(file), sell(`TAKE${round}`, item.id, 3)]);
      expect(imported.statusCode, imported.body).toBe(200);
    }
    const history = await historyOf(item.id);
    const counts = history.filter((m) => m.reason === 'COUNT');
    expect(counts.map((m) => m.onHandAfter).sort()).toEqual([100, 101, 102, 103, 104]);
    expect(history.reduce((sum, m) => sum + m.change, 0)).toBe(history[0]!.onHandAfter);
    expect(await k.onHandRow(item.id)).toBe(history[0]!.onHandAfter);
  });
});
