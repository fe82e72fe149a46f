import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestShop, overTheWire, RecordingSender, TestClock } from '../../test/harness';
import { paymentKit } from '../../test/payment-kit';
import { countJobRuns, ShopMetrics } from './metrics';

// Monday 11:00 in Bengaluru: orders are taken.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const metricsOn = { METRICS_PORT: '0' };
const shop = await createTestShop({ env: metricsOn, clock, sms: sender });
const { app } = shop;
// Another shop in the same process, with metrics of its own.
const other = await createTestShop({ env: metricsOn, clock });

const addressOf = (server: typeof app.metricsServer) => server!.address() as AddressInfo;
const scrape = async (server = app.metricsServer) => {
  const res = await fetch(`http://127.0.0.1:${addressOf(server).port}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
};
/** The value of one series in the exposition, 0 when absent. */
const valueOf = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.split(' ')[1] ?? 0,
  );
const requests = (route: string, status = '2xx', method = 'GET') =>
  `grofresh_http_request_duration_seconds_count{method="${method}",route="${route}",status_class="${status}"}`;

describe('the metrics server', () => {
  it('listens on its own port, on 127.0.0.1 unless told, and is off in tests unless asked', async () => {
    expect(addressOf(app.metricsServer)).toMatchObject({ address: '127.0.0.1' });
    expect(addressOf(app.metricsServer).port).not.toBe(addressOf(other.app.metricsServer).port);
    const quiet = await createTestShop();
    expect(quiet.app.metricsServer).toBeNull();
  });

  it('is not served under the shop’s own port, and answers nothing but GET /metrics', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).not.toContain('grofresh_');
    const base = `http://127.0.0.1:${addressOf(app.metricsServer).port}`;
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});

describe('request metrics', () => {
  it('count each request under its route pattern, kept catalog answers too', async () => {
    const before = await scrape();
    // Over a real connection: the second and third are sent by the front door, from memory.
    const get = overTheWire(app);
    for (let i = 0; i < 3; i++) await get('/api/category/all');
    const { categories } = (await app.inject({ method: 'GET', url: '/api/category/all' })).json();
    await app.inject({ method: 'GET', url: `/api/category/${categories[0]._id}` });
    await app.inject({ method: 'GET', url: '/api/category/nope' });
    await app.inject({ method: 'GET', url: '/api/no-such-call' });
    const after = await scrape();
    const grew = (series: string) => valueOf(after, series) - valueOf(before, series);

    expect(grew(requests('/api/category/all'))).toBe(4);
    expect(grew(requests('/api/category/:id'))).toBe(1);
    expect(grew(requests('/api/category/:id', '4xx'))).toBe(1);
    expect(grew(requests('(fallback)', '4xx'))).toBe(1);
    expect(after).not.toContain(categories[0]._id);
    expect(after).toContain(
      'grofresh_http_request_duration_seconds_bucket{method="GET",route="/api/category/all",status_class="2xx",le="+Inf"}',
    );
    expect(valueOf(await scrape(other.app.metricsServer), requests('/api/category/all'))).toBe(0);
  });

  it('show the database pool and the process', async () => {
    const text = await scrape();
    expect(valueOf(text, 'grofresh_db_pool_connections')).toBeGreaterThan(0);
    expect(text).toContain('grofresh_db_pool_idle_connections ');
    expect(text).toContain('grofresh_db_pool_waiting_queries 0');
    expect(text).toContain('process_cpu_seconds_total ');
  });
});

describe('business metrics', () => {
  it('count orders placed and online payments settled once each, on the shop that made them', async () => {
    const pay = await paymentKit(shop, sender, 9464000001);
    const asha = await pay.shopper();
    await pay.kit.place(asha, { paymentMethod: 'COD' });
    const paid = await pay.atGateway(asha, await pay.body(asha), 'pay');
    expect((await pay.callback(paid.form)).statusCode).toBe(303);
    // The gateway posting the same answer again settles nothing.
    await pay.callback(paid.form);
    const failed = await pay.atGateway(asha, await pay.body(asha), 'fail');
    await pay.callback(failed.form);

    const text = await scrape();
    expect(valueOf(text, 'grofresh_orders_placed_total{payment_method="COD"}')).toBe(1);
    expect(valueOf(text, 'grofresh_orders_placed_total{payment_method="CCAVENUE"}')).toBe(1);
    expect(valueOf(text, 'grofresh_online_payments_settled_total{outcome="Success"}')).toBe(1);
    expect(valueOf(text, 'grofresh_online_payments_settled_total{outcome="Failure"}')).toBe(1);
    const elsewhere = await scrape(other.app.metricsServer);
    expect(elsewhere).not.toContain('grofresh_orders_placed_total{');
  });

  it('count job runs by job and outcome, a failed run still failing', async () => {
    const metrics = new ShopMetrics(shop.database);
    const handlers = countJobRuns(metrics, {
      'send-sms': async () => undefined,
      'milk-run-tick': async () => undefined,
      'payments-reconcile': async () => undefined,
      'refund-payment': async () => {
        throw new Error('gateway down');
      },
      'prune-data': async () => undefined,
    });
    await handlers['send-sms']({ phone: '9000000000', text: 'hi' });
    await handlers['send-sms']({ phone: '9000000000', text: 'hi' });
    await expect(handlers['refund-payment']({ refundId: 'r1' })).rejects.toThrow('gateway down');
    const text = await metrics.registry.metrics();
    expect(valueOf(text, 'grofresh_job_runs_total{job="send-sms",outcome="completed"}')).toBe(2);
    expect(valueOf(text, 'grofresh_job_runs_total{job="refund-payment",outcome="failed"}')).toBe(1);
    expect(valueOf(text, 'grofresh_job_runs_total{job="send-sms",outcome="failed"}')).toBe(0);
  });
});
