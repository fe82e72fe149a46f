import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addStoreDays, storeDate, type BooksDay, type StaffOrder } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit } from '../../../test/order-kit';
import { setRole } from '../../modules/users/users.service';

// The books add up (docs/product/rules.md#books), whatever staff and shoppers do in whatever
// order: random days of orders, payments, refunds, cancellations and closings, checked against
// a model of every payment the API accepted.
const clock = new TestClock('2027-02-01T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({
  clock,
  sms: sender,
  env: { JWT_TTL_HOURS: String(24 * 365) },
});
const kit = await orderKit(app);
const as = async (phone: string, role?: 'staff' | 'admin') => {
  const who = await signInAs(app, sender, phone);
  if (role) await setRole(database.db, phone, role);
  return who;
};
const ravi = await as('9539200001', 'staff');
const owner = await as('9539200002', 'admin');
let shopperPhone = 9539300000;

type Who = { headers: { authorization: string } };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const paise = (rupees: number) => Math.round(rupees * 100);

const stepArbitrary = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('place' as const), cod: fc.boolean() }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      pick: fc.nat(),
      share: fc.double({ min: 0.05, max: 1, noNaN: true }),
      upi: fc.boolean(),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      pick: fc.nat(),
      share: fc.double({ min: 0.05, max: 1, noNaN: true }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('deliver' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('close' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('nextDay' as const) }), weight: 1 },
);

let reference = 900000000000;

describe('the books', () => {
  it("each day's entries are its payments less refunds; each bill's paid plus due is its total", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 3, maxLength: 12 }), async (steps) => {
        clock.advance(7 * 86_400_000); // a fresh week of store days for each run
        const asha = await as(String(shopperPhone++)); // a shopper keeps at most 20 addresses
        const docs: { id: string; total: number; cod: boolean; status: string }[] = [];
        const closed = new Set<string>();
        /** Signed paise the API accepted, by the store date it should be booked on. */
        const booked = new Map<string, number>();
        const received = new Map<string, number>();
        const open = () => {
          let date = storeDate(clock.now());
          while (closed.has(date)) date = addStoreDays(date, 1);
          return date;
        };
        const book = (id: string, signed: number) => {
          const date = open();
          booked.set(date, (booked.get(date) ?? 0) + signed);
          received.set(id, (received.get(id) ?? 0) + signed);
        };
        const state = async (id: string) =>
          ((await call('GET', `/ops/orders/${id}`, ravi)).json().order as StaffOrder).paymentState;

        for (const step of steps) {
          const doc = 'pick' in step && docs.length > 0 ? docs[step.pick % docs.length] : null;
          if (step.kind === 'place') {
            const order = await kit.place(asha, { paymentMethod: step.cod ? 'COD' : 'QR' });
            docs.push({
              id: order._id,
              total: paise(order.totalAmount),
              cod: step.cod,
              status: 'PENDING',
            });
          } else if (step.kind === 'pay' && doc) {
            const { due } = await state(doc.id);
            const amount = Math.max(1, Math.floor(paise(due) * step.share)) / 100;
            const body = step.upi
              ? { method: 'UPI', amount, reference: String(reference++) }
              : { method: 'CASH', amount };
            const res = await call('POST', `/ops/orders/${doc.id}/payments`, ravi, body);
            if (due > 0) expect(res.statusCode).toBe(201);
            else expect(res.statusCode).toBe(409);
            if (res.statusCode === 201) book(doc.id, paise(amount));
          } else if (step.kind === 'refund' && doc) {
            const held = received.get(doc.id) ?? 0;
            const amount = Math.max(1, Math.floor(held * step.share)) / 100;
            const body = { method: 'CASH', amount, kind: 'REFUND' };
            const res = await call('POST', `/ops/orders/${doc.id}/payments`, ravi, body);
            expect(res.statusCode).toBe(held > 0 ? 201 : 409);
            if (res.statusCode === 201) book(doc.id, -paise(amount));
          } else if (step.kind === 'cancel' && doc && doc.status !== 'DELIVERED') {
            const res = await call('PUT', `/orders/update/${doc.id}`, ravi, {
              status: 'CANCELLED',
              cancelReason: 'Out of stock',
            });
            expect(res.statusCode).toBe(200);
            doc.status = 'CANCELLED';
          } else if (step.kind === 'deliver' && doc && doc.status === 'PENDING') {
            const due = paise((await state(doc.id)).due);
            await call('PUT', `/orders/update/${doc.id}`, ravi, { status: 'ACCEPTED' });
            const res = await call('PUT', `/orders/update/${doc.id}`, ravi, {
              status: 'DELIVERED',
            });
            expect(res.statusCode).toBe(200);
            doc.status = 'DELIVERED';
            if (doc.cod && due > 0) book(doc.id, due);
          } else if (step.kind === 'close') {
            const date = storeDate(clock.now());
            const res = await call('POST', `/ops/books/${date}/close`, owner, { countedCash: 0 });
            expect(res.statusCode).toBe(closed.has(date) ? 409 : 200);
            closed.add(date);
          } else if (step.kind === 'nextDay') {
            clock.advance(86_400_000);
          }
        }

        for (const [date, signed] of booked) {
          const day: BooksDay = (await call('GET', `/ops/books/${date}`, ravi)).json();
          const sum = day.entries.reduce(
            (s, e) => s + (e.kind === 'PAYMENT' ? paise(e.amount) : -paise(e.amount)),
            0,
          );
          const methods = ['CASH', 'UPI', 'CARD'] as const;
          const receivedOf = methods.reduce((s, m) => s + paise(day.byMethod[m].received), 0);
          const refunds = Object.values(day.refunds).reduce((s, r) => s + paise(r), 0);
          expect(receivedOf - refunds).toBe(sum);
          expect(sum).toBe(signed);
        }
        for (const doc of docs) {
          const got = await state(doc.id);
          const held = received.get(doc.id) ?? 0;
          expect(paise(got.received)).toBe(held);
          if (doc.status === 'CANCELLED') {
            expect(got.due).toBe(0);
            expect(got.status).toBe(
              held > 0 ? 'REFUND_DUE' : got.entries.length > 0 ? 'REFUNDED' : 'UNPAID',
            );
          } else {
            expect(paise(got.received) + paise(got.due)).toBe(doc.total);
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});
