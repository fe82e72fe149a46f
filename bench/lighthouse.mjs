// Lighthouse scores of the shop's main pages, phone-sized, in Debian's Chromium.
// Start the shop first (npm start), then: npm run bench:pages
// BENCH_URL (default http://localhost:3000), CHROMIUM_PATH (default /usr/bin/chromium).
// Lighthouse is fetched by npx on first use, so it never weighs on `npm install`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base = process.env.BENCH_URL ?? 'http://localhost:3000';
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dir = mkdtempSync(join(tmpdir(), 'grofresh-lh-'));
const categories = await (await fetch(`${base}/api/category/all`)).json();
const pages = [
  ['home', '/'],
  ['category', `/category/${categories.categories[0]._id}`],
  ['search', '/?q=paneer'],
  ['cart', '/cart'],
];

const rows = [];
for (const [name, path] of pages) {
  const out = join(dir, `${name}.json`);
  execFileSync(
    'npx',
    [
      '-y',
      'lighthouse@12',
      base + path,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: 'inherit' },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (c) => Math.round((report.categories[c]?.score ?? 0) * 100);
  const ms = (a) => Math.round(report.audits[a]?.numericValue ?? 0);
  rows.push(
    `| ${name} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} | ${report.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)} |`,
  );
  console.log(rows.at(-1));
}
const report = `# Latest page benchmark (Lighthouse, mobile emulation)

${new Date().toISOString()}, ${base}

| page | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
writeFileSync(new URL('./results/pages.md', import.meta.url), report);
console.log(report);
