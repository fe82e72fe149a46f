/**
 * The injected clock (docs/product.md#the-stores-clock): business code asks it for the time. With
 * CLOCK_NOW it starts at that instant and advances in real time, so demos of the 15:00 cutoff
 * behave.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function pinnedClock(startIso: string): Clock {
  const start = new Date(startIso).getTime();
  const startedAt = performance.now();
  return { now: () => new Date(start + (performance.now() - startedAt)) };
}

export const clockFrom = (clockNow: string | undefined): Clock =>
  clockNow ? pinnedClock(clockNow) : systemClock;
