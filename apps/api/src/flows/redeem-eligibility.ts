import type { DbOrTx } from '../db/database';
import { balanceOf } from '../modules/coins/coins.service';
import { hasOpenRedeemedOrder } from '../modules/orders/orders.service';

/**
 * API.md: `hasPendingRedeemedOrder` (the original client's name) means "may redeem now": a
 * positive balance and no earlier order that spent coins still open. The checkout caps the
 * offer at its subtotal.
 */
export async function redeemEligibility(db: DbOrTx, userId: string) {
  const [balance, blocked] = await Promise.all([
    balanceOf(db, userId),
    hasOpenRedeemedOrder(db, userId),
  ]);
  const may = balance > 0 && !blocked;
  return { hasPendingRedeemedOrder: may, redeemableCoins: may ? balance : 0 };
}
