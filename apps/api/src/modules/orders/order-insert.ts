import { randomUUID } from 'node:crypto';
import type { Order, OrderStatus } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { EVENTS_CHANNEL, type ShopEvent } from '../../lib/events';
import { runTogether, statement, step, type Step } from '../../lib/statement';
import { estimatedDelivery } from './delivery-estimate';
import type { NewLine, NewOrder, OrderRow } from './orders.service';
import { toOrder } from './order-shape';

/** What placing an order (orders/create or a card payment) stores; the rest is the table's. */
export type PlacedOrderFields = Pick<
  NewOrder,
  | 'id'
  | 'orderId'
  | 'userId'
  | 'deliveryType'
  | 'paymentMethod'
  | 'subtotalPaise'
  | 'redeemedCoins'
  | 'earnedCoins'
  | 'totalPaise'
  | 'address'
  | 'pickUpAt'
  | 'fingerprint'
  | 'createdAt'
  | 'updatedAt'
>;

/**
 * The order, its lines (one array per column, unnested) and its announcement, in one
 * statement: every order waits for each round trip while it holds its connection. The lines
 * name an order inserted by the same statement; their foreign key is checked when the
 * statement ends, with the order in place. The NOTIFY is delivered only if the order commits.
 */
const insertPlaced = statement<{ status: OrderStatus }>(
  'insert_placed_order',
  `with saved_lines as (
     insert into order_lines (order_id, position, item_id, name, image, variant_name,
       price_paise, discount_price_paise, quantity, line_total_paise)
     select $1::uuid, l.* from unnest($2::smallint[], $3::uuid[], $4::text[], $5::text[],
       $6::text[], $7::integer[], $8::integer[], $9::integer[], $10::integer[]) as l
   )
   insert into orders (id, order_id, user_id, delivery_type, payment_method, subtotal_paise,
     redeemed_coins, earned_coins, total_paise, address, pick_up_at, estimated_delivery_at,
     fingerprint, created_at, updated_at)
   values ($1, $11, $12, $13, $14, $15, $16, $17, $18, $19::jsonb, $20, $21, $22, $23, $24)
   returning status, pg_notify('${EVENTS_CHANNEL}', $25)`,
);

/**
 * Stores a placed order and its lines and announces it (order.created), in one statement, for
 * orders/create and card-paid orders alike. Its delivery estimate is fixed here, from when and
 * how it was placed.
 */
export async function insertOrder(
  tx: DbOrTx,
  order: PlacedOrderFields,
  lines: NewLine[],
): Promise<Order> {
  const [placed] = await runTogether(tx, orderInsert(order, lines));
  return placed;
}

/** `insertOrder` as a step, to be sent with the sale of its stock (`runTogether`). */
export function orderInsert(order: PlacedOrderFields, lines: NewLine[]): Step<Order> {
  const estimatedDeliveryAt = estimatedDelivery({
    deliveryType: order.deliveryType,
    placedAt: order.createdAt,
    pickUpAt: order.pickUpAt ?? null,
  });
  // Chosen here so that the lines can name their order in the same statement.
  const id = order.id ?? randomUUID();
  const event: ShopEvent = { type: 'order.created', id, userId: order.userId };
  const column = <K extends keyof NewLine>(key: K) => lines.map((line) => line[key] ?? null);
  const values = [
    id,
    column('position'),
    column('itemId'),
    column('name'),
    column('image'),
    column('variantName'),
    column('pricePaise'),
    column('discountPricePaise'),
    column('quantity'),
    column('lineTotalPaise'),
    order.orderId,
    order.userId,
    order.deliveryType,
    order.paymentMethod,
    order.subtotalPaise,
    order.redeemedCoins ?? 0,
    order.earnedCoins ?? 0,
    order.totalPaise,
    order.address ?? null,
    order.pickUpAt ?? null,
    estimatedDeliveryAt,
    order.fingerprint,
    order.createdAt,
    order.updatedAt,
    JSON.stringify(event),
  ];
  return step(insertPlaced, values, ([saved]) => {
    const row: OrderRow = {
      ...order,
      id,
      status: saved!.status,
      redeemedCoins: order.redeemedCoins ?? 0,
      earnedCoins: order.earnedCoins ?? 0,
      address: order.address ?? null,
      pickUpAt: order.pickUpAt ?? null,
      estimatedDeliveryAt,
      cancelReason: null,
      assignedTo: null,
      riderId: null,
      outForDeliveryAt: null,
    };
    const savedLines = lines.map((line) => ({
      ...line,
      orderId: id,
      variantName: line.variantName ?? null,
    }));
    // Just placed: a card order's payment is read with the order (flows/orders/shopper-orders.ts).
    return toOrder(row, savedLines, null);
  });
}
