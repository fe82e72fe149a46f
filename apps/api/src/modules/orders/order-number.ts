import type { OrderRefused } from '@grofresh/contracts';
import { statement, step, type Step } from '../../lib/statement';

/** A saved address's row, its columns named as the addresses module's rows (its `toAddress`). */
export type AddressColumns = Record<string, unknown>;

/** Who holds an order number, and what placing an order under it reads with that. */
export interface NumberClaims {
  /** The order placed under the number, if any. */
  order: { userId: string; fingerprint: string } | null;
  /** The online payment that took the number, if any; `refused`: why its order was refused. */
  payment: { userId: string; refused: OrderRefused | null } | null;
  /** Whether an admin has set the store up (nothing is sold before). */
  storeSetUp: boolean;
  /** The shopper's own address the order names, if it is theirs. */
  address: AddressColumns | null;
}

const addressColumns = [
  'id',
  'userId',
  'type',
  'flat',
  'floor',
  'locality',
  'landmark',
  'city',
  'zip',
  'name',
  'phone',
  'lat',
  'lon',
  'createdAt',
  'updatedAt',
] as const;

/**
 * The number's claims, the shopper's address ($3, null for none) and whether the store is set
 * up, in one round trip (bench/results/orders.md): orders, with the payments, addresses and
 * store modules' tables read through joins. Read after the locks, in a later statement than
 * theirs (a statement's snapshot is taken before it waits on a lock).
 */
const claimsOf = statement<
  {
    existing_user: string | null;
    existing_fingerprint: string | null;
    payer: string | null;
    payer_refused: OrderRefused | null;
    store_set_up: boolean;
  } & Record<(typeof addressColumns)[number], unknown>
>(
  'order_number_claims',
  `select o.user_id as existing_user, o.fingerprint as existing_fingerprint, p.user_id as payer,
     p.order_refused as payer_refused,
     exists (select 1 from store_settings) as store_set_up,
     a.id, a.user_id as "userId", a.type, a.flat, a.floor, a.locality, a.landmark, a.city,
     a.zip, a.name, a.phone, a.lat, a.lon, a.created_at as "createdAt", a.updated_at as "updatedAt"
   from (select 1) as asked
   left join orders o on o.order_id = $1
   left join payment_attempts p on p.order_id = $1
   left join addresses a on a.id = $3::uuid and a.user_id = $2::uuid`,
);

/**
 * Reads who holds `orderId`, as a step sent after the number's lock (`runTogether`;
 * flows/checkout/order-number.ts).
 */
export const numberClaimsStep = (request: {
  orderId: string;
  userId: string;
  addressId: string | null;
}): Step<NumberClaims> =>
  step(claimsOf, [request.orderId, request.userId, request.addressId], ([row]) => {
    if (!row) return { order: null, payment: null, storeSetUp: false, address: null };
    const { existing_user: orderUser, payer } = row;
    return {
      order: orderUser ? { userId: orderUser, fingerprint: row.existing_fingerprint ?? '' } : null,
      payment: payer ? { userId: payer, refused: row.payer_refused } : null,
      storeSetUp: row.store_set_up,
      address: row.id ? Object.fromEntries(addressColumns.map((c) => [c, row[c]])) : null,
    };
  });
