import { sql, type SQLChunk } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { DbOrTx } from '../db/database';

/** Every job the shop runs, with what it carries. Later issues add theirs here. */
export interface JobPayloads {
  'send-sms': { phone: string; text: string };
  /** Makes sure today's milk run exists and, from 15:00 store time, tomorrow's. */
  'milk-run-tick': Record<string, never>;
  /** Asks the card gateway about online payments left Pending, and gives up unpaid ones. */
  'payments-reconcile': Record<string, never>;
  /** Refunds a cancelled order's online payment through the gateway. */
  'refund-payment': { refundId: string };
  /** Deletes old one-time-code sessions, page views and the like (jobs/prune-data.ts). */
  'prune-data': Record<string, never>;
}
export type JobName = keyof JobPayloads;
export type JobHandlers = { [N in JobName]: (data: JobPayloads[N]) => Promise<void> };

export interface Jobs {
  /** Enqueues inside the caller's transaction: the job exists only if that transaction commits. */
  send<N extends JobName>(tx: DbOrTx, name: N, data: JobPayloads[N]): Promise<void>;
  stop(): Promise<void>;
}

interface QueueLogger {
  error(obj: object, msg: string): void;
}

/** How hard each job tries: a text message is worth a few attempts over half an hour. */
const queues: { [N in JobName]: Omit<PgBoss.Queue, 'name'> } = {
  'send-sms': { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
  // At most one tick waiting and one running (per singletonKey): ticks never pile up, and a
  // failed one is simply followed by the next minute's.
  'milk-run-tick': { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
  // Like the tick: the next minute's run picks up whatever this one left.
  'payments-reconcile': { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
  // Money owed back: retried with back-off while the gateway cannot be reached.
  'refund-payment': { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
  // Daily housekeeping: one at a time, tried again an hour later if a pruner failed.
  'prune-data': { policy: 'stately', retryLimit: 2, retryDelay: 3600, expireInSeconds: 1800 },
};

/**
 * Jobs sent on a cron schedule, and once when the shop starts (a run missed while it was
 * down). pg-boss keeps the schedule in the database, so each minute sends one job whatever
 * the number of instances. The start's own send is one per `startWindowSeconds` (60 unless
 * told) however many instances start in it: the queue keeps one job per key and time slot.
 */
export const schedules: {
  [N in JobName]?: { cron: string; tz?: string; startWindowSeconds?: number };
} = {
  'milk-run-tick': { cron: '* * * * *' },
  'payments-reconcile': { cron: '* * * * *' },
  // 03:30 at the store, when nobody shops; a restart runs it at most once an hour.
  'prune-data': { cron: '30 3 * * *', tz: 'Asia/Kolkata', startWindowSeconds: 3600 },
};

/** pg-boss speaks `$1` placeholders; a Drizzle transaction runs them as bound parameters. */
function inTransaction(tx: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQLChunk[] = parts.map((part, i) =>
        i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1] ?? null),
      );
      const result = await tx.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}

const bossOptions = (connectionString: string): PgBoss.ConstructorOptions => ({
  connectionString,
  schema: 'pgboss',
  max: 3,
  application_name: 'grofresh-jobs',
});

async function createQueues(boss: PgBoss): Promise<void> {
  for (const name of Object.keys(queues) as JobName[]) {
    await boss.createQueue(name, { name, ...queues[name] });
  }
}

/** Creates the queue's tables and queues without running anything (the tests' template). */
export async function installJobs(connectionString: string): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(connectionString), supervise: false, schedule: false });
  await boss.start();
  await createQueues(boss);
  await boss.stop({ graceful: false, wait: true });
}

/**
 * The durable queue (pg-boss) on the shop's own PostgreSQL: jobs, retries and schedules live
 * in the database (schema `pgboss`), so a job survives a restart and any number of instances
 * run each job once.
 */
export async function startJobs(options: {
  connectionString: string;
  handlers: JobHandlers;
  log: QueueLogger;
  /**
   * Send and run the scheduled jobs (config `jobSchedules`); off in tests, which tick by hand.
   * An instance with them off still runs the jobs sent on demand (texts, refunds), but never a
   * scheduled one, which would run on its own clock (a shop pinned with CLOCK_NOW).
   */
  schedules: boolean;
}): Promise<Jobs> {
  const boss = new PgBoss({
    ...bossOptions(options.connectionString),
    schedule: options.schedules,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  await createQueues(boss);
  const work = <N extends JobName>(name: N) =>
    boss.work<JobPayloads[N]>(name, { pollingIntervalSeconds: 1 }, async ([job]) => {
      const handler: (data: JobPayloads[N]) => Promise<void> = options.handlers[name];
      if (job) await handler(job.data);
    });
  for (const name of Object.keys(queues) as JobName[]) {
    if (options.schedules || !(name in schedules)) await work(name);
  }
  if (options.schedules) {
    for (const [name, { cron, tz, startWindowSeconds = 60 }] of Object.entries(schedules)) {
      await boss.schedule(name, cron, {}, { singletonKey: name, ...(tz ? { tz } : {}) });
      await boss.send(name, {}, { singletonKey: name, singletonSeconds: startWindowSeconds });
    }
  }
  return {
    async send(tx, name, data) {
      await boss.send(name, data as object, { db: inTransaction(tx) });
    },
    // On shutdown no new job is fetched and running ones get 10 s to finish (inside the
    // server's 25 s); one still running then is marked failed and retried as its queue says.
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
