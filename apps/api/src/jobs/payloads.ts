import type { DbOrTx } from '../db/database';

/**
 * Every job the shop runs, with what it carries. A new job adds its payload here and its
 * entry (schedule, retry policy, handler) in registry.ts.
 */
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

/** How flows queue a job (`app.jobs`); the queue behind it is jobs/queue.ts. */
export interface Jobs {
  /** Enqueues inside the caller's transaction: the job exists only if that transaction commits. */
  send<N extends JobName>(tx: DbOrTx, name: N, data: JobPayloads[N]): Promise<void>;
  stop(): Promise<void>;
}
