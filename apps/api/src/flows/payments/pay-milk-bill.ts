import { randomUUID } from 'node:crypto';
import {
  formatRupees,
  isLiveSubscription,
  MAX_OPEN_CARD_PAYMENTS,
  MILK_PAYMENT_MESSAGES,
  newMilkPaymentId,
  OPEN_CARD_PAYMENTS_MESSAGE,
  PAYMENT_ATTEMPT_TTL_MINUTES,
  toPaise,
  toRupees,
  type InitiatePaymentResponse,
  type milkPaymentBodySchema,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { AppError, notFound, rateLimited } from '../../lib/app-error';
import type { CardGateway } from '../../modules/payments/gateway/gateway';
import { openMilkAttempt } from '../../modules/payments/milk-attempts';
import { insertAttempt, openAttemptsOf } from '../../modules/payments/payments.service';
import { findSubscription } from '../../modules/subscriptions/subscriptions.service';
import { subscriptionDuePaise } from '../books/payment-states';
import { gatewayRequest, ONLINE_PAYMENT_OFF } from '../checkout/pay-online';
import { SUBSCRIPTION_NOT_FOUND } from '../milk/update-subscription';

type MilkBody = z.output<typeof milkPaymentBodySchema>;

/**
 * POST /api/payments/ccAvenue/web `{subscriptionId, amount, mobile_no}`: the shopper pays
 * their milk bill by card (docs/product/rules.md#milk-subscriptions). Only their own live
 * subscription (anyone else's is not found), and only for exactly what its current bill has
 * due by the books; nothing is held (no coins, no stock). Under the shopper's ledger lock, as
 * an order's payment, so the cap on open payments holds; a payment of the same bill and amount
 * still under way is answered again rather than opening a second gateway order for the same
 * money. The attempt gets its own MLK-… number and keeps the subscription and bill it pays.
 */
export async function initiateMilkPayment(
  db: Db,
  gateway: CardGateway | null,
  request: { userId: string; body: MilkBody; now: Date; origin: string },
): Promise<InitiatePaymentResponse> {
  const { userId, body, now, origin } = request;
  if (!gateway) throw new AppError('OUTSIDE_WINDOW', ONLINE_PAYMENT_OFF);
  const attempt = await db.transaction(async (tx) => {
    await takeLocks(tx, locks.ledger(userId));
    const row = await findSubscription(tx, body.subscriptionId, userId);
    if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
    if (!isLiveSubscription(row.status)) {
      throw new AppError('CONFLICT', MILK_PAYMENT_MESSAGES.notPayable);
    }
    const due = await subscriptionDuePaise(tx, row);
    if (due === 0) throw new AppError('CONFLICT', MILK_PAYMENT_MESSAGES.alreadyPaid);
    if (toPaise(body.amount) !== due) {
      const dueText = formatRupees(toRupees(due));
      throw new AppError('CONFLICT', MILK_PAYMENT_MESSAGES.amountDiffers(dueText), {
        due: toRupees(due),
      });
    }
    const bill = {
      userId,
      subscriptionId: row.id,
      billNo: row.billNo,
      amountPaise: due,
      client: body.client,
    };
    const open = await openMilkAttempt(tx, bill);
    if (open) return open;
    const { open: count, oldest } = await openAttemptsOf(tx, userId);
    if (count >= MAX_OPEN_CARD_PAYMENTS) {
      const givenUpAt = (oldest ?? now).getTime() + PAYMENT_ATTEMPT_TTL_MINUTES * 60_000;
      throw rateLimited(OPEN_CARD_PAYMENTS_MESSAGE, givenUpAt - now.getTime());
    }
    return insertAttempt(tx, {
      orderId: newMilkPaymentId(now.getTime(), randomUUID()),
      orderRef: randomUUID(),
      subscriptionId: row.id,
      billNo: row.billNo,
      userId,
      status: 'Pending',
      client: body.client,
      amountPaise: due,
      fingerprint: `milk:${row.id}:${row.billNo}:${due}`,
      draft: { kind: 'MILK', address: row.address },
      createdAt: now,
      updatedAt: now,
    });
  });
  return gatewayRequest(db, gateway, attempt, origin);
}
