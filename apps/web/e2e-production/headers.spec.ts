import { readFileSync } from 'node:fs';
import { expect, test, type APIResponse } from '@playwright/test';
import { placeOrder } from '../e2e/sessions';
import { signInByApi } from './journey';
import { GATEWAY_URL, METRICS_URL, RUN } from './production-shop';

/** The production shop's answers as a reverse proxy and Prometheus see them. */

const HTTPS = { 'x-forwarded-proto': 'https' };

/** The answer's headers that a shop's cookie must carry, when it sends one at all. */
function expectSafeCookies(res: APIResponse) {
  for (const { name, value } of res.headersArray()) {
    if (name.toLowerCase() !== 'set-cookie') continue;
    expect(value, res.url()).toMatch(/;\s*Secure/i);
    expect(value, res.url()).toMatch(/;\s*HttpOnly/i);
    expect(value, res.url()).toMatch(/;\s*SameSite=/i);
  }
}

test('a page: no-cache HTML, hashed files kept a year, a strict policy, HSTS over HTTPS only', async ({
  request,
}) => {
  const page = await request.get('/');
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['x-request-id']).toBeTruthy();
  expect(headers['strict-transport-security']).toBeUndefined();
  const policy = headers['content-security-policy'] ?? '';
  const directives = new Map(
    policy.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(policy).not.toContain("'unsafe-inline'");
  expect(directives.get('form-action')).toEqual(["'self'", GATEWAY_URL]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expectSafeCookies(page);

  const html = await page.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  // Code only from files: an inline one would need 'unsafe-inline' or a nonce. (A JSON data
  // block, the server's state for the first paint, is never run.)
  for (const tag of scripts.filter((t) => !/type="application\/json"/.test(t)))
    expect(tag).toMatch(/\ssrc="/);
  // A script tag's or, on a painted page, the app-after-paint list's first file.
  const asset = /["'](\/assets\/[^"'\s]+\.js)[\s"']/.exec(html)?.[1];
  expect(asset, 'the page names a hashed script').toBeTruthy();
  const file = await request.get(asset!);
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Through the trusted proxy over HTTPS: HSTS, on pages and API answers alike.
  const secure = await request.get('/', { headers: HTTPS });
  expect(secure.headers()['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  const secureApi = await request.get('/api/health', { headers: HTTPS });
  expect(secureApi.headers()['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
});

test('API answers: no-store, a request id in the header and in every error body', async ({
  request,
}) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
  expect(health.headers()['cache-control']).toBe('no-store');
  expect(health.headers()['x-request-id']).toBeTruthy();
  expect(health.headers()['strict-transport-security']).toBeUndefined();

  const ready = await request.get('/api/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });

  const refused = await request.post('/api/auth/send-otp', { data: { phoneNumber: '12' } });
  expect(refused.status()).toBe(400);
  expect(refused.headers()['cache-control']).toBe('no-store');
  const requestId = refused.headers()['x-request-id'];
  expect(requestId).toBeTruthy();
  expect(await refused.json()).toMatchObject({ requestId });
  for (const res of [health, ready, refused]) expectSafeCookies(res);

  // Logs: JSON lines, the request's id on its line.
  await expect.poll(() => readFileSync(RUN.logFile, 'utf8')).toContain(`"reqId":"${requestId}"`);
  const lines = readFileSync(RUN.logFile, 'utf8').trim().split('\n');
  for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
});

test('metrics on their own port: requests, the pool, and an order placed', async ({ request }) => {
  // The shop's own port has no metrics: /metrics there is just a path the web app does not
  // know (its not-found page).
  const onShop = await request.get('/metrics');
  expect(onShop.headers()['content-type']).toMatch(/^text\/html/);
  expect(await onShop.text()).not.toContain('grofresh_');

  const shopper = await signInByApi(request, '9000000037');
  await placeOrder(request, shopper);
  const res = await fetch(METRICS_URL);
  expect(res.status).toBe(200);
  const text = await res.text();
  for (const name of [
    'grofresh_http_request_duration_seconds_bucket',
    'grofresh_db_pool_connections',
    'grofresh_db_pool_idle_connections',
    'grofresh_db_pool_waiting_queries',
    'grofresh_online_payments_settled_total',
    'grofresh_job_runs_total',
    'process_cpu_seconds_total',
    'nodejs_eventloop_lag_seconds',
  ]) {
    expect(text, name).toContain(name);
  }
  expect(text).toMatch(
    /grofresh_http_request_duration_seconds_count\{[^}]*"\/api\/orders\/create"/,
  );
  const placed = /grofresh_orders_placed_total\{payment_method="COD"\} (\d+)/.exec(text);
  expect(Number(placed?.[1])).toBeGreaterThanOrEqual(1);
});
