import { and, asc, eq, like } from 'drizzle-orm';
import type { Address, Subscription } from '@grofresh/contracts';
import { generateMilkRun } from '../src/flows/milk/milk-run';
import { coinTransactions } from '../src/modules/coins/coins.table';
import {
  milkDeliveries,
  milkRefunds,
  subscriptions,
} from '../src/modules/subscriptions/subscriptions.table';
import { setRole } from '../src/modules/users/users.service';
import { signInAs, type RecordingSender, type TestClock, type TestShop } from './harness';

/** Inside the demo store's dairy radius. */
export const STORE_POINT = { lat: 12.9719, lon: 77.6412 };

/** A subscription's address as its row keeps it, for fixtures written straight to the table. */
export const milkAddress = (name: string, flat: string, locality = 'Indiranagar'): Address => ({
  _id: '00000000-0000-4000-8000-000000000000',
  type: 'HOME',
  flat,
  floor: '',
  locality,
  landmark: '',
  city: 'Bengaluru',
  zip: '560038',
  name,
  phone: '9876500000',
});

export interface Person {
  userId: string;
  phone: string;
  headers: { authorization: string };
}

/**
 * Milk subscriptions for API tests, through the shop's own calls: shoppers who subscribe,
 * staff who confirm, approve and cancel, runs made as the tick makes them, and what the
 * database then holds of each bill's days, its coins and its refunds.
 */
export async function milkKit(
  shop: TestShop,
  sender: RecordingSender,
  clock: TestClock,
  firstPhone: number,
) {
  const { app, database } = shop;
  const { db } = database;
  let phone = firstPhone;

  const person = async (): Promise<Person> => {
    const number = String(phone++);
    return { ...(await signInAs(app, sender, number, `10.9.${phone % 250}.1`)), phone: number };
  };
  const staff = await person();
  await setRole(db, staff.phone, 'staff');

  /** A shopper with a saved address and a pending subscription made at the clock's now. */
  async function subscriber(plan: object = {}) {
    const who = await person();
    const address = await app.inject({
      method: 'POST',
      url: '/api/addresses/create',
      headers: who.headers,
      payload: {
        type: 'HOME',
        flat: '4 Temple Street',
        locality: 'Indiranagar',
        zip: '560038',
        name: 'Meera',
      },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: who.headers,
      payload: {
        productName: 'MILK',
        type: 'DAILY',
        address: address.json().address._id,
        quantity: 'ONE_LITRE',
        endDate: '2026-11-30',
        ...STORE_POINT,
        ...plan,
      },
    });
    if (res.statusCode !== 201) throw new Error(`create: ${res.body}`);
    return { ...who, id: (res.json().subscription as Subscription)._id };
  }

  /** Staff's change (PUT /api/ops/subscriptions/:id). */
  const staffChange = (id: string, payload: object, who: Person = staff) =>
    app.inject({
      method: 'PUT',
      url: `/api/ops/subscriptions/${id}`,
      headers: who.headers,
      payload,
    });
  /** Staff record cash against a subscription's bill (POST /api/ops/subscriptions/:id/payments). */
  const payCash = (id: string, amount: number) =>
    app.inject({
      method: 'POST',
      url: `/api/ops/subscriptions/${id}/payments`,
      headers: staff.headers,
      payload: { method: 'CASH', amount },
    });
  /** The shopper's change (PUT /api/subscription/update/:id). */
  const shopperChange = (who: Person, id: string, payload: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/subscription/update/${id}`,
      headers: who.headers,
      payload,
    });
  const mine = async (who: Person) =>
    (
      await app.inject({ method: 'GET', url: '/api/subscription/user', headers: who.headers })
    ).json() as Subscription[];

  /** The run of `date`, made as the tick makes it (at the clock's now). */
  const run = (date: string) => generateMilkRun(db, date, clock.now());

  /** Every day row of a subscription, by date. */
  const days = (id: string) =>
    db
      .select()
      .from(milkDeliveries)
      .where(eq(milkDeliveries.subscriptionId, id))
      .orderBy(asc(milkDeliveries.date), asc(milkDeliveries.billNo));
  /** Date → status of a subscription's days (one bill). */
  const fates = async (id: string) =>
    Object.fromEntries((await days(id)).map((d) => [d.date, d.status]));

  /** The milk rows of a subscription's ledger (every milk credit names it in its ref). */
  const milkLedger = (who: Person, id: string) =>
    db
      .select()
      .from(coinTransactions)
      .where(and(eq(coinTransactions.userId, who.userId), like(coinTransactions.ref, `%${id}%`)))
      .orderBy(asc(coinTransactions.createdAt));
  const coinsOf = async (who: Person) =>
    (
      await app.inject({ method: 'GET', url: '/api/coins/mine-coins', headers: who.headers })
    ).json() as { totalCoins: number; transactions: { description: string; amount: number }[] };

  const refundsOf = (id: string) =>
    db.select().from(milkRefunds).where(eq(milkRefunds.subscriptionId, id));
  const statusOf = async (id: string) =>
    (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.status;

  return {
    staff,
    person,
    subscriber,
    staffChange,
    payCash,
    shopperChange,
    mine,
    run,
    days,
    fates,
    milkLedger,
    coinsOf,
    refundsOf,
    statusOf,
  };
}
