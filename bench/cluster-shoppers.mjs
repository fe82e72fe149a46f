// What the soak and fault benchmarks' shoppers do (cluster.mjs): sign in through the real
// calls, browse, search and order, and afterwards ask for every order the shop acknowledged.
import { randomUUID } from 'node:crypto';

/** The code every bench number signs in with (OTP_TEST_NUMBERS). */
export const OTP = '123456';

/** Signs a shopper in and gives them an address; `from` is their own client address. */
export async function shopper(request, phone, i) {
  const from = `10.7.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  for (;;) {
    const sent = await request('sign in', '/api/auth/send-otp', {
      body: { phoneNumber: phone },
      from,
    });
    if (sent.status !== 200) {
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    const { session_id } = sent.body;
    await request('sign in', '/api/auth/verify-otp', { body: { session_id, otp: OTP }, from });
    const made = await request('sign in', '/api/user/create', {
      body: { phone, session_id },
      from,
    });
    if (made.status !== 200) continue;
    const { token } = made.body;
    const address = await request('address', '/api/addresses/create', {
      token,
      from,
      body: {
        type: 'HOME',
        flat: `${i} Lake Road`,
        locality: 'Indiranagar',
        name: 'Bench Shopper',
      },
    });
    return { token, from, address: address.body?.address?._id };
  }
}

/** A COD order of one non-dairy item at today's price; resolves the orderId if acknowledged. */
export async function placeOrder(request, who, item) {
  const orderId = `ORD-${Date.now()}-${randomUUID().split('-')[0]}`;
  const price = Math.round((item.discountPrice > 0 ? item.discountPrice : item.price) * 100) / 100;
  const placed = await request('place order', '/api/orders/create', {
    token: who.token,
    from: who.from,
    body: {
      orderId,
      cartItems: [{ itemId: item._id, isVarient: false, variantName: null, quantity: 1 }],
      totalAmount: price,
      deliveryType: 'DELIVERY',
      paymentMethod: 'COD',
      redeemedCoins: 0,
      address: who.address,
    },
  });
  return placed.status === 201 || placed.status === 200 ? orderId : undefined;
}

/** The acknowledged orders the shop cannot find now, each asked for by its own shopper. */
export async function missingOrders(request, acked) {
  const missing = [];
  for (let i = 0; i < acked.length; i += 25) {
    await Promise.all(
      acked.slice(i, i + 25).map(async ({ orderId, who }) => {
        const found = await request('verify', `/api/orders/${orderId}`, {
          token: who.token,
          from: who.from,
        });
        if (found.status !== 200) missing.push(`${orderId}: ${found.status}`);
      }),
    );
  }
  return missing;
}

const TERMS = ['paneer', 'pan', 'panner', 'milk', 'rice', 'tomato', 'atta', 'oil', 'dal', 'apple'];

/** One shopper's visit, again and again until `until`: browse, search, and now and then order. */
export async function shopUntil(cluster, who, until, acked, orderEvery = 3) {
  const { request, categories, orderable } = cluster;
  for (let round = 0; Date.now() < until; round++) {
    const category = categories[round % categories.length];
    await request('home items', '/api/items/all?availability=true&limit=1000', { from: who.from });
    await request(
      'category page',
      `/api/items/all?availability=true&categoryId=${category._id}&limit=500`,
      { from: who.from },
    );
    const term = TERMS[(round + who.from.length) % TERMS.length];
    await request('search', `/api/items/all?availability=true&name=${term}`, { from: who.from });
    if (round % orderEvery === 0) {
      const item = orderable[(round * 7 + acked.length) % orderable.length];
      const orderId = await placeOrder(request, who, item);
      if (orderId) acked.push({ orderId, who });
      await request('my orders', '/api/orders/all-user', { token: who.token, from: who.from });
    }
  }
}
