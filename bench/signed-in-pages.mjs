// The pages a signed-in shopper and the store's staff see, made ready for the page benchmarks:
// a shopper with a saved address, a cart of three items, a cash order and a table order open at
// the counter, and a member of staff for the console. Each page comes with the localStorage its
// browser starts with (docs/product/records.md#shopper-and-session: `authToken`, `user`; the
// cart under `cartItems`).
//
// The shop must take the bench's two numbers with a test code:
//   OTP_TEST_NUMBERS=7100000001:123456,7100000002:123456 npm start
// and the bench needs the shop's DATA_DIR (or DATABASE_URL) to make the staff member with
// `npm run user:role`, as orders.mjs does (BENCH_BEFORE_DATA_DIR: the before shop's).
// BENCH_SHOPPER, BENCH_STAFF and BENCH_OTP change the numbers and the code.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { keptSession } from './bench-sessions.mjs';

const shopperPhone = process.env.BENCH_SHOPPER ?? '7100000001';
const staffPhone = process.env.BENCH_STAFF ?? '7100000002';
const otp = process.env.BENCH_OTP ?? '123456';

async function call(base, path, { token, body, method = body ? 'POST' : 'GET' } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

const storageOf = (session, extra = {}) => ({
  authToken: session.token,
  user: JSON.stringify(session.userDetails),
  ...extra,
});

/**
 * `{ name: { path, storage, desktop? } }` for the cart with three items (not signed in),
 * checkout, My Account, an order's details, /payment (its table order) and the console's first
 * screen (desktop).
 */
export async function signedInPages(base, dataDir = process.env.DATA_DIR) {
  execFileSync('npm', ['run', '--silent', 'user:role', '--', staffPhone, 'staff'], {
    stdio: 'ignore',
    env: dataDir ? { ...process.env, DATA_DIR: dataDir } : process.env,
  });
  const shopper = await keptSession(base, shopperPhone, { otp });
  const staff = await keptSession(base, staffPhone, { otp });
  const token = shopper.token;
  const { items } = await call(base, '/api/items/all?availability=true');
  const three = items.filter((item) => !item.variants?.length && item.stock !== 0).slice(0, 3);
  const cart = Object.fromEntries(
    three.map((item) => [item._id, { ...item, quantity: 1, selectedVariant: null }]),
  );
  const saved = await call(base, '/api/addresses', { token });
  const address =
    saved.addresses?.[0] ??
    (
      await call(base, '/api/addresses/create', {
        token,
        body: { type: 'HOME', flat: 'Flat 4, Palm Grove', locality: 'Indiranagar', name: 'Meera' },
      })
    ).address;
  const line = three[0];
  const { order } = await call(base, '/api/orders/create', {
    token,
    body: {
      orderId: `ORD-${Date.now()}-${randomUUID().split('-')[0]}`,
      cartItems: [{ itemId: line._id, isVarient: false, variantName: null, quantity: 1 }],
      totalAmount: line.discountPrice || line.price,
      deliveryType: 'DELIVERY',
      paymentMethod: 'COD',
      redeemedCoins: 0,
      address: address._id,
    },
  });
  // The shopper's table order at the counter: /payment shows it with its QR.
  const current = await fetch(`${base}/api/table-orders/current`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (current.status === 404) {
    await call(base, '/api/table-orders', {
      token: staff.token,
      body: {
        phone: shopperPhone,
        dineInItems: [{ itemId: three[1]._id, quantity: 2 }],
        pickUpItems: [{ itemId: three[2]._id, quantity: 1 }],
        tableNo: '4',
      },
    });
  }
  const signedIn = storageOf(shopper);
  const withCart = storageOf(shopper, { cartItems: JSON.stringify(cart) });
  return {
    'cart-items': { path: '/cart', storage: { cartItems: JSON.stringify(cart) } },
    checkout: { path: '/checkout', storage: withCart },
    'my-account': { path: '/my-account', storage: signedIn },
    'order-details': { path: `/order-details?id=${order._id}`, storage: signedIn },
    payment: { path: '/payment', storage: signedIn },
    console: { path: '/ops', storage: storageOf(staff), desktop: true },
  };
}
