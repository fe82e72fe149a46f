import {
  formatRupees,
  refundMessages,
  toRupees,
  type RefundDue,
  type milkRefundPaidBodySchema,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import { isId } from '../../lib/ids';
import { recordActivity, type Actor } from '../../modules/activity/activity.service';
import { openCardRefunds, type OpenCardRefund } from '../../modules/payments/payments.service';
import {
  dueMilkRefunds,
  findMilkRefund,
  markMilkRefundPaid,
  type MilkRefundRow,
} from '../../modules/subscriptions/milk-days.service';
import { phonesOf } from '../../modules/users/users.service';
import { recordMilkRefundHandedBack } from '../books/document-entries';

/** The console lists at most this many of each kind; a store works them off as they come. */
export const REFUNDS_DUE_MAX = 100;

const cardReason = (r: OpenCardRefund): string =>
  r.orderRefused === 'COINS_SPENT'
    ? `Card payment for ${r.orderId} came after its Grocoins were spent on another order: the order was not placed and the payment goes back in full.`
    : r.orderRefused === 'SOLD_OUT'
      ? `Card payment for ${r.orderId} came after some of its items sold out: the order was not placed and the payment goes back in full.`
      : r.orderRefused === 'MILK_BILL_CLOSED'
        ? `Card payment ${r.orderId} for a milk bill came after the bill was paid another way, renewed or closed: nothing was recorded against it and the payment goes back in full.`
        : `Order ${r.orderId} was cancelled after it was paid by card.`;

/**
 * GET /api/ops/refunds (docs/product.md, "Refunds due"): card refunds the gateway has not
 * finished (or refused) and milk refunds staff still have to hand back, newest first, each
 * with the shopper's number (three queries whatever the count).
 */
export async function listRefundsDue(db: DbOrTx): Promise<{ refunds: RefundDue[] }> {
  const [card, milk] = await Promise.all([
    openCardRefunds(db, REFUNDS_DUE_MAX),
    dueMilkRefunds(db, REFUNDS_DUE_MAX),
  ]);
  const phones = await phonesOf(db, [...card.map((r) => r.userId), ...milk.map((r) => r.userId)]);
  const customer = (userId: string) => ({ _id: userId, phone: phones.get(userId) ?? '' });
  const refunds: RefundDue[] = [
    ...card.map((r) => ({
      _id: r.id,
      kind: 'CARD' as const,
      status: r.status,
      amount: toRupees(r.amountPaise),
      reason: cardReason(r),
      message: r.gatewayMessage,
      reference: r.refundRef,
      trackingId: r.trackingId,
      customer: customer(r.userId),
      orderId: r.orderId,
      subscriptionId: r.subscriptionId,
      createdAt: r.createdAt.toISOString(),
    })),
    ...milk.map((r) => ({
      _id: r.id,
      kind: 'MILK' as const,
      status: 'DUE' as const,
      amount: toRupees(r.amountPaise),
      reason: r.description,
      message: null,
      reference: null,
      trackingId: null,
      customer: customer(r.userId),
      orderId: null,
      subscriptionId: r.subscriptionId,
      createdAt: r.createdAt.toISOString(),
    })),
  ];
  refunds.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return { refunds };
}

/**
 * PUT /api/ops/milk-refunds/:id: a member of staff records handing a milk refund back, once
 * (a second member of staff, or a double click, is told it was done), with an activity record.
 */
export async function recordMilkRefundPaid(
  db: Db,
  request: {
    id: string;
    body: z.output<typeof milkRefundPaidBodySchema>;
    actor: Actor;
    now: Date;
  },
): Promise<{ message: string }> {
  const { id, actor, now } = request;
  if (!isId(id)) throw notFound(refundMessages.notFound);
  return db.transaction(async (tx) => {
    const note = request.body.note || null;
    const paid = await markMilkRefundPaid(tx, id, { by: actor.id, at: now, note });
    if (!paid) {
      const existing = await findMilkRefund(tx, id);
      if (!existing) throw notFound(refundMessages.notFound);
      throw new AppError('CONFLICT', refundMessages.alreadyPaid);
    }
    await recordMilkRefundHandedBack(tx, paid, { actor, now });
    await recordActivity(tx, {
      actor,
      action: 'refund.paid',
      subject: { type: 'refund', id, label: labelOf(paid) },
      before: { status: 'DUE' },
      after: { status: 'PAID', ...(note ? { note } : {}) },
      at: now,
    });
    await publishEvent(tx, { type: 'refund.updated', id, userId: paid.userId });
    return { message: refundMessages.paid };
  });
}

const labelOf = (r: MilkRefundRow) => `${formatRupees(toRupees(r.amountPaise))} · ${r.description}`;
