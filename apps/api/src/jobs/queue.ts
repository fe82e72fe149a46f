import { sql, type SQLChunk } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { DbOrTx } from '../db/database';

/** Every job the shop runs, with what it carries. Later issues add theirs here. */
export interface JobPayloads {
  'send-sms': { phone: string; text: string };
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
}): Promise<Jobs> {
  const boss = new PgBoss(bossOptions(options.connectionString));
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  await createQueues(boss);
  for (const name of Object.keys(queues) as JobName[]) {
    await boss.work<JobPayloads[typeof name]>(
      name,
      { pollingIntervalSeconds: 1 },
      async ([job]) => {
        if (job) await options.handlers[name](job.data);
      },
    );
  }
  return {
    async send(tx, name, data) {
      await boss.send(name, data as object, { db: inTransaction(tx) });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
