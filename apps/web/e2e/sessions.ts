import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_OTP } from './accounts';
import { shopDataDir, shopsOf, shopUrl } from './shops';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * This worker's three milk shops on one database (shops.ts): one whose clock starts at 11:00
 * today store time, inside the 10 AM – 3 PM window, one at 15:30, after it, and one at 07:00
 * tomorrow, the morning of the run made after the window.
 */
export const milkShops = {
  port: () => shopsOf().milk,
  morning: () => shopUrl(shopsOf().milk),
  afternoon: () => shopUrl(shopsOf().milkLate),
  nextMorning: () => shopUrl(shopsOf().milkNextDay),
};

export interface Session {
  token: string;
  userDetails: { _id: string; phone: string; role: string };
}

/** Signs a number in through the API (send-otp, verify-otp, user/create) with the test code. */
export async function signInByApi(request: APIRequestContext, phone: string): Promise<Session> {
  const ask = () => request.post('/api/auth/send-otp', { data: { phoneNumber: phone } });
  let sent = await ask();
  // A journey run again at once (a retry) asks within the shop's 30 s between codes: it waits
  // as a shopper would, as long as the shop says.
  const wait = Number(sent.headers()['retry-after']);
  if (sent.status() === 429 && wait <= 60) {
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    sent = await ask();
  }
  expect(sent.status()).toBe(200);
  const { session_id } = (await sent.json()) as { session_id: string };
  const verified = await request.post('/api/auth/verify-otp', {
    data: { session_id, otp: E2E_OTP },
  });
  expect(verified.status()).toBe(200);
  const created = await request.post('/api/user/create', { data: { phone, session_id } });
  expect(created.status()).toBe(200);
  return (await created.json()) as Session;
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/**
 * The shop keeps the session where sign-in leaves it: authToken and user
 * (docs/product/records.md#shopper-and-session).
 */
export async function useSessionIn(page: Page, session: Session) {
  await page.evaluate((s) => {
    localStorage.setItem('authToken', s.token);
    localStorage.setItem('user', JSON.stringify(s.userDetails));
  }, session);
}

/** `npm run user:role`, as a store owner runs it, on this worker's shop (or the one on `port`). */
export async function grantRole(
  phone: string,
  role: 'customer' | 'rider' | 'staff' | 'admin',
  port = shopsOf().main,
) {
  await promisify(execFile)('npm', ['run', 'user:role', '--', phone, role], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: shopDataDir(port) },
  });
}

/** A delivery order of one Green Apple, placed through the API as the shop's checkout does. */
export async function placeOrder(request: APIRequestContext, shopper: Session) {
  const { items } = (await (await request.get('/api/items/all?availability=true')).json()) as {
    items: { _id: string; name: string; price: number; discountPrice: number }[];
  };
  const apple = items.find((i) => i.name === 'Green Apple')!;
  const address = await request.post('/api/addresses/create', {
    headers: bearer(shopper),
    data: {
      type: 'HOME',
      flat: 'Flat 4, Palm Grove',
      locality: 'Indiranagar',
      zip: '560038',
      name: 'Meera',
    },
  });
  const placed = await request.post('/api/orders/create', {
    headers: bearer(shopper),
    data: {
      orderId: `ORD-${Date.now()}-${crypto.randomUUID().split('-')[0]}`,
      cartItems: [{ itemId: apple._id, isVarient: false, variantName: null, quantity: 1 }],
      totalAmount: apple.discountPrice || apple.price,
      deliveryType: 'DELIVERY',
      paymentMethod: 'COD',
      redeemedCoins: 0,
      address: ((await address.json()) as { address: { _id: string } }).address._id,
    },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { order: { _id: string; orderId: string } }).order;
}
