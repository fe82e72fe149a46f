/**
 * The milk run in the order a rider walks it (docs/product/rules.md#riders): by locality, then
 * building, then flat, then name. An address's first line holds both flat and building
 * ("Flat 12, Lotus Apartments", "12 Lake Road"): what comes before the first comma, or a leading
 * number, is the flat; the rest is the building or street. Numbers compare as numbers, so flat 9
 * comes before flat 10. This is the default order; staff adjust it (`inStaffOrder`).
 */
export interface Stop {
  locality: string;
  flat: string;
  name: string;
}

const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });

/** The building (or street) and the flat of an address's first line. */
export function splitFlat(line: string): { building: string; flat: string } {
  const text = line.trim();
  const comma = text.indexOf(',');
  if (comma >= 0) {
    return { flat: text.slice(0, comma).trim(), building: text.slice(comma + 1).trim() };
  }
  const leading = /^([A-Za-z]?-?\d+[A-Za-z]?)\s+(.+)$/.exec(text);
  if (leading) return { flat: leading[1]!, building: leading[2]! };
  return { flat: '', building: text };
}

export function byWalkingOrder(a: Stop, b: Stop): number {
  const pa = splitFlat(a.flat);
  const pb = splitFlat(b.flat);
  return (
    collator.compare(a.locality.trim(), b.locality.trim()) ||
    collator.compare(pa.building, pb.building) ||
    collator.compare(pa.flat, pb.flat) ||
    collator.compare(a.name, b.name)
  );
}

export const inWalkingOrder = <T extends Stop>(stops: readonly T[]): T[] =>
  [...stops].sort(byWalkingOrder);

/** A stop with its place as staff set it (subscriptions.walk_rank), or null if never placed. */
export interface RankedStop extends Stop {
  rank: number | null;
}

/**
 * The milk run in the order staff set (docs/product/rules.md#riders): placed stops by their
 * rank (a tie in the default order); a stop never placed right after the placed stop that
 * precedes it in the default order (after other unplaced ones that follow that stop too), or
 * first when none precedes it. With no rank at all this is the default order, unchanged.
 */
export function inStaffOrder<T extends RankedStop>(stops: readonly T[]): T[] {
  const byDefault = inWalkingOrder(stops);
  const position = new Map(byDefault.map((stop, i) => [stop, i]));
  const placed = byDefault
    .filter((stop) => stop.rank !== null)
    .sort((a, b) => a.rank! - b.rank! || position.get(a)! - position.get(b)!);
  const first: T[] = [];
  const following = new Map<T, T[]>(placed.map((stop) => [stop, []]));
  let before: T | null = null;
  for (const stop of byDefault) {
    if (stop.rank !== null) before = stop;
    else if (before) following.get(before)!.push(stop);
    else first.push(stop);
  }
  return [...first, ...placed.flatMap((stop) => [stop, ...following.get(stop)!])];
}

/**
 * `order` with the stop `id` moved right after `after` (null: first); `order` holds both.
 * The ranks staff's order then gives: 1 for the first, one more for each next.
 */
export function movedAfter(order: readonly string[], id: string, after: string | null): string[] {
  const rest = order.filter((stop) => stop !== id);
  const at = after === null ? 0 : rest.indexOf(after) + 1;
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}
