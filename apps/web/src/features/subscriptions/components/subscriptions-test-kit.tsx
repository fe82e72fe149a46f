import { vi } from 'vitest';
import type { StoreConfig, Subscription } from '@grofresh/contracts';
import { saveSession } from '@/lib/session';
import { homeAddress } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import type { ShopInputs, ShopperLocation } from '../shop-inputs';
import { SubscriptionsTab } from './subscriptions-tab';

/** 23 Nov 2026 (a Monday) at the store: inside and just outside the 10 AM – 3 PM window. */
export const ELEVEN_AM = '2026-11-23T11:00:00+05:30';
export const BEFORE_TEN = '2026-11-23T09:59:59+05:30';
export const storeTime = (now: string) => ({ body: { now } });

export const here: ShopperLocation = { status: 'eligible', coords: { lat: 12.97, lon: 77.64 } };

export const config: StoreConfig = {
  milkPriceSubscription: { '1_litre': 64, half_litre: 32 },
  store: {
    name: 'GroFresh',
    phone: '9876500000',
    whatsapp: '9876500000',
    lat: 12.97,
    lon: 77.64,
    radiusKm: 6,
    upiId: 'grofresh@okaxis',
    upiName: 'GroFresh Stores',
    address: '1 MG Road, Bengaluru',
    pickUpHours: { opens: '08:00', closes: '21:00' },
  },
};

/** A Daily litre a day from 24 Nov to 24 Dec 2026: 31 days at ₹64. */
export const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  _id: 'sub-1',
  productName: 'MILK',
  status: 'ACTIVE',
  type: 'DAILY',
  address: homeAddress,
  quantity: '1_litre',
  startDate: '2026-11-24',
  endDate: '2026-12-24',
  includedDates: [],
  excludedDates: [],
  skippedDates: [],
  quantityChanges: [],
  pricePerDay: 64,
  deliveryDays: 31,
  amountDue: 1984,
  paidAt: '2026-11-23T06:00:00.000Z',
  billNo: 1,
  createdAt: '2026-11-23T05:00:00.000Z',
  ...overrides,
});

export function renderTab(inputs: Partial<ShopInputs> = {}) {
  saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } });
  const onCheckLocation = vi.fn();
  const view = renderPage(
    <SubscriptionsTab
      location={here}
      onCheckLocation={onCheckLocation}
      addresses={[homeAddress]}
      describeAddress={(a) => `${a.flat}, ${a.locality}`}
      config={config}
      {...inputs}
    />,
    { path: '/my-account?tab=subscriptions', route: '/my-account' },
  );
  return { ...view, onCheckLocation };
}
