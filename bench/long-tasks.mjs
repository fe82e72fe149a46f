/* global window */
// The main thread's long tasks as the page itself sees them (PerformanceObserver 'longtask'),
// phone-sized, at Lighthouse's 4x CPU slowdown, in Debian's Chromium: steadier than
// Lighthouse's simulated figures, which swing with the order in which a fast local run happened
// to paint. Start the shop first (npm start), then:
//   npm run bench:long-tasks
// BENCH_URL (default http://localhost:3000), BENCH_BEFORE_URL (another shop, an older build,
// measured in the same run, alternating), CHROMIUM_PATH (default /usr/bin/chromium),
// BENCH_PAGES (say `cart` or `home,search`: only those pages), BENCH_RUNS (default 5 a page),
// BENCH_WAIT_MS (6000: how long after the load event the page is watched), BENCH_OUT (default
// bench/results/long-tasks.md). The signed-in pages and the console come too, as bench:pages
// makes them (signed-in-pages.mjs says what the shop must be started with; DATA_DIR and
// BENCH_BEFORE_DATA_DIR as there); BENCH_SIGNED_IN=0 measures the open pages only. The console
// is measured at 1280 x 800, without the slowdown (Lighthouse's desktop settings).
// "Blocking" is Lighthouse's total blocking time read off these tasks: what each task past the
// first contentful paint takes beyond 50 ms, summed.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright';
import { benchPagesOf, writeStorage } from './shop-pages.mjs';

const after = process.env.BENCH_URL ?? 'http://localhost:3000';
const before = process.env.BENCH_BEFORE_URL;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const waitMs = Number(process.env.BENCH_WAIT_MS ?? 6000);
const out = process.env.BENCH_OUT ?? new URL('./results/long-tasks.md', import.meta.url).pathname;
const shops = before ? { before, after } : { after };

const paths = await benchPagesOf(shops);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});

async function measure(base, { path, storage, desktop }) {
  // Lighthouse's phone: 412 x 823, and a browser that refuses location (as Lighthouse's does).
  const context = await browser.newContext(
    desktop
      ? { viewport: { width: 1280, height: 800 } }
      : { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  );
  const page = await context.newPage();
  if (storage) await writeStorage(page, base, storage);
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const task of list.getEntries())
        window.__longTasks.push([task.startTime, task.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: desktop ? 1 : 4 });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(waitMs);
  const { tasks, fcp } = await page.evaluate(() => ({
    tasks: window.__longTasks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await context.close();
  const late = tasks.filter(([start]) => start >= fcp);
  return {
    fcp,
    blocking: late.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
    count: tasks.length,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const name of Object.keys(paths.after)) {
  const seen = Object.fromEntries(Object.keys(shops).map((side) => [side, []]));
  for (let run = 0; run < runs; run++) {
    for (const [side, base] of Object.entries(shops)) {
      const result = await measure(base, paths[side][name]);
      seen[side].push(result);
      console.log(`${side} ${name} run ${run}: blocking ${Math.round(result.blocking)} ms`);
    }
  }
  for (const [side, results] of Object.entries(seen)) {
    const pick = (key) => Math.round(median(results.map((result) => result[key])));
    rows.push(
      `| ${side} ${name} | ${pick('blocking')} (${results.map((r) => Math.round(r.blocking)).join(', ')}) | ${pick('longest')} | ${pick('count')} | ${pick('fcp')} |`,
    );
  }
}
await browser.close();

const report = `# Long tasks (PerformanceObserver, 4x CPU, phone-sized; the console 1x at 1280 x 800)

${new Date().toISOString()}: ${before ? `before ${before}, after ${after}` : after}; median of ${runs} run(s) a page, before and after alternating; ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end. The browser refuses location, as Lighthouse's does, so home, search and category pages open the location help by themselves.

| page | blocking ms (every run) | longest task ms | long tasks | FCP ms (unthrottled network) |
|---|---|---|---|---|
${rows.join('\n')}
`;
writeFileSync(out, report);
console.log(report);
