import type { MilkRunDelivery, RiderOrder, RiderToday } from '@grofresh/contracts';
import { homeAddress } from '@/test/order-fixtures';

/** A cash-on-delivery order of ₹260 given to the rider, to a pinned address. */
export const codOrder: RiderOrder = {
  _id: 'o1',
  orderId: 'ORD-1',
  status: 'ACCEPTED',
  paymentMethod: 'COD',
  address: { ...homeAddress, location: { lat: 12.97, lon: 77.64 } },
  phone: '9876543210',
  items: [{ name: 'Green Apple', variantName: null, quantity: 2 }],
  totalAmount: 260,
  collect: 260,
  outForDeliveryAt: null,
};

const stop = (id: string, name: string, address: string): MilkRunDelivery => ({
  _id: id,
  subscriptionId: `s-${id}`,
  date: '2026-11-23',
  name,
  phone: '9000000001',
  address,
  locality: 'Indiranagar',
  quantity: 'ONE_LITRE',
  amount: 58,
  status: 'SCHEDULED',
  coins: 0,
  markedAt: null,
  missedReason: null,
});

export const riderToday: RiderToday = {
  orders: [codOrder],
  milk: {
    date: '2026-11-23',
    deliveries: [
      stop('m1', 'Meera', 'A-101, Lake View, Indiranagar'),
      stop('m2', 'Kiran', 'B-202, Lake View, Indiranagar'),
    ],
  },
};
