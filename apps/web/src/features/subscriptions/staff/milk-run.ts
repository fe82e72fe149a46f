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

/** The sheet a rider walks: one locality after another (A to Z), in the server's order inside. */
export function groupByLocality(deliveries: readonly MilkRunDelivery[]): LocalityGroup[] {
  const groups = new Map<string, LocalityGroup>();
  for (const d of deliveries) {
    const locality = d.locality.trim() || 'No locality';
    const key = locality.toLowerCase();
    const group = groups.get(key) ?? { locality, deliveries: [] };
    group.deliveries.push(d);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => collator.compare(a.locality, b.locality));
}

/** Quantity options with their counts, largest first, for the totals line. */
export const sortedTotals = (totals: Record<string, number>): [string, number][] =>
  Object.entries(totals)
    .filter(([, n]) => n > 0)
    .sort(([a, x], [b, y]) => y - x || collator.compare(a, b));
