// Lighthouse scores of the shop's pages, phone-sized (Lighthouse's mobile defaults: slow 4G, 4x
// CPU slowdown), and of the console's first screen at Lighthouse's desktop settings, in Debian's
// Chromium. Start the shop first, taking the bench's sign-in numbers (shop-pages.mjs,
// signed-in-pages.mjs):
//   OTP_TEST_NUMBERS=7100000001:123456,7100000002:123456 npm start
//   npm run bench:pages        (with the shop's DATA_DIR when it is not the default)
// BENCH_SIGNED_IN=0 measures only the pages anyone sees (home, category, search, empty cart).
// BENCH_URL (default http://localhost:3000), CHROMIUM_PATH (default /usr/bin/chromium),
// BENCH_RUNS (default 3: each page's median run by performance score; a busy machine's
// figures vary from run to run), BENCH_OUT (default bench/results/pages.md), BENCH_PAGES (say
// `cart` or `home,search`: only those pages).
// BENCH_BEFORE_URL: another shop (an older build, say) measured in the same run, its runs
// alternating with BENCH_URL's page by page, so both see the same machine.
// Lighthouse is fetched by npx on first use, so it never weighs on `npm install`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runPage } from './lighthouse-run.mjs';
import { benchPagesOf } from './shop-pages.mjs';

const after = process.env.BENCH_URL ?? 'http://localhost:3000';
const before = process.env.BENCH_BEFORE_URL;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const out = process.env.BENCH_OUT ?? new URL('./results/pages.md', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'grofresh-lh-'));
const shops = before ? { before, after } : { after };

const paths = await benchPagesOf(shops);

/** A keep-alive connection left idle through the Lighthouse runs may be closed under us. */
async function fetchAgain(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, { ...init, headers: { ...init?.headers, connection: 'close' } });
  }
}

/** The gzip bytes of `files` (paths on the shop), as the shop sends them. */
async function gzipWeight(url, files) {
  let bytes = 0;
  for (const file of files) {
    const res = await fetchAgain(new URL(file, url), { headers: { 'accept-encoding': 'gzip' } });
    const body = Buffer.from(await res.arrayBuffer()); // fetch hands it over unzipped
    const sent = Number(res.headers.get('content-length'));
    bytes += res.headers.get('content-encoding') === 'gzip' && sent ? sent : gzipSync(body).length;
  }
  return `${(bytes / 1000).toFixed(1)} kB gzip in ${files.length} files`;
}

/**
 * The JavaScript a page's HTML makes the browser fetch before the first render (its scripts
 * and module preloads), and what a page the server painted starts only after it has painted
 * (the `app-after-paint` meta, apps/api web-host/web.ts).
 */
async function firstRenderJs(url) {
  const html = await (await fetchAgain(url)).text();
  const before = [
    ...html.matchAll(
      /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
    ),
  ].map((m) => m[1]);
  const after = /<meta name="app-after-paint" content="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  const first = await gzipWeight(url, [...new Set(before)]);
  return after.length
    ? `${first}; after the first paint, ${await gzipWeight(url, [...new Set(after)])}`
    : first;
}

const score = (report, c) => Math.round((report.categories[c]?.score ?? 0) * 100);
const ms = (report, a) => Math.round(report.audits[a]?.numericValue ?? 0);

// The largest paint of the fast local run the figures are simulated from: what the simulation
// leaves out shows here (a timer's wait, say, which it does not model).
const observedLcp = (report) =>
  Math.round(report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? 0);

// The JavaScript the page loaded, as sent (gzip or brotli), by the report's own requests.
const scriptKb = (report) =>
  (
    (report.audits['network-requests']?.details?.items ?? [])
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1000
  ).toFixed(1);

const reports = {};
for (let run = 0; run < runs; run++) {
  for (const page of Object.keys(paths.after)) {
    for (const [side, base] of Object.entries(shops)) {
      const file = join(dir, `${side}-${page}-${run}.json`);
      const report = await runPage(base, paths[side][page], file);
      (reports[`${side} ${page}`] ??= []).push(report);
      console.log(`${side} ${page} run ${run + 1}: performance ${score(report, 'performance')}`);
    }
  }
}

const rows = [];
const notes = [];
for (const [key, all] of Object.entries(reports)) {
  all.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const report = all[Math.floor(all.length / 2)];
  const scores = all.map((r) => score(r, 'performance')).join(', ');
  rows.push(
    `| ${key} | ${score(report, 'performance')} (${scores}) | ${score(report, 'accessibility')} | ${score(report, 'best-practices')} | ${ms(report, 'first-contentful-paint')} | ${ms(report, 'largest-contentful-paint')} | ${ms(report, 'total-blocking-time')} | ${report.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)} | ${observedLcp(report)} | ${scriptKb(report)} |`,
  );
  // What the largest paint was, and what moved: where to look when a figure goes wrong.
  const lcp = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0];
  const shifts = report.audits['layout-shifts']?.details?.items ?? [];
  notes.push(
    `- ${key}: largest paint \`${lcp?.node?.snippet?.slice(0, 90) ?? 'unknown'}\`` +
      (shifts.length
        ? `; moved: ${shifts.map((s) => `\`${s.node?.snippet?.slice(0, 60)}\``).join(', ')}`
        : ''),
  );
}

// Lighthouse scales this host's own timings by its 4x, so a slower host scores lower: its
// benchmark index (higher is faster) says which kind of host a table came from.
const hostIndexes = Object.values(reports)
  .flat()
  .map((r) => r.environment?.benchmarkIndex ?? 0)
  .sort((a, b) => a - b);
const hostIndex = Math.round(hostIndexes[Math.floor(hostIndexes.length / 2)]);

const scripts = [];
for (const [side, base] of Object.entries(shops)) {
  for (const page of ['home', 'category'].filter((name) => name in paths[side])) {
    scripts.push(`- ${side} ${page}: ${await firstRenderJs(base + paths[side][page].path)}`);
  }
}

const report = `# Latest page benchmark (Lighthouse, mobile emulation)

${new Date().toISOString()}: ${Object.entries(shops)
  .map(([side, base]) => `${side} ${base}`)
  .join(
    ', ',
  )}; median of ${runs} run(s) a page by performance (every run's score in brackets)${before ? ', before and after alternating' : ''}; ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end; Lighthouse's benchmark index of this host ${hostIndex} (median of the runs; higher is faster, and Lighthouse's figures follow it).

| page | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS | LCP ms, local run | JS kB sent |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

${notes.join('\n')}

JavaScript before the first render (the HTML's scripts and module preloads; goal: at most
90 kB gzip on home and category pages), and the app a painted page starts after its paint:

${scripts.join('\n')}
`;
writeFileSync(out, report);
console.log(report);
