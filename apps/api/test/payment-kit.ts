import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { newOrderId, toRupees, type PaymentClient } from '@grofresh/contracts';
import { coinTransactions } from '../src/modules/coins/coins.table';
import { orders } from '../src/modules/orders/orders.table';
import { encrypt } from '../src/modules/payments/gateway/cipher';
import { encodeParams, gatewayAmount } from '../src/modules/payments/gateway/protocol';
import { paymentAttempts } from '../src/modules/payments/payments.table';
import { payAtSimulator, type SimulatorOutcome } from './gateway-kit';
import { signInAs, type RecordingSender, type TestShop } from './harness';
import { orderKit, type Shopper } from './order-kit';

/**
 * Online payments for API tests: shoppers with coins, initiation bodies priced as the server
 * prices them, the gateway stand-in driven like a browser, callbacks built by hand (for the
 * ones the real gateway would never send) and what the database then holds.
 */
export async function paymentKit(shop: TestShop, sender: RecordingSender, firstPhone: number) {
  const { app, database, config } = shop;
  const kit = await orderKit(app);
  let phone = firstPhone;
  // The kit's own count, as orderKit's.
  let sequence = 0;

  const shopper = async (coins = 0): Promise<Shopper & { phone: string }> => {
    const number = String(phone++);
    const who = { ...(await signInAs(app, sender, number)), phone: number };
    if (coins > 0) await giveCoins(who, coins);
    return who;
  };

  const giveCoins = (who: Shopper, amount: number) =>
    database.db.insert(coinTransactions).values({
      userId: who.userId,
      amount,
      kind: 'ADJUSTMENT',
      ref: `test:${randomUUID()}`,
      description: 'Welcome bonus',
      createdAt: new Date(),
    });

  const balance = async (who: Shopper) =>
    (await app.inject({ method: 'GET', url: '/api/coins/mine-coins', headers: who.headers })).json()
      .totalCoins as number;

  const orderId = () => newOrderId(1796000000000 + sequence++, randomUUID());

  /** `orders/create`'s payload for online payment plus `amount` and `mobile_no`. */
  async function body(who: Shopper, options: { quantity?: number; coins?: number } = {}) {
    const quantity = options.quantity ?? 2;
    const coins = options.coins ?? 0;
    const address = await kit.addressOf(who);
    const total = toRupees(kit.unit * quantity - coins * 100);
    return {
      orderId: orderId(),
      cartItems: [{ itemId: kit.plain._id, isVarient: false, variantName: null, quantity }],
      totalAmount: total,
      amount: total,
      deliveryType: 'DELIVERY' as const,
      paymentMethod: 'CCAVENUE' as const,
      redeemedCoins: coins,
      address: address._id,
      mobile_no: '9123456789',
    };
  }

  const initiate = (who: Shopper, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/ccAvenue/web',
      headers: who.headers,
      payload,
    });

  /** Initiates (200 expected) and returns the answer. */
  async function started(who: Shopper, payload: object) {
    const res = await initiate(who, payload);
    if (res.statusCode !== 200) throw new Error(`initiate: ${res.statusCode} ${res.body}`);
    return res.json() as { accessCode: string; encRequest: string; ccavenueUrl: string };
  }

  /** The gateway's form post to the shop's callback (a stand-in's return form as it is). */
  const callback = (form: object, client: PaymentClient = 'web') =>
    app.inject({
      method: 'POST',
      url: `/api/payments/ccAvenue/callback/${client}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        Object.entries(form).filter(
          (e): e is [string, string] => e[0] !== 'action' && typeof e[1] === 'string',
        ),
      ).toString(),
    });

  /** Pays (or fails, or cancels) at the stand-in and returns the form it posts back. */
  async function atGateway(who: Shopper, payload: object, outcome: SimulatorOutcome) {
    const answer = await started(who, payload);
    const back = await payAtSimulator(app, { ...answer, outcome });
    return { answer, form: { encResp: back.encResp, orderNo: back.orderNo }, back };
  }

  /** A response the gateway never sent, encrypted with the shop's working key. */
  function handMade(fields: {
    orderId: string;
    amountPaise: number;
    status?: string;
    currency?: string;
  }) {
    const text = encodeParams({
      order_id: fields.orderId,
      tracking_id: '310011223344',
      bank_ref_no: '1234567890',
      order_status: fields.status ?? 'Success',
      payment_mode: 'Credit Card',
      status_message: 'Transaction Successful',
      currency: fields.currency ?? 'INR',
      amount: gatewayAmount(fields.amountPaise),
    });
    return { encResp: encrypt(text, config.ccavenue.workingKey), orderNo: fields.orderId };
  }

  const attemptOf = async (orderId: string) =>
    (
      await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId))
    )[0];

  const ordersNumbered = (orderId: string) =>
    database.db.select().from(orders).where(eq(orders.orderId, orderId));

  const ledgerOf = (who: Shopper) =>
    database.db.select().from(coinTransactions).where(eq(coinTransactions.userId, who.userId));

  const placeOrder = (who: Shopper, payload: Record<string, unknown>) => {
    const { amount: _amount, mobile_no: _mobile, ...order } = payload;
    return app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: who.headers,
      payload: order,
    });
  };

  return {
    kit,
    shopper,
    giveCoins,
    balance,
    orderId,
    body,
    initiate,
    started,
    callback,
    atGateway,
    handMade,
    attemptOf,
    ordersNumbered,
    ledgerOf,
    placeOrder,
  };
}

export type PaymentKit = Awaited<ReturnType<typeof paymentKit>>;
