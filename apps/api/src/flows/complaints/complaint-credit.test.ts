import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complaintMessages as says, goodwillMessages as goodwill } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { staffActivity } from '../../modules/activity/activity.table';
import { coinTransactions } from '../../modules/coins/coins.table';
import { setRole } from '../../modules/users/users.service';

// Monday 23 Nov 2026, 10:00 in Bengaluru (04:30 UTC).
const clock = new TestClock('2026-11-23T10:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });

type Person = Awaited<ReturnType<typeof signInAs>> & { phone: string };
let number = 9740000000;
const person = async (role?: 'staff' | 'admin'): Promise<Person> => {
  const phone = String(number++);
  const who = await signInAs(app, sender, phone, `10.5.0.${number % 250}`);
  if (role) await setRole(database.db, phone, role);
  return { ...who, phone };
};
const [ravi, meena, admin] = [await person('staff'), await person('staff'), await person('admin')];

const REASON = 'Milk delivered two hours late';
/** A credit by `who`; `reason` replaces the usual one (`{}` sends none). */
const credit = (id: string, coins: number, who: Person, reason: object = { reason: REASON }) =>
  app.inject({
    method: 'POST',
    url: `/api/ops/complaints/${id}/credit`,
    headers: who.headers,
    payload: { coins, ...reason },
  });
const detail = async (id: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/ops/complaints/${id}`, headers: ravi.headers })
  ).json();

/** A shopper (or a member of staff on their own account) with `count` complaints raised. */
async function complaintsOf(who: Person, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/complaint/create',
      headers: who.headers,
      payload: {
        category: 'DELIVERY',
        subject: `Late milk ${i}`,
        description: 'It came at noon, not 7.',
      },
    });
    ids.push(res.json().complaint._id);
  }
  return ids;
}
/** The shopper's goodwill rows in the ledger, smallest first. */
const goodwillOf = async (userId: string) =>
  (
    await database.db
      .select()
      .from(coinTransactions)
      .where(and(eq(coinTransactions.userId, userId), eq(coinTransactions.kind, 'GOODWILL')))
  ).sort((x, y) => x.amount - y.amount);
async function setAdminAbove(goodwillAdminAbove: number) {
  const store = (url: string, payload?: object) =>
    app.inject({ method: payload ? 'PUT' : 'GET', url, headers: admin.headers, payload });
  const { settings } = (await store('/api/ops/store')).json();
  const saved = await store('/api/ops/store', { ...settings, goodwillAdminAbove });
  expect(saved.statusCode).toBe(200);
}
const recordsOf = (id: string) =>
  database.db.select().from(staffActivity).where(eq(staffActivity.subjectId, id));
const refusal = (status: number, code: string, message: string) => ({
  statusCode: status,
  body: { code, message, requestId: expect.any(String) },
});
const answer = (res: Awaited<ReturnType<typeof credit>>) => ({
  statusCode: res.statusCode,
  body: res.json(),
});

describe('goodwill on one’s own complaint', () => {
  it('is refused to staff and admins alike, changing nothing; a colleague may give it', async () => {
    const [ravis] = await complaintsOf(ravi, 1);
    const [admins] = await complaintsOf(admin, 1);
    expect(answer(await credit(ravis!, 10, ravi))).toEqual(
      refusal(403, 'FORBIDDEN', goodwill.ownComplaint),
    );
    expect(answer(await credit(admins!, 10, admin))).toEqual(
      refusal(403, 'FORBIDDEN', goodwill.ownComplaint),
    );
    expect(await goodwillOf(ravi.userId)).toEqual([]);
    expect(await goodwillOf(admin.userId)).toEqual([]);
    expect(await recordsOf(ravis!)).toEqual([]);
    expect((await detail(ravis!)).complaint.coinsCredited).toBe(0);

    expect((await credit(ravis!, 10, meena)).json().message).toBe(says.credited(10));
    expect(await goodwillOf(ravi.userId)).toEqual([expect.objectContaining({ amount: 10 })]);
  });
});

describe('the admin threshold', () => {
  it('lets staff give up to it, refuses them above it, and lets an admin give more', async () => {
    const shopper = await person();
    const [a, b, c] = await complaintsOf(shopper, 3);
    expect(answer(await credit(a!, 51, ravi))).toEqual(
      refusal(403, 'FORBIDDEN', goodwill.needsAdmin(51, 50)),
    );
    expect(await goodwillOf(shopper.userId)).toEqual([]);
    expect(await recordsOf(a!)).toEqual([]);

    expect((await credit(a!, 50, ravi)).statusCode).toBe(200);
    expect((await credit(b!, 120, admin)).json().message).toBe(says.credited(120));
    // The threshold is the store's setting as an admin saved it.
    await setAdminAbove(20);
    expect((await credit(c!, 21, meena)).json().message).toBe(goodwill.needsAdmin(21, 20));
    expect((await credit(c!, 20, meena)).statusCode).toBe(200);
    await setAdminAbove(50);
    expect((await goodwillOf(shopper.userId)).map((r) => r.amount)).toEqual([20, 50, 120]);
  });
});

describe('a reason', () => {
  it('is required, and kept in the activity record with who gave how many', async () => {
    const shopper = await person();
    const [id] = await complaintsOf(shopper, 1);
    for (const [body, message] of [
      [{}, goodwill.reasonRequired],
      [{ reason: '   ' }, goodwill.reasonRequired],
      [{ reason: 'Sorry' }, goodwill.reasonShort],
      [{ reason: 'x'.repeat(201) }, goodwill.reasonLong],
    ] as const) {
      const res = await credit(id!, 20, ravi, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message,
      });
    }
    expect(await goodwillOf(shopper.userId)).toEqual([]);

    expect((await credit(id!, 20, meena, { reason: `  ${REASON}  ` })).statusCode).toBe(200);
    expect(await recordsOf(id!)).toEqual([
      expect.objectContaining({
        action: 'complaint.credited',
        actorId: meena.userId,
        actorPhone: meena.phone,
        before: { coinsCredited: 0 },
        after: { coinsCredited: 20, reason: REASON },
      }),
    ]);
    const activity = await app.inject({
      method: 'GET',
      url: `/api/ops/activity?subjectId=${id}`,
      headers: admin.headers,
    });
    expect(activity.json().activity).toEqual([
      expect.objectContaining({
        actor: { _id: meena.userId, phone: meena.phone },
        after: { coinsCredited: 20, reason: REASON },
      }),
    ]);
  });
});

describe('the daily cap per shopper', () => {
  it('holds when two members of staff credit two complaints of one shopper at once', async () => {
    for (let round = 0; round < 4; round++) {
      const shopper = await person();
      const [first, a, b] = await complaintsOf(shopper, 3);
      expect((await credit(first!, 120, admin)).statusCode).toBe(200);
      // 120 + 50 + 50 passes 200: whichever commits second finds the first counted.
      const [one, two] = await Promise.all([credit(a!, 50, ravi), credit(b!, 50, meena)]);
      const answers = [answer(one), answer(two)].sort((x, y) => x.statusCode - y.statusCode);
      expect(answers).toEqual([
        { statusCode: 200, body: expect.objectContaining({ message: says.credited(50) }) },
        refusal(409, 'CONFLICT', goodwill.dailyCap(30, 200)),
      ]);
      const ledger = await goodwillOf(shopper.userId);
      expect(ledger.map((r) => r.amount)).toEqual([50, 120]);
      const credited = [(await detail(a!)).complaint, (await detail(b!)).complaint];
      expect(credited.map((c) => c.coinsCredited).sort((x, y) => x - y)).toEqual([0, 50]);
    }
  });

  it('counts every complaint and giver of the store day, and starts again the next', async () => {
    const shopper = await person();
    const [a, b, c, d, e] = await complaintsOf(shopper, 5);
    expect((await detail(a!)).goodwill).toEqual({ adminAbove: 50, dailyCap: 200, leftToday: 200 });
    expect((await credit(a!, 120, admin)).statusCode).toBe(200);
    expect((await credit(b!, 50, ravi)).statusCode).toBe(200);
    expect(answer(await credit(c!, 40, meena))).toEqual(
      refusal(
        409,
        'CONFLICT',
        'This shopper can get only 30 Grocoins more today: goodwill is at most 200 a day per shopper.',
      ),
    );
    expect((await detail(c!)).complaint.coinsCredited).toBe(0);
    expect((await credit(c!, 30, meena)).statusCode).toBe(200);
    // A retry of a credit that reached the cap finds it given, not refused.
    expect((await credit(c!, 30, meena)).json().message).toBe(says.alreadyCredited(30));
    expect(answer(await credit(d!, 1, admin))).toEqual(
      refusal(409, 'CONFLICT', goodwill.dailyCap(0, 200)),
    );
    expect((await detail(d!)).goodwill.leftToday).toBe(0);

    // 00:05 on Tuesday in Bengaluru is still Monday in UTC: the store's day decides.
    clock.advance(new Date('2026-11-24T00:05:00+05:30').getTime() - clock.now().getTime());
    expect((await detail(d!)).goodwill.leftToday).toBe(200);
    expect((await credit(d!, 150, admin)).statusCode).toBe(200);
    expect((await credit(e!, 50, ravi)).statusCode).toBe(200);
    const ledger = await goodwillOf(shopper.userId);
    expect(ledger.reduce((sum, r) => sum + r.amount, 0)).toBe(400);
  });
});
