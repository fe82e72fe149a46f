/* global window, document, location */
// The shop on a 3G-like connection (400 kbps each way, 400 ms round trip, Chromium's own
// throttling), phone-sized, in Debian's Chromium: home's first paint on a first visit, then a
// signed-in shopper adds an item, opens the cart from its bar, checks out and places a cash
// order, reading each screen for 3 s before the next tap. For each step: how long from the tap
// until it is done, and the longest time anything on the screen showed it was waiting (a
// spinner, a skeleton, aria-busy). Goals
// (docs/decisions.md#speed): first paint of home within 3 s; after the first load, no wait
// longer than 1 s. Start a shop whose test number can sign in, then:
//   OTP_TEST_NUMBERS=9000000001:123456 npm start        # one terminal
//   node bench/slow-network.mjs                         # another
// BENCH_URL (default http://localhost:3000), BENCH_BEFORE_URL (another shop measured in the
// same run, alternating), BENCH_PHONE (9000000001) and BENCH_OTP (123456), BENCH_RUNS (3),
// CHROMIUM_PATH (/usr/bin/chromium), BENCH_OUT (bench/results/slow-network.md).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright';

const after = process.env.BENCH_URL ?? 'http://localhost:3000';
const before = process.env.BENCH_BEFORE_URL;
const shops = before ? { before, after } : { after };
const runs = Number(process.env.BENCH_RUNS ?? 3);
const phone = process.env.BENCH_PHONE ?? '9000000001';
const otp = process.env.BENCH_OTP ?? '123456';
const out = process.env.BENCH_OUT ?? new URL('./results/slow-network.md', import.meta.url).pathname;
/** 400 kbps is 50,000 bytes a second. */
const SLOW_3G = {
  offline: false,
  latency: 400,
  downloadThroughput: 50_000,
  uploadThroughput: 50_000,
};
const NEAR_STORE = { latitude: 12.975, longitude: 77.64 };

async function call(base, path, body, token) {
  const answer = await fetch(base + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/** The shopper, signed in through the API, with a deliverable address (made once a shop). */
async function shopper(base) {
  const { session_id } = await call(base, '/api/auth/send-otp', { phoneNumber: phone });
  await call(base, '/api/auth/verify-otp', { session_id, otp });
  const session = await call(base, '/api/user/create', { phone, session_id });
  const list = await fetch(`${base}/api/addresses/all`, {
    headers: { authorization: `Bearer ${session.token}` },
  }).then((answer) => answer.json());
  if (!(list.addresses ?? []).length) {
    const address = { type: 'HOME', flat: 'Flat 12, Lotus Apartments', locality: 'Indiranagar' };
    await call(
      base,
      '/api/addresses/create',
      { ...address, zip: '560038', name: 'Asha Rao' },
      session.token,
    );
  }
  return session;
}

/**
 * Watches, every 25 ms, whether anything on the screen says it is waiting (a row further down,
 * waiting for the shopper to scroll near it, is not on the screen).
 */
function watchWaits() {
  window.__waits = [];
  let since = null;
  const onScreen = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
  };
  setInterval(() => {
    const shown = [
      ...document.querySelectorAll(
        '[aria-busy="true"], .animate-spin, .animate-pulse, [role="progressbar"]',
      ),
    ].some(onScreen);
    const now = performance.now();
    if (shown && since === null) since = now;
    if (!shown && since !== null) {
      window.__waits.push({ at: since, ms: now - since, path: location.pathname });
      since = null;
    }
  }, 25);
}

async function journey(browser, base, session) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: NEAR_STORE,
  });
  await context.addInitScript(watchWaits);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  const steps = {};
  const longestWait = async () => {
    const waits = await page.evaluate(() => window.__waits.splice(0));
    return Math.max(0, ...waits.map((wait) => wait.ms));
  };
  // A wait that starts just after a step has its time to show, and the shopper reads the
  // screen for as long before the next tap.
  const settle = 3000;
  const step = async (name, act) => {
    await longestWait(); // what came before is not this step's
    const start = Date.now();
    await act();
    const done = Date.now() - start;
    await page.waitForTimeout(settle);
    steps[name] = { ms: done, wait: await longestWait() };
  };

  await page.goto('/', { waitUntil: 'load' });
  const paint = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    load: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0,
  }));
  await page.evaluate((s) => {
    localStorage.setItem('authToken', s.token);
    localStorage.setItem('user', JSON.stringify(s.userDetails));
  }, session);
  await step('signed-in reload', () => page.reload({ waitUntil: 'load' }));
  const add = page.getByRole('button', { name: /^ADD .* to cart$/ }).first();
  await add.waitFor();
  const item = (await add.getAttribute('aria-label')).replace(/^ADD | to cart$/g, '');
  await step('add to cart', async () => {
    await add.click();
    await page
      .getByRole('status', { name: `${item} quantity` })
      .first()
      .waitFor();
  });
  await step('open the cart', async () => {
    await page.getByRole('link', { name: /View cart/ }).click();
    await page.getByRole('button', { name: /Proceed to checkout/ }).waitFor();
  });
  await step('checkout', async () => {
    await page.getByRole('button', { name: /Proceed to checkout/ }).click();
    await page
      .getByRole('radio', { name: /Asha Rao/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: /Confirm Order/ }).waitFor();
  });
  await step('place the order', async () => {
    await page.getByRole('button', { name: /Confirm Order/ }).click();
    await page.waitForURL(/\/my-account\?tab=orders$/, { timeout: 60_000 });
    await page.getByRole('list', { name: 'My orders' }).waitFor({ timeout: 60_000 });
  });
  await context.close();
  return { ...paint, steps };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const sessions = {};
for (const [side, base] of Object.entries(shops)) sessions[side] = await shopper(base);
const seen = Object.fromEntries(Object.keys(shops).map((side) => [side, []]));
for (let run = 0; run < runs; run++) {
  for (const [side, base] of Object.entries(shops)) {
    const result = await journey(browser, base, sessions[side]);
    seen[side].push(result);
    console.log(`${side} run ${run}: ${JSON.stringify(result)}`);
  }
}
await browser.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => Math.round(value).toLocaleString('en-IN');
const rows = [];
for (const [side, results] of Object.entries(seen)) {
  const every = (pick) => results.map(pick);
  const cell = (pick) => `${ms(median(every(pick)))} (${every(pick).map(ms).join(', ')})`;
  rows.push(
    `| ${side} | home's first paint | ${cell((r) => r.fcp)} | load ${cell((r) => r.load)} |`,
  );
  for (const name of Object.keys(results[0].steps)) {
    rows.push(
      `| ${side} | ${name} | ${cell((r) => r.steps[name].ms)} | ${cell((r) => r.steps[name].wait)} |`,
    );
  }
}
const report = `# The shop on a slow network (400 kbps, 400 ms round trip)

${new Date().toISOString()}: ${before ? `before ${before}, after ${after}` : after}; ${runs} run(s), median first (every run in brackets)${before ? ', before and after alternating' : ''}; ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end. Each run is a new phone: nothing kept from the last. Goals: home's first paint within 3,000 ms; after the first load, no wait shown longer than 1,000 ms.

| shop | step | ms from the tap until done | longest wait shown, ms |
|---|---|---|---|
${rows.join('\n')}
`;
writeFileSync(out, report);
console.log(report);
