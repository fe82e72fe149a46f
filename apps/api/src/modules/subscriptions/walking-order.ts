/**
 * The milk run in the order a rider walks it (docs/product/rules.md#riders): by locality, then
 * building, then flat, then name. An address's first line holds both flat and building
 * ("Flat 12, Lotus Apartments", "12 Lake Road"): what comes before the first comma, or a leading
 * number, is the flat; the rest is the building or street. Numbers compare as numbers, so flat 9
 * comes before flat 10. Staff cannot reorder a run yet: this order is the only one.
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
