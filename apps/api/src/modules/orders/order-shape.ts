import {
  toRupees,
  type CardPayment,
  type Order,
  type OrderLine,
  type OrderListEntry,
  type OrderSummary,
} from '@grofresh/contracts';
import type { LineRow, NewLine, OrderRow } from './orders.service';

export const toOrderLine = (line: NewLine): OrderLine => ({
  itemId: { _id: line.itemId, name: line.name, image: line.image },
  name: line.name,
  image: line.image,
  quantity: line.quantity,
  price: toRupees(line.pricePaise),
  discountPrice: toRupees(line.discountPricePaise),
  variantName: line.variantName ?? null,
  lineTotal: toRupees(line.lineTotalPaise),
});

/** The estimate the order was given when it was placed. */
const estimateOf = (row: OrderRow): string | null => row.estimatedDeliveryAt?.toISOString() ?? null;

/** An order as it goes over the wire; `cardPayment` from payments.service (flows join them). */
export const toOrder = (
  row: OrderRow,
  lines: LineRow[],
  cardPayment: CardPayment | null,
): Order => ({
  _id: row.id,
  orderId: row.orderId,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  deliveryType: row.deliveryType,
  paymentMethod: row.paymentMethod,
  cartItems: lines.map(toOrderLine),
  subtotal: toRupees(row.subtotalPaise),
  redeemedCoins: row.redeemedCoins,
  earnedCoins: row.earnedCoins,
  totalAmount: toRupees(row.totalPaise),
  address: row.address ?? null,
  estimatedTimePickUp: row.pickUpAt?.toISOString() ?? null,
  estimatedTimeDelivery: estimateOf(row),
  cancelReason: row.cancelReason ?? null,
  assignedTo: row.assignedTo ?? null,
  outForDeliveryAt: row.outForDeliveryAt?.toISOString() ?? null,
  cardPayment,
});

export const toSummary = (row: OrderRow): OrderSummary => ({
  _id: row.id,
  orderId: row.orderId,
  status: row.status,
  totalAmount: toRupees(row.totalPaise),
  createdAt: row.createdAt.toISOString(),
  deliveryType: row.deliveryType,
});

/** An order as My Orders lists it, but for its payment state (the books' to give). */
export const toListEntry = (
  row: OrderRow,
  cardPayment: CardPayment | null,
): Omit<OrderListEntry, 'paymentState'> => ({
  ...toSummary(row),
  estimatedTimeDelivery: estimateOf(row),
  cardPayment,
});
