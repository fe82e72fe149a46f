import { describe, expect, it } from 'vitest';
import type { Address, MilkRun } from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { opsKit } from '../../../test/ops-kit';
import { findOrCreateUser } from '../../modules/users/users.service';
import { subscriptions } from '../../modules/subscriptions/subscriptions.table';

// Monday 23 Nov 2026, 16:00 in Bengaluru: Tuesday's run can be made.
const clock = new TestClock('2026-11-23T16:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { db } = shop.database;
const { ops } = await opsKit(shop, sender, '95300000');

const TOMORROW = '2026-11-24';
let nextPhone = 9530100000;

const address = (name: string, landmark: string): Address => ({
  _id: '00000000-0000-4000-8000-000000000000',
  type: 'HOME',
  flat: 'Flat 12',
  floor: '',
  locality: 'Indiranagar',
  landmark,
  city: 'Bengaluru',
  zip: '560038',
  name,
  phone: '9876500000',
});

/** An active daily half litre from tomorrow to the address (the fixtures skip the API). */
async function subscribe(name: string, landmark: string) {
  const userId = (await findOrCreateUser(db, String(nextPhone++))).id;
  await db.insert(subscriptions).values({
    userId,
    productName: 'MILK',
    status: 'ACTIVE',
    type: 'DAILY',
    address: address(name, landmark),
    quantity: 'HALF_LITRE',
    pricePaise: 3200,
    startDate: TOMORROW,
    endDate: '2026-11-30',
    deliveryDays: 7,
    amountDuePaise: 7 * 3200,
    createdAt: clock.now(),
    updatedAt: clock.now(),
  });
}

describe('a landmark on the milk route sheet', () => {
  it('reads "Near …" once, whether or not the shopper wrote "Near" themselves', async () => {
    await subscribe('Asha', 'CMH Hospital');
    await subscribe('Meera', 'Near CMH Hospital');
    await subscribe('Ravi', 'Opp. Metro station');
    expect((await ops('POST', `/milk-runs/${TOMORROW}/generate`)).statusCode).toBe(200);
    const run = (await ops('GET', `/milk-runs/${TOMORROW}`)).json() as MilkRun;
    const addressOf = (name: string) => run.deliveries.find((d) => d.name === name)!.address;
    expect(addressOf('Asha')).toBe('Flat 12, Indiranagar, Near CMH Hospital, Bengaluru 560038');
    expect(addressOf('Meera')).toBe('Flat 12, Indiranagar, Near CMH Hospital, Bengaluru 560038');
    expect(addressOf('Ravi')).toBe('Flat 12, Indiranagar, Opp. Metro station, Bengaluru 560038');
  });
});
