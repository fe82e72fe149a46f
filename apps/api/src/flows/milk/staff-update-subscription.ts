import {
  canMoveSubscription,
  formatRupees,
  giveBackMessages,
  isLiveSubscription,
  storeDateText,
  subscriptionMessages,
  toRupees,
  type ActivityAction,
  type QuantityTopUp,
  type StaffSubscription,
  type StaffSubscriptionUpdate,
  type SubscriptionStatus,
} from '@grofresh/contracts';
import type { Db } from '../../db/database';
import type { Jobs } from '../../jobs/payloads';
import { AppError, notFound } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import { changedFields, recordActivity, type Actor } from '../../modules/activity/activity.service';
import {
  findSubscription,
  saveSubscriptionChange,
  type SubscriptionRow,
} from '../../modules/subscriptions/subscriptions.service';
import { recordMilkBillPaid } from '../books/document-entries';
import { approveLate } from './approve-late';
import { cancelLiveSubscription, firstOpenRunDate, lockNearRuns } from './cancel-subscription';
import { nothingGivenBack, type GivenBackTotal } from './milk-give-back';
import { lockRunsFrom } from './change-quantity';
import { staffQuantity, staffSkip, staffSubscriptionLabel } from './staff-plan-changes';
import { staffSubscriptionOf } from './staff-subscriptions';
import { PAYMENT_NEEDS_LIVE, refuseMove, SUBSCRIPTION_NOT_FOUND } from './update-subscription';

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
 * payment too and texts the shopper), pause, resume or cancel, skip days or change the quantity
 * from a date (staff-plan-changes.ts), at any hour, in one
 * transaction under the row's lock (the near runs' locks first: cancel-subscription.ts) with
 * one activity record. An approval gives back the paid days it came too late for; a cancel
 * gives back every paid day not yet on a route sheet, as Grocoins or, when staff choose, as a
 * refund to hand back (docs/product.md, "Every paid milk day is delivered or given back").
 * Asking again for what is already so changes, records and texts nothing.
 */
export async function staffUpdateSubscription(
  db: Db,
  jobs: Pick<Jobs, 'send'>,
  request: { id: string; change: StaffSubscriptionUpdate; actor: Actor; now: Date },
): Promise<{ message: string; subscription: StaffSubscription; bill?: QuantityTopUp }> {
  const { change, actor, now } = request;
  return db.transaction(async (tx) => {
    await lockNearRuns(tx, now);
    // A quantity change's runs are locked too, before the row (change-quantity.ts).
    if (change.from !== undefined) await lockRunsFrom(tx, change.from, now);
    const row = await findSubscription(tx, request.id, undefined, { forUpdate: true });
    if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
    if (change.skip || change.unskip) return staffSkip(tx, row, change, actor, now);
    if (change.quantity !== undefined && change.from !== undefined) {
      const { quantity, from } = change;
      return staffQuantity(tx, row, { quantity, from }, actor, now);
    }
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

    let saved: SubscriptionRow;
    let givenBack = nothingGivenBack();
    if (moving && to === 'CANCELLED') {
      const from = await firstOpenRunDate(tx, now);
      const as = change.giveBackAs;
      ({ saved, givenBack } = await cancelLiveSubscription(tx, row, {
        from,
        as,
        actorId: actor.id,
        now,
      }));
    } else {
      saved = await saveSubscriptionChange(tx, row.id, {
        status: to,
        ...(paying ? { paidAt: now } : {}),
        ...(approving ? { approvedAt: now } : {}),
        updatedAt: now,
      });
      if (approving) givenBack = await approveLate(tx, row, now);
    }
    if (paying) await recordMilkBillPaid(tx, saved, { actor, now });
    const subscription = await staffSubscriptionOf(tx, saved);
    const action: ActivityAction = approving
      ? 'subscription.approved'
      : moving
        ? (staffAction[to] ?? 'subscription.resumed')
        : 'subscription.paid';
    const changes = changedFields(pick(row), pick(saved));
    await recordActivity(tx, {
      actor,
      action,
      subject: {
        type: 'subscription',
        id: row.id,
        label: staffSubscriptionLabel(saved, subscription),
      },
      before: changes?.before ?? null,
      after: {
        ...changes?.after,
        ...(givenBack.days > 0 ? { givenBack: asRecord(givenBack) } : {}),
      },
      at: now,
    });
    await publishEvent(tx, { type: 'subscription.updated', id: row.id, userId: row.userId });
    if (givenBack.refundPaise > 0) {
      await publishEvent(tx, { type: 'refund.updated', id: row.id, userId: row.userId });
    }
    if (approving && subscription.customer.phone) {
      await jobs.send(tx, 'send-sms', {
        phone: subscription.customer.phone,
        text: approvalNews(saved),
      });
    }
    return { message: messageOf(action, givenBack), subscription };
  });
}

function messageOf(action: ActivityAction, back: GivenBackTotal): string {
  if (action === 'subscription.cancelled') {
    return back.refundPaise > 0
      ? giveBackMessages.cancelledAsRefund(back.days, formatRupees(toRupees(back.refundPaise)))
      : giveBackMessages.cancelled(back.days, back.coins);
  }
  const message = staffMessage[action] ?? subscriptionMessages.updated;
  return back.days > 0
    ? `${message} ${back.days} paid day${back.days === 1 ? '' : 's'} it came too late for given back as ${back.coins} Grocoins.`
    : message;
}

const asRecord = (back: GivenBackTotal) => ({
  days: back.days,
  coins: back.coins,
  refund: toRupees(back.refundPaise),
});

const pick = (row: SubscriptionRow) => ({
  status: row.status,
  paidAt: row.paidAt?.toISOString() ?? null,
});

/** The shopper's text when the store approves: plain words for a transactional SMS. */
export const approvalNews = (row: Pick<SubscriptionRow, 'startDate' | 'endDate'>): string =>
  `GroFresh: your milk subscription is approved. Milk from ${storeDateText(row.startDate)} to ${storeDateText(row.endDate)}.`;
