import {
  canMoveSubscription,
  isLiveSubscription,
  quantityOptionLabel,
  storeDateText,
  subscriptionMessages,
  subscriptionMoveRefusal,
  type ActivityAction,
  type StaffSubscription,
  type StaffSubscriptionUpdate,
  type Subscription,
  type SubscriptionStatus,
  type subscriptionUpdateBodySchema,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { Db } from '../db/database';
import type { Jobs } from '../jobs/queue';
import { AppError, notFound } from '../lib/app-error';
import { publishEvent } from '../lib/events';
import { changedFields, recordActivity, type Actor } from '../modules/activity/activity.service';
import {
  ensureNoOtherLive,
  findSubscription,
  saveSubscriptionChange,
  toSubscription,
  type SubscriptionRow,
} from '../modules/subscriptions/subscriptions.service';
import { joinFixedRuns } from './milk-run';
import { ensureTomorrowOpen } from './milk-run-window';
import { staffSubscriptionOf } from './staff-subscriptions';
import { ensureInsideWindow, planSubscription } from './subscribe';

type ShopperChange = z.output<typeof subscriptionUpdateBodySchema>;

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
/** A confirmed payment fixes the bill; the store sorts out any change by hand. */
export const PAID_BILL_FIXED =
  'The store has already confirmed your payment for this subscription, so it can’t be changed. Please contact the store.';
export const PAYMENT_NEEDS_LIVE =
  'Only a pending, active or paused subscription’s payment can be confirmed.';

const isPauseOrResume = (from: SubscriptionStatus, to: SubscriptionStatus) =>
  (from === 'ACTIVE' && to === 'INACTIVE') || (from === 'INACTIVE' && to === 'ACTIVE');

/** The refusal of a move the rule does not allow, in words the screen can show. */
function refuseMove(row: SubscriptionRow, to: SubscriptionStatus): AppError {
  const message =
    row.type === 'CUSTOM' && (isPauseOrResume(row.status, to) || to === 'INACTIVE')
      ? subscriptionMessages.pauseDailyOnly
      : subscriptionMoveRefusal(row.status, to);
  return new AppError('CONFLICT', message);
}

/**
 * PUT /api/subscription/update/:id by its shopper, 10:00-15:00 only, under the row's lock:
 * a status alone pauses or resumes a DAILY one; the whole create body edits a pending one
 * (until its payment is confirmed) or renews an expired or cancelled one, which becomes
 * pending with its new bill. Asking for the status it already has changes nothing.
 */
export async function updateSubscription(
  db: Db,
  request: { id: string; userId: string; change: ShopperChange; now: Date },
): Promise<{ message: string; subscription: Subscription }> {
  const { userId, change, now } = request;
  ensureInsideWindow(now);
  return db.transaction(async (tx) => {
    const row = await findSubscription(tx, request.id, userId, { forUpdate: true });
    if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);

    if (!('productName' in change)) {
      const to = change.status;
      const message =
        to === 'INACTIVE' ? subscriptionMessages.paused : subscriptionMessages.resumed;
      if (row.status === to) return { message, subscription: toSubscription(row) };
      if (!canMoveSubscription('shopper', row.type, row.status, to)) throw refuseMove(row, to);
      await ensureTomorrowOpen(tx, now);
      const saved = await saveSubscriptionChange(tx, row.id, { status: to, updatedAt: now });
      await publishEvent(tx, { type: 'subscription.updated', id: row.id, userId });
      return { message, subscription: toSubscription(saved) };
    }

    if (isLiveSubscription(row.status) && row.status !== 'PENDING') {
      throw new AppError('CONFLICT', subscriptionMessages.notEditable);
    }
    if (row.status === 'PENDING' && row.paidAt) throw new AppError('CONFLICT', PAID_BILL_FIXED);
    const renewing = row.status !== 'PENDING';
    if (renewing) {
      await ensureNoOtherLive(tx, { userId, productName: row.productName, exceptId: row.id });
    }
    const plan = await planSubscription(tx, userId, change, now);
    const saved = await saveSubscriptionChange(tx, row.id, {
      ...plan,
      ...(renewing ? { status: 'PENDING' as const, paidAt: null, approvedAt: null } : {}),
      updatedAt: now,
    });
    await publishEvent(tx, { type: 'subscription.updated', id: row.id, userId });
    return {
      message: renewing ? subscriptionMessages.renewed : subscriptionMessages.updated,
      subscription: toSubscription(saved),
    };
  });
}

