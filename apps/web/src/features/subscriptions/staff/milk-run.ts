import {
  addStoreDays,
  storeDate,
  storeSecondsOfDay,
  SUBSCRIPTION_WINDOW_CLOSES_HOUR,
  type MilkRunDelivery,
} from '@grofresh/contracts';

/**
 * The day the route sheet opens on: from 15:00 the next day's run is fixed
 * (docs/product/rules.md#time), so that is the one the store prepares; before it, today's run is
 * the one out on the road.
 */
export const defaultRunDate = (now: Date): string =>
  storeSecondsOfDay(now) >= SUBSCRIPTION_WINDOW_CLOSES_HOUR * 3600
    ? addStoreDays(storeDate(now), 1)
    : storeDate(now);

/**
 * A delivery is marked on its day or later, and a mark undone only on the store day it was
 * made (docs/product.md, "Marking milk"); the server refuses the rest anyway.
 */
export const canMarkOn = (runDate: string, today: string): boolean => runDate <= today;
export const canUndoMark = (d: MilkRunDelivery, today: string): boolean =>
  (d.status === 'DELIVERED' || d.status === 'MISSED') &&
  d.markedAt !== null &&
  storeDate(new Date(d.markedAt)) === today;

export interface LocalityGroup {
  locality: string;
  deliveries: MilkRunDelivery[];
}

const collator = new Intl.Collator('en-IN', { sensitivity: 'base' });

/**
 * The sheet a rider walks, in the server's order (docs/product/rules.md#riders): each run of
 * stops in one locality under its heading. Staff's order may take the walk into a locality
 * twice; it then has two headings, where the walk goes.
 */
export function groupByLocality(deliveries: readonly MilkRunDelivery[]): LocalityGroup[] {
  const groups: LocalityGroup[] = [];
  for (const d of deliveries) {
    const locality = d.locality.trim() || 'No locality';
    const last = groups.at(-1);
    if (last && collator.compare(last.locality, locality) === 0) last.deliveries.push(d);
    else groups.push({ locality, deliveries: [d] });
  }
  return groups;
}

/**
 * The move that takes the stop at `index` one place up or down the walk: right after the stop
 * two before it (first, when it is second), or after the next one; null at the ends.
 */
export function stepMove(
  deliveries: readonly MilkRunDelivery[],
  index: number,
  step: 'up' | 'down',
): { subscriptionId: string; after: string | null } | null {
  const stop = deliveries[index];
  if (!stop) return null;
  if (step === 'up') {
    if (index === 0) return null;
    return {
      subscriptionId: stop.subscriptionId,
      after: deliveries[index - 2]?.subscriptionId ?? null,
    };
  }
  const next = deliveries[index + 1];
  return next ? { subscriptionId: stop.subscriptionId, after: next.subscriptionId } : null;
}

/** Quantity options with their counts, largest first, for the totals line. */
export const sortedTotals = (totals: Record<string, number>): [string, number][] =>
  Object.entries(totals)
    .filter(([, n]) => n > 0)
    .sort(([a, x], [b, y]) => y - x || collator.compare(a, b));
