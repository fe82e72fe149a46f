import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { pruneAuthSessions, pruneOtpSessions } from '../modules/auth/sessions.service';
import { prunePageViews } from '../modules/analytics/analytics.service';

/** Removes one kind of old data, as of `now`, and answers how many rows went. */
export type Pruner = (db: Db, now: Date) => Promise<number>;

/**
 * Everything the daily `prune-data` job removes, by name (the name is what the log shows).
 * Each pruner deletes in batches and is idempotent: run twice, or on two instances at once,
 * the second finds nothing left. Add new ones here.
 */
export const pruners: Record<string, Pruner> = {
  'otp-sessions': (db, now) => pruneOtpSessions(db, now),
  'page-views': (db, now) => prunePageViews(db, now),
  'auth-sessions': (db, now) => pruneAuthSessions(db, now),
};

/** Runs every pruner (each on its own: one failing does not keep the others from running). */
export async function pruneData(
  db: Db,
  now: Date,
  list: Record<string, Pruner> = pruners,
): Promise<{ deleted: Record<string, number>; failed: Record<string, unknown> }> {
  const deleted: Record<string, number> = {};
  const failed: Record<string, unknown> = {};
  for (const [name, prune] of Object.entries(list)) {
    try {
      deleted[name] = await prune(db, now);
    } catch (err) {
      failed[name] = err;
    }
  }
  return { deleted, failed };
}

interface PruneLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The `prune-data` job, daily (see registry.ts): prunes as of the shop's clock and logs what
 * went. A pruner that failed is logged with its error and fails the job, so the queue tries
 * again later; the others' work is kept.
 */
export async function pruneDataJob(
  db: Db,
  clock: Clock,
  log: PruneLog,
  list: Record<string, Pruner> = pruners,
): Promise<void> {
  const { deleted, failed } = await pruneData(db, clock.now(), list);
  log.info({ deleted }, 'old data pruned');
  const failures = Object.entries(failed);
  for (const [pruner, err] of failures) log.error({ pruner, err }, 'pruning failed');
  if (failures.length > 0)
    throw new Error(`pruning failed: ${failures.map(([n]) => n).join(', ')}`);
}
