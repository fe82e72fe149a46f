import type { TableOrder } from '@grofresh/contracts';

/**
 * Token T-017 at table 4: dine-in 2 × Masala Dosa (₹80) and 1 × Filter Coffee · Large (₹45),
 * pick-up 1 × Toned Milk · 1 L (₹56). Totals ₹205.00, ₹56.00, ₹261.00.
 */
export const tableOrder: TableOrder = {
  _id: 'tord-1',
  token: 'T-017',
  tableNo: '4',
  status: 'PENDING',
  cartItems: [
    {
      _id: 'line-dosa',
      quantity: 2,
      variantName: null,
      itemId: { _id: 'item-dosa', name: 'Masala Dosa', image: '/media/dosa.png', price: 80 },
      lineTotal: 160,
    },
    {
      _id: 'line-coffee',
      quantity: 1,
      variantName: 'Large',
      itemId: { _id: 'item-coffee', name: 'Filter Coffee', image: '/media/coffee.png', price: 45 },
      lineTotal: 45,
    },
  ],
  pickUpCartItems: [
    {
      _id: 'line-milk',
      quantity: 1,
      variantName: '1 L',
      itemId: { _id: 'item-milk', name: 'Toned Milk', image: '/media/milk.png', price: 56 },
      lineTotal: 56,
    },
  ],
  dineInTotal: 205,
  pickUpTotal: 56,
  totalAmount: 261,
  qrImageUrl: 'data:image/png;base64,iVBORw0KGgo=',
  upiLink: 'upi://pay?pa=grofresh%40okaxis&pn=GroFresh&am=261.00&cu=INR&tr=20261123T-017',
  paidBy: null,
  completedAt: null,
  earnedCoins: 2,
  createdAt: '2026-11-23T04:35:00.000Z',
  updatedAt: '2026-11-23T04:35:00.000Z',
};
