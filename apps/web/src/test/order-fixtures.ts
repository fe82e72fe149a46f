import type { Address, Order, OrderSummary, SavedAddress } from '@grofresh/contracts';

export const homeAddress: Address = {
  _id: 'addr-home',
  type: 'HOME',
  flat: '12 Lake View Apartments',
  floor: '2',
  locality: 'Indiranagar',
  landmark: '',
  city: 'Bengaluru',
  zip: '560038',
  name: 'Asha Rao',
  phone: '9876543210',
};

/** The same address as the address book answers it: inside the store's delivery area. */
export const savedHomeAddress: SavedAddress = { ...homeAddress, deliverable: true };

/** A delivery order of 2 × Green Apple at ₹130, placed 23 Nov 2026 at 10:05 IST. */
export const placedOrder: Order = {
  _id: 'order-1',
  orderId: 'ORD-1795408500000-1a2b3c4d',
  status: 'PENDING',
  createdAt: '2026-11-23T04:35:00.000Z',
  deliveryType: 'DELIVERY',
  paymentMethod: 'COD',
  cartItems: [
    {
      itemId: { _id: 'item-apple', name: 'Green Apple', image: '/media/emoji/green-apple.svg' },
      name: 'Green Apple',
      image: '/media/emoji/green-apple.svg',
      quantity: 2,
      price: 130,
      discountPrice: 0,
      variantName: null,
      lineTotal: 260,
    },
  ],
  subtotal: 260,
  redeemedCoins: 0,
  earnedCoins: 2,
  totalAmount: 260,
  address: homeAddress,
  estimatedTimePickUp: null,
  estimatedTimeDelivery: null,
  cancelReason: null,
  assignedTo: null,
  cardPayment: null,
};

export const summaryOf = (order: Order): OrderSummary => ({
  _id: order._id,
  orderId: order.orderId,
  status: order.status,
  totalAmount: order.totalAmount,
  createdAt: order.createdAt,
  deliveryType: order.deliveryType,
});
