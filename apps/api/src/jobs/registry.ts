import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { reconcilePayments } from '../flows/payments/reconcile-payments';
import { refundPayment } from '../flows/payments/refund-payment';
import type { Clock } from '../lib/clock';
import type { SmsSender } from '../lib/sms';
import type { CardGateway } from '../modules/payments/gateway/gateway';
import { milkRunTick } from './milk-run-job';
import type { JobHandlers, JobName, JobPayloads, Jobs } from './payloads';
import { pruneDataJob } from './prune-data';
import type { JobSchedule, RetryPolicy } from './queue';

/** What the jobs' handlers are given when the shop starts (app.ts). */
export interface JobDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  sms: SmsSender;
  /** The card gateway, or null when online payment is off. */
  gateway: CardGateway | null;
  /** The queue these handlers run on (a settlement may queue a refund and a text). */
  jobs: () => Jobs;
}

interface JobEntry<N extends JobName> {
  /** How hard it tries. */
  retry: RetryPolicy;
  /** Sent on this schedule (and once at start) where config `jobSchedules` is on. */
  schedule?: JobSchedule;
  handler: (deps: JobDeps) => (data: JobPayloads[N]) => Promise<void>;
}

/**
 * Every job the shop runs, in one place: its retry policy, its schedule if it has one, and
 * what it does. The queue (jobs/queue.ts) creates, schedules and works them; flows queue the
 * on-demand ones with `app.jobs.send` inside their transaction.
 */
export const jobRegistry: { [N in JobName]: JobEntry<N> } = {
  // A text message is worth a few attempts over half an hour.
  'send-sms': {
    retry: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
    handler:
      ({ sms }) =>
      ({ phone, text }) =>
        sms.sendText(phone, text),
  },
  // At most one tick waiting and one running (per singletonKey): ticks never pile up, and a
  // failed one is simply followed by the next minute's.
  'milk-run-tick': {
    retry: { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
    schedule: { cron: '* * * * *' },
    handler:
      ({ db, clock, log }) =>
      async () => {
        const made = await milkRunTick(db, clock);
        if (made.length > 0) log.info({ dates: made }, 'milk run generated');
      },
  },
  // Like the tick: the next minute's run picks up whatever this one left.
  'payments-reconcile': {
    retry: { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
    schedule: { cron: '* * * * *' },
    handler:
      ({ db, gateway, clock, log, jobs }) =>
      async () => {
        const counts = await reconcilePayments({ db, gateway, clock, log, jobs: jobs() });
        if (counts.checked > 0) log.info(counts, 'online payments reconciled');
      },
  },
  // Money owed back: retried with back-off while the gateway cannot be reached.
  'refund-payment': {
    retry: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
    handler:
      ({ db, gateway, clock, log }) =>
      async ({ refundId }) => {
        await refundPayment({ db, gateway, clock, log }, refundId);
      },
  },
  // Daily housekeeping at 03:30 at the store, when nobody shops: one at a time, tried again an
  // hour later if a pruner failed; a restart runs it at most once an hour.
  'prune-data': {
    retry: { policy: 'stately', retryLimit: 2, retryDelay: 3600, expireInSeconds: 1800 },
    schedule: { cron: '30 3 * * *', tz: 'Asia/Kolkata', startWindowSeconds: 3600 },
    handler:
      ({ db, clock, log }) =>
      () =>
        pruneDataJob(db, clock, log),
  },
};

/** Every job's handler, given what the jobs need. */
export function jobHandlers(deps: JobDeps): JobHandlers {
  // Each entry's handler takes its own job's payload (the registry's type says so).
  const entries = Object.entries(jobRegistry).map(([name, job]) => [name, job.handler(deps)]);
  return Object.fromEntries(entries) as JobHandlers;
}
