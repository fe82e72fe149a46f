import { sql, type SQL } from 'drizzle-orm';
import type { MilkDeliveryStatus } from '@grofresh/contracts';
import { dayPlanSql } from './quantity-changes';

// The rows of milk_deliveries: a run's, a subscription's approved after its run
// (joinFixedRuns), and the days given back without a run, so all write the same day alike.

/**
 * The subscriptions whose milk comes on `date` (a SQL condition over `s`): DAILY within its
 * period, CUSTOM on an included date that is not excluded. `deliversOn` in contracts, as a set.
 */
export const deliversOnSql = (date: string | SQL) => {
  const d = typeof date === 'string' ? sql`${date}::date` : date;
  return sql`(
  (s.type = 'DAILY' and s.start_date <= ${d} and ${d} <= s.end_date)
  or (s.type = 'CUSTOM' and ${d} = any(s.included_dates) and not (${d} = any(s.excluded_dates))))`;
};

/**
 * Words a landmark may already start with ("Near CMH Hospital", "Opp. Metro station"): it is
 * then shown as typed, never "Near Near …". The web's `LANDMARK_LEAD` (address-text.ts) keeps
 * the same list; `\M` is PostgreSQL's end of a word.
 */
const LANDMARK_LEAD =
  '^\\s*(near(by)?|opp(osite)?|behind|besides?|next to|adjacent to|close to|in front of|facing|above|below|beneath|across|inside|outside|off|at|after|before|under)\\M';

/**
 * The address snapshot on one line, as a rider reads it (the web's `addressLine`): flat,
 * "Floor n", locality, "Near landmark" (or the landmark as typed when it says where itself),
 * city and PIN; empty parts left out.
 */
const addressLineSql = sql`concat_ws(', ',
  nullif(s.address->>'flat', ''),
  case when coalesce(s.address->>'floor', '') = '' then null
       when s.address->>'floor' ~* 'floor' then s.address->>'floor'
       else 'Floor ' || (s.address->>'floor') end,
  nullif(s.address->>'locality', ''),
  case when coalesce(s.address->>'landmark', '') = '' then null
       when s.address->>'landmark' ~* ${LANDMARK_LEAD} then s.address->>'landmark'
       else 'Near ' || (s.address->>'landmark') end,
  nullif(concat_ws(' ', nullif(s.address->>'city', ''), nullif(s.address->>'zip', '')), ''))`;

/**
 * The Grocoins a day's row gives back when it is written (`milkDayCoins`: integer division
 * floors, and prices are positive). A run's days (docs/product/rules.md#milk-subscriptions):
 * a day on the sheet the difference its bill paid above its milk's price (a lowered quantity;
 * 0 otherwise), a paused or skipped one that difference and its milk's price, each credited
 * by the run under its own ref (milk-run.ts). A day given back without a run (cancelled,
 * unserved) is worth what its bill paid, credited at once.
 */
const dayCoins = (status: RowStatus, plan: ReturnType<typeof dayPlanSql>) => {
  const lowered = sql`(${plan.paidPricePaise} - ${plan.pricePaise}) / 100`;
  if (status === 'SCHEDULED') return lowered;
  if (status === 'PAUSED' || status === 'SKIPPED')
    return sql`${lowered} + ${plan.pricePaise} / 100`;
  return sql`${plan.paidPricePaise} / 100`;
};

type RowStatus = Exclude<MilkDeliveryStatus, 'DELIVERED' | 'MISSED'>;

/**
 * One day's row per subscription, selected from `subscriptions s join users u`: who (the
 * address's name and phone, else the shopper's own number), where, what and its price on that
 * date (the quantity in effect then, quantity-changes.ts, and what the bill paid for the day
 * when that is more), and the Grocoins it gives back (`dayCoins`), unless staff chose a refund
 * for it (`refundId`), which carries its money instead.
 */
export const deliveryColumns = (
  date: string | SQL,
  status: RowStatus,
  at: Date,
  refundId: string | null = null,
) => {
  const day = typeof date === 'string' ? sql`${date}::date` : date;
  const plan = dayPlanSql(day);
  return sql`
  ${day}, s.id, s.bill_no, s.user_id,
  coalesce(s.address->>'name', ''),
  coalesce(nullif(s.address->>'phone', ''), u.phone),
  ${addressLineSql},
  coalesce(s.address->>'locality', ''),
  ${plan.quantity}, ${plan.pricePaise}, ${plan.paidAbove}, ${status},
  ${refundId ? sql`0` : dayCoins(status, plan)},
  ${refundId}::uuid,
  ${at.toISOString()}::timestamptz`;
};

export const insertColumns = sql`(date, subscription_id, bill_no, user_id, name, phone, address,
  locality, quantity, price_paise, paid_price_paise, status, coins, refund_id, updated_at)`;
