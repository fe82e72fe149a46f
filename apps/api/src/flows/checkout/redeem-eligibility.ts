import type { DbOrTx } from '../../db/database';
import { balanceOf } from '../../modules/coins/coins.service';
import { hasOpenRedeemedOrder } from '../../modules/orders/orders.service';
import { paymentHoldsCoins } from '../../modules/payments/payments.service';
import { readAll } from '../../db/read-all';

/**
 * Coins already spoken for: an earlier order that spent coins and is not yet delivered or
 * cancelled, or an online payment under way that holds coins for its order-to-be.
 */
export async function coinsInUse(db: DbOrTx, userId: string): Promise<boolean> {
  return (await hasOpenRedeemedOrder(db, userId)) || paymentHoldsCoins(db, userId);
}

/**
 * `hasPendingRedeemedOrder` (the original client's name; docs/product/calls.md#trust) means "may
 * redeem now": a positive balance and no coins in use (`coinsInUse`). The checkout caps the offer
 * at its subtotal.
 */
export async function redeemEligibility(db: DbOrTx, userId: string) {
  const [balance, blocked] = await readAll(
    db,
    () => balanceOf(db, userId),
    () => coinsInUse(db, userId),
  );
  const may = balance > 0 && !blocked;
  return { hasPendingRedeemedOrder: may, redeemableCoins: may ? balance : 0 };
}