const staffAction: Partial<Record<SubscriptionStatus, ActivityAction>> = {
  INACTIVE: 'subscription.paused',
  CANCELLED: 'subscription.cancelled',
};
const staffMessage: Partial<Record<ActivityAction, string>> = {
  'subscription.paid': subscriptionMessages.paid,
  'subscription.approved': subscriptionMessages.approved,
  'subscription.paused': subscriptionMessages.paused,
  'subscription.resumed': subscriptionMessages.resumed,
  'subscription.cancelled': subscriptionMessages.cancelled,
};

/**
 * PUT /api/ops/subscriptions/:id: staff confirm the payment, approve (which confirms the
 * payment too and texts the shopper), pause, resume or cancel, at any hour, in one
 * transaction under the row's lock with one activity record. Asking again for what is
 * already so changes, records and texts nothing.
 */
export async function staffUpdateSubscription(
  db: Db,
  jobs: Pick<Jobs, 'send'>,
  request: { id: string; change: StaffSubscriptionUpdate; actor: Actor; now: Date },
): Promise<{ message: string; subscription: StaffSubscription }> {
  const { change, actor, now } = request;
  return db.transaction(async (tx) => {
    const row = await findSubscription(tx, request.id, undefined, { forUpdate: true });
    if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
    const to = change.status ?? row.status;
    const moving = to !== row.status;
    if (moving && !canMoveSubscription('staff', row.type, row.status, to)) {
      throw refuseMove(row, to);
    }
    const approving = moving && row.status === 'PENDING' && to === 'ACTIVE';
    if (change.paid && !row.paidAt && !isLiveSubscription(to)) {
      throw new AppError('CONFLICT', PAYMENT_NEEDS_LIVE);
    }
    const paying = (change.paid === true || approving) && !row.paidAt;
    if (!moving && !paying) {
      return {
        message: subscriptionMessages.updated,
        subscription: await staffSubscriptionOf(tx, row),
      };
    }

    const saved = await saveSubscriptionChange(tx, row.id, {
      status: to,
      ...(paying ? { paidAt: now } : {}),
      ...(approving ? { approvedAt: now } : {}),
      updatedAt: now,
    });
    if (approving) await joinFixedRuns(tx, row.id, now);
    const subscription = await staffSubscriptionOf(tx, saved);
    const action: ActivityAction = approving
      ? 'subscription.approved'
      : moving
        ? (staffAction[to] ?? 'subscription.resumed')
        : 'subscription.paid';
    await recordActivity(tx, {
      actor,
      action,
      subject: { type: 'subscription', id: row.id, label: labelOf(saved, subscription) },
      ...(changedFields(pick(row), pick(saved)) ?? {}),
      at: now,
    });
    await publishEvent(tx, { type: 'subscription.updated', id: row.id, userId: row.userId });
    if (approving && subscription.customer.phone) {
      await jobs.send(tx, 'send-sms', {
        phone: subscription.customer.phone,
        text: approvalNews(saved),
      });
    }
    return { message: staffMessage[action] ?? subscriptionMessages.updated, subscription };
  });
}

const pick = (row: SubscriptionRow) => ({
  status: row.status,
  paidAt: row.paidAt?.toISOString() ?? null,
});

const labelOf = (row: SubscriptionRow, s: StaffSubscription) =>
  `Milk ${quantityOptionLabel(row.quantity)} · ${s.customer.phone}`;

/** The shopper's text when the store approves: plain words for a transactional SMS. */
export const approvalNews = (row: Pick<SubscriptionRow, 'startDate' | 'endDate'>): string =>
  `GroFresh: your milk subscription is approved. Milk from ${storeDateText(row.startDate)} to ${storeDateText(row.endDate)}.`;
