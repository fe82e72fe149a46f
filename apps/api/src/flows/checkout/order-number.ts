import type { Address } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { lockStep, locks } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { isUniqueViolation } from '../../lib/unique-violation';
import { toAddress } from '../../modules/addresses/addresses.service';
import { runTogether, type Step } from '../../lib/statement';
import { numberClaimsStep, type NumberClaims } from '../../modules/orders/order-number';

export const ORDER_NUMBER_USED = 'This order number was already used. Please try again.';

/** Who holds the number, with the shopper's address the request names (if theirs). */
export type OrderNumberClaim = Omit<NumberClaims, 'address'> & { address: Address | null };

/**
 * The one way an order number is claimed, by `orders/create` (place-order.ts) and by an online
 * payment's initiation (pay-online.ts), inside the caller's transaction: the shopper's ledger
 * lock, then the number's (db/locks.ts); then who holds the number (a placed order, an online
 * payment), the address the request names and whether the store is set up, in a statement of
 * its own run after the locks; and `alongside`, a read of the caller's (the cart's prices):
 * all in one round trip (`runTogether`). The ledger lock serialises this shopper's orders and
 * payments, which makes the checks race-free; the number's lock does the same between
 * shoppers (or one's order and another's payment), who hold different ledger locks and would
 * both find the number free.
 */
export async function claimOrderNumber<T>(
  tx: DbOrTx,
  request: { userId: string; orderId: string; addressId: string | undefined },
  alongside: Step<T>,
): Promise<OrderNumberClaim & { alongside: T }> {
  const { userId, orderId, addressId } = request;
  const [, claims, read] = await runTogether(
    tx,
    lockStep(tx, locks.ledger(userId), locks.orderNumber(orderId)),
    numberClaimsStep({
      orderId,
      userId,
      addressId: addressId && isId(addressId) ? addressId : null,
    }),
    alongside,
  );
  const address = claims.address as Parameters<typeof toAddress>[0] | null;
  return { ...claims, address: address && toAddress(address), alongside: read };
}

/**
 * Runs `work` and answers the unique index's refusal of a taken order number (orders or
 * payment attempts) as the same 409 the checks give, never a 500.
 */
export async function refusingTakenOrderNumber<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      isUniqueViolation(error, 'orders_order_id_unique') ||
      isUniqueViolation(error, 'payment_attempts_order_id_unique')
    ) {
      throw new AppError('CONFLICT', ORDER_NUMBER_USED, undefined, { cause: error });
    }
    throw error;
  }
}
