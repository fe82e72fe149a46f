import { describe, expect, it } from 'vitest';
import { createTestShop, RecordingSender, signInAs, TestClock } from './harness';
import { orderKit } from './order-kit';

const clock = new TestClock('2026-11-23T10:00:00+05:30');
const sender = new RecordingSender();
const { app } = await createTestShop({ clock, sms: sender });
const asha = await signInAs(app, sender, '9810000071');
const kit = await orderKit(app);
const order = await kit.place(asha);
const address = await kit.addressOf(asha);

/** A message a shopper reads: a sentence, and nothing of the request's insides. */
const SENTENCE = /^[A-Z][^()]*[.!?]$/;
const INSIDES = /body|query|params|expected|received|Invalid input|Invalid option|Too (small|big)/;

type Call = [method: 'POST' | 'PUT', url: string, payload: unknown];

/** The shopper's calls that check what they are sent, each with a bad body and its sentence. */
const badBodies: [what: string, call: Call, sentence: string][] = [
  [
    'a cancellation without a reason',
    ['PUT', `/orders/update/${order._id}`, { status: 'CANCELLED' }],
    'Please give a reason for cancelling the order.',
  ],
  [
    'a cancellation with a reason not on the list',
    ['PUT', `/orders/update/${order._id}`, { status: 'CANCELLED', cancelReason: 'Because' }],
    'Please pick a reason from the list.',
  ],
  [
    'an empty complaint',
    ['POST', '/complaint/create', {}],
    'Choose what the complaint is about: delivery, payment, product or other.',
  ],
  [
    'a complaint with blanks',
    ['POST', '/complaint/create', { category: 'PRODUCT', subject: '', description: '' }],
    'Please give your complaint a subject.',
  ],
  ['an empty address', ['POST', '/addresses/create', {}], 'Choose Home, Work, Hotel or Other.'],
  [
    'an address without a name',
    ['POST', '/addresses/create', { type: 'HOME', flat: '12 Lake Road', locality: 'Indiranagar' }],
    'Please fill in every required field.',
  ],
  [
    'a milk plan without a quantity',
    [
      'POST',
      '/subscription/create',
      {
        productName: 'MILK',
        type: 'DAILY',
        address: address._id,
        endDate: '2026-12-31',
        lat: 12.975,
        lon: 77.64,
      },
    ],
    'Please select Quantity.',
  ],
  ['an empty order', ['POST', '/orders/create', {}], 'Please fill in every required field.'],
  [
    'an order of no items',
    [
      'POST',
      '/orders/create',
      {
        orderId: 'ORD-1795000000000-0000abcd',
        cartItems: [],
        totalAmount: 0,
        deliveryType: 'DELIVERY',
        paymentMethod: 'COD',
      },
    ],
    'Your cart is empty.',
  ],
  [
    'an order of a line quantity of text',
    [
      'POST',
      '/orders/create',
      {
        orderId: 'ORD-1795000000000-0000abcd',
        cartItems: [{ itemId: kit.plain._id, quantity: 'two' }],
        totalAmount: 10,
        deliveryType: 'DELIVERY',
        paymentMethod: 'COD',
      },
    ],
    'Please enter a number.',
  ],
  [
    'an order with a delivery type that is not offered',
    [
      'POST',
      '/orders/create',
      {
        orderId: 'ORD-1795000000000-0000abcd',
        cartItems: [{ itemId: kit.plain._id, quantity: 1 }],
        totalAmount: 10,
        deliveryType: 'DRONE',
        paymentMethod: 'COD',
      },
    ],
    'Please choose one of the options offered.',
  ],
  [
    'a profile with a bad email',
    ['PUT', `/user/update/${asha.userId}`, { email: 'asha@' }],
    'Enter a valid email address, like name@example.com.',
  ],
  [
    'a sign-in with a short number',
    ['POST', '/auth/send-otp', { phoneNumber: '98100' }],
    'Enter a valid 10-digit mobile number.',
  ],
];

describe('validation messages a shopper can meet', () => {
  it.each(badBodies)(
    '%s answers in a sentence',
    async (_what, [method, url, payload], sentence) => {
      const res = await app.inject({
        method,
        url: `/api${url}`,
        payload: payload as object,
        headers: asha.headers,
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.message).toBe(sentence);
      // Each field's sentence stays in the details, with its field, for the form to show.
      const fields = (body.details?.fields ?? []) as { field: string; message: string }[];
      expect(fields.length).toBeGreaterThan(0);
      for (const { field, message } of [...fields, { field: 'message', message: body.message }]) {
        expect(field).toEqual(expect.any(String));
        expect(message).toMatch(SENTENCE);
        expect(message).not.toMatch(INSIDES);
      }
    },
  );
});
