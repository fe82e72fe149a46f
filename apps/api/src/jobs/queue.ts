import { sql, type SQLChunk } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { DbOrTx } from '../db/database';
import type { JobHandlers, JobName, JobPayloads, Jobs } from './payloads';

interface QueueLogger {
  error(obj: object, msg: string): void;
}

/** How hard a job tries: pg-boss's queue options (retries, back-off, expiry, policy). */
export type RetryPolicy = Omit<PgBoss.Queue, 'name'>;

/**
 * A job sent on a cron schedule, and once when the shop starts (a run missed while it was
 * down). pg-boss keeps the schedule in the database, so each minute sends one job whatever
 * the number of instances. The start's own send is one per `startWindowSeconds` (60 unless
 * told) however many instances start in it: the queue keeps one job per key and time slot.
 */
export interface JobSchedule {
  cron: string;
  tz?: string;
  startWindowSeconds?: number;
}

/** Each job's queue: its retry policy and, for a scheduled job, its schedule (registry.ts). */
export type JobQueues = { [N in JobName]: { retry: RetryPolicy; schedule?: JobSchedule } };

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

async function createQueues(boss: PgBoss, queues: JobQueues): Promise<void> {
  for (const name of Object.keys(queues) as JobName[]) {
    await boss.createQueue(name, { name, ...queues[name].retry });
  }
}

/** Creates the queue's tables and queues without running anything (the tests' template). */
export async function installJobs(connectionString: string, queues: JobQueues): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(connectionString), supervise: false, schedule: false });
  await boss.start();
  await createQueues(boss, queues);
  await boss.stop({ graceful: false, wait: true });
}

/**
 * The durable queue (pg-boss) on the shop's own PostgreSQL: jobs, retries and schedules live
 * in the database (schema `pgboss`), so a job survives a restart and any number of instances
 * run each job once.
 */
export async function startJobs(options: {
  connectionString: string;
  queues: JobQueues;
  handlers: JobHandlers;
  log: QueueLogger;
  /**
   * Send and run the scheduled jobs (config `jobSchedules`); off in tests, which tick by hand.
   * An instance with them off still runs the jobs sent on demand (texts, refunds), but never a
   * scheduled one, which would run on its own clock (a shop pinned with CLOCK_NOW).
   */
  schedules: boolean;
}): Promise<Jobs> {
  const { queues } = options;
  const boss = new PgBoss({
    ...bossOptions(options.connectionString),
    schedule: options.schedules,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  await createQueues(boss, queues);
  const work = <N extends JobName>(name: N) =>
    boss.work<JobPayloads[N]>(name, { pollingIntervalSeconds: 1 }, async ([job]) => {
      const handler: (data: JobPayloads[N]) => Promise<void> = options.handlers[name];
      if (job) await handler(job.data);
    });
  const names = Object.keys(queues) as JobName[];
  for (const name of names) {
    if (options.schedules || !queues[name].schedule) await work(name);
  }
  if (options.schedules) {
    for (const name of names) {
      const schedule = queues[name].schedule;
      if (!schedule) continue;
      const { cron, tz, startWindowSeconds = 60 } = schedule;
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
