import { milkDayCoins } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { entriesOf } from '../../modules/books/books.service';
import { duePaise } from '../../modules/books/payment-state';
import {
  billsWithTopUps,
  daysWorth,
  saveTopUpsDropped,
  type DayCharge,
  type DayWorth,
} from '../../modules/subscriptions/top-up-days';
import { subscriptionBill, subscriptionKey } from '../books/payment-states';

/**
 * A raised quantity's top-up is owed until it is paid (docs/product/rules.md#milk-subscriptions,
 * "A top-up not paid yet"). A day given back while its bill still owes part of its top-ups
 * first takes that much off the bill, and only the rest comes back (as Grocoins, or money to
 * hand back): nobody gets back money they have not paid, and nobody owes for milk that did not
 * come. So the bill stays the sum of what each of its days charges.
 *
 * Call with the days just written (by a run, a cancel, an expiry), in the transaction that wrote
 * them and before they are credited: a day written earlier has had its turn, so a run made
 * again or a retried cancel takes nothing off twice. Answers each changed day's new charge and
 * Grocoins by its id.
 */
export async function dropUnpaidTopUps(
  tx: DbOrTx,
  dayIds: readonly string[],
  at: Date,
): Promise<Map<string, DayCharge>> {
  const changed = new Map<string, DayCharge>();
  const days = await daysWorth(tx, dayIds);
  const bills = await billsWithTopUps(tx, [...new Set(days.map((d) => d.subscriptionId))], dayIds);
  if (bills.length === 0) return changed;
  const entries = await entriesOf(
    tx,
    bills.map((b) => subscriptionKey(b.row)),
  );
  const dropped: { id: string; droppedPaise: number }[] = [];
  for (const { row, refundedPaise } of bills) {
    // The books' due, counting as refunded only the days given back before these.
    const key = subscriptionKey(row);
    const owed = duePaise(subscriptionBill(row, refundedPaise), entries(key));
    let topUpOwed = Math.min(owed, row.amountDuePaise - row.deliveryDays * row.pricePaise);
    let total = 0;
    for (const day of days) {
      if (topUpOwed <= 0) break;
      if (day.subscriptionId !== row.id || day.billNo !== row.billNo) continue;
      const drop = Math.min(day.worthPaise, topUpOwed);
      topUpOwed -= drop;
      total += drop;
      changed.set(day.id, charged(day, day.paidPaise - drop));
    }
    if (total > 0) dropped.push({ id: row.id, droppedPaise: total });
  }
  await saveTopUpsDropped(tx, [...changed.values()], dropped, at);
  return changed;
}

/** The day charging `paidPaise`: its Grocoins as its status gives them (milk-day-rows.ts). */
function charged(day: DayWorth, paidPaise: number): DayCharge {
  const above = Math.max(paidPaise - day.pricePaise, 0);
  const coins =
    day.status === 'SCHEDULED' || day.status === 'DELIVERED'
      ? milkDayCoins(above)
      : day.status === 'PAUSED' || day.status === 'SKIPPED'
        ? milkDayCoins(above) + milkDayCoins(Math.min(paidPaise, day.pricePaise))
        : day.refundId
          ? 0
          : milkDayCoins(paidPaise);
  return { id: day.id, paidPaise, coins };
}
