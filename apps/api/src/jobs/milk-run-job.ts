import { addStoreDays, storeDate } from '@grofresh/contracts';
import type { Db } from '../db/database';
import { generateMilkRun } from '../flows/milk/milk-run';
import { milkRunIsFixed } from '../flows/milk/milk-run-window';
import type { Clock } from '../lib/clock';
import { milkRunExists } from '../modules/subscriptions/milk-run.queries';

/**
 * The `milk-run-tick` job, every minute on every instance's schedule (pg-boss runs one at a
 * time). The shop's clock may be pinned (CLOCK_NOW), so pg-boss's own cron cannot tell when
 * it is 15:00 at the store; the tick reads the injected clock instead and makes sure that
 * today's run exists (one missed while the shop was down) and, from 15:00, tomorrow's. A run
 * already made is left alone (a cheap look first); making one is `generateMilkRun`, the same
 * flow staff call. Answers the dates it generated.
 */
export async function milkRunTick(db: Db, clock: Clock): Promise<string[]> {
  const now = clock.now();
  const today = storeDate(now);
  const tomorrow = addStoreDays(today, 1);
  const due = milkRunIsFixed(tomorrow, now) ? [today, tomorrow] : [today];
  const generated: string[] = [];
  for (const date of due) {
    if (await milkRunExists(db, date)) continue;
    const run = await generateMilkRun(db, date, now);
    if (run.created) generated.push(date);
  }
  return generated;
}
