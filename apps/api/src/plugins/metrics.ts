import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import type { Database } from '../db/database';
import type { JobHandlers } from '../jobs/payloads';
import {
  orderPlacedChannel,
  paymentSettledChannel,
  type OrderPlaced,
  type PaymentSettled,
} from '../lib/shop-events';
import { RequestDurations } from './request-durations';

/** Seconds: from a kept catalog answer (a tenth of a millisecond) to a slow page. */
const DURATION_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

/**
 * The shop's Prometheus metrics, in a registry of its own (several shops in one process, as
 * in the tests, never meet in prom-client's global one): request latency by route pattern,
 * method and status class (its count is the request rate, its 5xx class the errors), the
 * database pool, orders placed, online payments settled, job runs, and Node's process metrics.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly durations = new RequestDurations(
    'grofresh_http_request_duration_seconds',
    'Time to answer a request, by route pattern, method and status class',
    DURATION_BUCKETS,
  );
  private readonly ordersPlaced: Counter<'payment_method'>;
  private readonly paymentsSettled: Counter<'outcome'>;
  private readonly jobRuns: Counter<'job' | 'outcome'>;
  private readonly onOrderPlaced = (message: unknown) => {
    const placed = message as OrderPlaced;
    if (placed.db === this.database.db)
      this.ordersPlaced.inc({ payment_method: placed.paymentMethod });
  };
  private readonly onPaymentSettled = (message: unknown) => {
    const settled = message as PaymentSettled;
    if (settled.db === this.database.db) this.paymentsSettled.inc({ outcome: settled.status });
  };

  constructor(private readonly database: Pick<Database, 'db' | 'pool'>) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    // Its own kind of metric, for speed (request-durations.ts).
    this.registry.registerMetric(this.durations as unknown as Metric);
    this.ordersPlaced = new Counter({
      name: 'grofresh_orders_placed_total',
      help: 'Orders placed (committed), by payment method',
      labelNames: ['payment_method'],
      registers,
    });
    this.paymentsSettled = new Counter({
      name: 'grofresh_online_payments_settled_total',
      help: 'Online payments settled (committed), by outcome: Success, Failure or Aborted',
      labelNames: ['outcome'],
      registers,
    });
    this.jobRuns = new Counter({
      name: 'grofresh_job_runs_total',
      help: 'Job runs on this instance, by job and outcome (completed or failed)',
      labelNames: ['job', 'outcome'],
      registers,
    });
    const { pool } = database;
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    poolGauge('grofresh_db_pool_connections', 'Connections the pool holds', () => pool.totalCount);
    poolGauge(
      'grofresh_db_pool_idle_connections',
      'Connections free for a query',
      () => pool.idleCount,
    );
    poolGauge(
      'grofresh_db_pool_waiting_queries',
      'Queries waiting for a connection',
      () => pool.waitingCount,
    );
  }

  /** One request Fastify answered (plugins/request-log.ts calls it). */
  readonly observe = (req: FastifyRequest, reply: FastifyReply): void =>
    this.durations.observe(req, reply);

  /** One kept catalog answer the front door sent (web-host/front-door.ts). */
  readonly record = (route: string, method: string, statusCode: number, seconds: number): void =>
    this.durations.record(route, method, statusCode, seconds);

  /** One run of a job on this instance (`countJobRuns`). */
  jobRan(job: string, outcome: 'completed' | 'failed'): void {
    this.jobRuns.inc({ job, outcome });
  }

  /** Counting what the flows announce (lib/shop-events.ts) starts and stops with the shop. */
  follow(): () => void {
    orderPlacedChannel.subscribe(this.onOrderPlaced);
    paymentSettledChannel.subscribe(this.onPaymentSettled);
    return () => {
      orderPlacedChannel.unsubscribe(this.onOrderPlaced);
      paymentSettledChannel.unsubscribe(this.onPaymentSettled);
    };
  }
}

/** The queue's handlers, each run counted as completed or failed (a failure still throws). */
export function countJobRuns(metrics: ShopMetrics | undefined, handlers: JobHandlers): JobHandlers {
  if (!metrics) return handlers;
  const counted = Object.entries(handlers).map(
    ([job, run]: [string, (data: never) => Promise<void>]) => [
      job,
      async (data: never) => {
        try {
          await run(data);
        } catch (error) {
          metrics.jobRan(job, 'failed');
          throw error;
        }
        metrics.jobRan(job, 'completed');
      },
    ],
  );
  return Object.fromEntries(counted) as JobHandlers;
}
