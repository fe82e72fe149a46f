import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { linePrice, newOrderId, toPaise, toRupees, type Item } from '@grofresh/contracts';

export interface Shopper {
  userId: string;
  headers: { authorization: string };
}

/**
 * Places real orders through POST /api/orders/create for tests that need some: a delivery
 * order of one plain item (COD unless told otherwise), priced as the server will price it.
 */
export async function orderKit(app: FastifyInstance) {
  // A kit's own count, so a file's order numbers are the same whatever ran before it in the
  // worker (the API's test files share their modules: vitest.config.ts).
  let sequence = 0;
  const items: Item[] = (
    await app.inject({ method: 'GET', url: '/api/items/all?availability=true' })
  ).json().items;
  const plain = items.find((i) => !i.isVarient && i.price >= 100)!;
  const unit = linePrice({
    price: toPaise(plain.price),
    discountPrice: toPaise(plain.discountPrice),
  });

  async function addressOf(who: Shopper, name = 'Asha Rao') {
    const res = await app.inject({
      method: 'POST',
      url: '/api/addresses/create',
      headers: who.headers,
      // A served pincode (the demo store's, docs/product/rules.md#delivery-area), no pin.
      payload: { type: 'HOME', flat: '12 Lake Road', locality: 'Indiranagar', zip: '560038', name },
    });
    return res.json().address as { _id: string };
  }

  async function place(
    who: Shopper,
    options: { quantity?: number; paymentMethod?: 'COD' | 'QR'; orderId?: string } = {},
  ) {
    const quantity = options.quantity ?? 1;
    const address = await addressOf(who);
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: who.headers,
      payload: {
        orderId: options.orderId ?? newOrderId(1795000000000 + sequence++, randomUUID()),
        cartItems: [{ itemId: plain._id, isVarient: false, variantName: null, quantity }],
        totalAmount: toRupees(unit * quantity),
        deliveryType: 'DELIVERY',
        paymentMethod: options.paymentMethod ?? 'COD',
        redeemedCoins: 0,
        address: address._id,
      },
    });
    if (res.statusCode !== 201) throw new Error(`orders/create: ${res.statusCode} ${res.body}`);
    return res.json().order as { _id: string; orderId: string; totalAmount: number };
  }

  return { plain, unit, place, addressOf };
}
