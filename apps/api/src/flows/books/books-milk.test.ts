import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { milkDayCoins, PAISE_PER_COIN, storeDateText, toRupees } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { milkKit } from '../../../test/milk-kit';
import { bookEntries } from '../../modules/books/books.table';
import { setRole } from '../../modules/users/users.service';

// Monday 23 Nov 2026, 11:00 in Bengaluru, inside the milk window (docs/product/rules.md#books).
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app, database } = shop;
const milk = await milkKit(shop, sender, clock, 9535500000);
const ravi = await signInAs(app, sender, '9535600001');
await setRole(database.db, '9535600001', 'staff');

type Who = { headers: { authorization: string } };
const call = (method: 'POST' | 'PUT', url: string, who: Who, payload: object) =>
  app.inject({ method, url: `/api${url}`, headers: who.headers, payload });
const entriesOf = (documentId: string) =>
  database.db
    .select()
    .from(bookEntries)
    .where(eq(bookEntries.documentId, documentId))
    .orderBy(asc(bookEntries.at));

describe("a milk bill's payments", () => {
  it('a milk bill confirmed as paid records its UPI payment once; a recorded part counts', async () => {
    const meera = await milk.subscriber();
    const part = await call('POST', `/ops/subscriptions/${meera.id}/payments`, ravi, {
      method: 'UPI',
      amount: 100,
      reference: '512345678901',
    });
    expect(part.statusCode).toBe(201);
    expect(part.json().subscription.paidAt).toBeNull();
    expect((await milk.staffChange(meera.id, { paid: true })).statusCode).toBe(200);
    expect((await milk.staffChange(meera.id, { paid: true })).statusCode).toBe(200);
    const rows = await entriesOf(meera.id);
    const due = Math.round(part.json().subscription.amountDue * 100);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/subscription/user',
      headers: meera.headers,
    });
    expect(mine.json()[0]).toMatchObject({
      _id: meera.id,
      paymentState: { status: 'PAID', due: 0 },
    });
    expect(rows.map((e) => [e.method, e.amountPaise, e.reference])).toEqual([
      ['UPI', 10000, '512345678901'],
      ['UPI', due - 10000, null],
    ]);
    expect(toRupees(rows[1]!.amountPaise)).toBeGreaterThan(0);
    // The cash-up names the bill as the statement does.
    const { startDate, endDate } = part.json().subscription;
    const day = await app.inject({
      method: 'GET',
      url: '/api/ops/books/2026-11-23',
      headers: ravi.headers,
    });
    expect(day.json().entries.map((e: { label: string }) => e.label)).toEqual([
      `Milk ${storeDateText(startDate)} to ${storeDateText(endDate)}`,
      `Milk ${storeDateText(startDate)} to ${storeDateText(endDate)}`,
    ]);
  });

  it('a milk bill refunded instead of delivered is refund due until staff hand the money back', async () => {
    const lata = await milk.subscriber();
    const approved = await milk.staffChange(lata.id, { status: 'ACTIVE' });
    expect(approved.statusCode).toBe(200);
    const due = approved.json().subscription.amountDue;
    expect(approved.json().subscription.paymentState).toMatchObject({ status: 'PAID', due: 0 });
    const cancel = await milk.staffChange(lata.id, { status: 'CANCELLED', giveBackAs: 'REFUND' });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().subscription.paymentState).toMatchObject({
      status: 'REFUND_DUE',
      received: due,
    });
    const refunds = (
      await app.inject({ method: 'GET', url: '/api/ops/refunds', headers: ravi.headers })
    ).json().refunds as { _id: string; subscriptionId: string | null; amount: number }[];
    const refund = refunds.find((r) => r.subscriptionId === lata.id)!;
    expect(refund.amount).toBe(due);
    expect((await call('PUT', `/ops/milk-refunds/${refund._id}`, ravi, {})).statusCode).toBe(200);
    const after = await milk.staffChange(lata.id, { paid: true });
    expect(after.json().subscription.paymentState).toMatchObject({
      status: 'REFUNDED',
      received: 0,
    });
    expect((await entriesOf(lata.id)).map((e) => [e.kind, e.method, e.amountPaise])).toEqual([
      ['PAYMENT', 'UPI', Math.round(due * 100)],
      ['REFUND', 'CASH', Math.round(due * 100)],
    ]);
  });

  it('Grocoins given back for milk days are refunds in the books, once each; the bill stays paid', async () => {
    const asha = await milk.subscriber();
    const approved = await milk.staffChange(asha.id, { status: 'ACTIVE' });
    const paid = approved.json().subscription.amountDue as number;
    clock.advance(4 * 3_600_000); // 15:00: tomorrow's sheet is made
    await milk.run('2026-11-24');
    clock.advance(18 * 3_600_000); // 24 Nov, 09:00
    const [day] = await milk.days(asha.id);
    const worth = milkDayCoins(day!.pricePaise) * PAISE_PER_COIN;
    const mark = (status: string) =>
      call('PUT', `/ops/milk-deliveries/${day!.id}`, ravi, { status });
    // Two staff mark the day missed at once: one credit, one entry.
    const both = await Promise.all([mark('MISSED'), mark('MISSED')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const coins = async () =>
      (await entriesOf(asha.id))
        .filter((e) => e.method === 'COINS')
        .map((e) => [e.kind, e.amountPaise, e.byUserId]);
    expect(await coins()).toEqual([['REFUND', worth, ravi.userId]]);
    // Found delivered after all: the coins come back, as a payment in Grocoins.
    expect((await mark('SCHEDULED')).statusCode).toBe(200);
    expect((await mark('MISSED')).statusCode).toBe(200);
    expect(await coins()).toEqual([
      ['REFUND', worth, ravi.userId],
      ['PAYMENT', worth, ravi.userId],
      ['REFUND', worth, ravi.userId],
    ]);
    // Cancelled by staff, the days left come back as Grocoins: one refund for them all.
    const cancelled = await milk.staffChange(asha.id, { status: 'CANCELLED' });
    expect(cancelled.statusCode).toBe(200);
    expect((await milk.staffChange(asha.id, { status: 'CANCELLED' })).statusCode).toBe(200);
    const ledger = await milk.milkLedger(asha, asha.id);
    const credited = ledger.reduce((sum, t) => sum + t.amount, 0) * PAISE_PER_COIN;
    const entries = (await entriesOf(asha.id)).filter((e) => e.method === 'COINS');
    expect(entries).toHaveLength(4);
    expect(entries.reduce((s, e) => s + (e.kind === 'REFUND' ? 1 : -1) * e.amountPaise, 0)).toBe(
      credited,
    );
    // What the bill received and owes is money: it stays paid.
    expect(cancelled.json().subscription.paymentState).toMatchObject({
      status: 'PAID',
      received: paid,
      due: 0,
    });
    const day24 = await app.inject({
      method: 'GET',
      url: '/api/ops/books/2026-11-24',
      headers: ravi.headers,
    });
    expect(day24.json().refunds.COINS).toBe(toRupees(credited));
  });
});
