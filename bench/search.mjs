// Search latency on a large catalog (issue 14: p95 <= 20 ms on 10,000 items at 10 connections).
// Seed the shop with `npm run seed -- --large 10000`, start it, then: npm run bench:search
// BENCH_URL (default http://localhost:3000), BENCH_SECONDS per run (10), BENCH_CONNECTIONS (10),
// BENCH_LIMITS: comma-separated page sizes to send as `&limit=` ('' or unset: the call without
// one, like the issue's figures; e.g. ',1000' measures both). Start the shop with
// RATE_LIMIT_PER_MINUTE=1000000000, or its per-client limit answers 429 after 1,200 requests.
// BENCH_BEFORE_URL: a second shop (e.g. the code before a change, seeded alike) measured in the
// same run, alternating with BENCH_URL term by term for BENCH_ROUNDS rounds (default 2), so both
// see the same machine. BENCH_NOTE: a line about the conditions for the report. Writes
// bench/results/search.md.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import autocannon from 'autocannon';

const after = process.env.BENCH_URL ?? 'http://localhost:3000';
const before = process.env.BENCH_BEFORE_URL;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? (before ? 2 : 1));
const limits = (process.env.BENCH_LIMITS ?? '').split(',');

const terms = [
  ['paneer', 'a word'],
  ['pan', 'a prefix'],
  ['panner', 'a one-typo word'],
];
const pathFor = (term, limit = '') =>
  `/api/items/all?availability=true&name=${term}${limit ? `&limit=${limit}` : ''}`;
const cases = limits.flatMap((limit) => terms.map(([term, kind]) => ({ term, kind, limit })));
const targets = before
  ? [
      ['before', before],
      ['after', after],
    ]
  : [['this shop', after]];

/** Nearest-rank percentile of the exact latencies of every answer (not autocannon's buckets). */
const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(url) {
  const latencies = [];
  const instance = autocannon({ url, duration, connections });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p975: result.latency.p97_5,
    errors: result.non2xx + result.errors + result.timeouts,
    bytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}

/** What each shop answers, to show that the figures compare the same ranking. */
async function answer(base, term) {
  const res = await fetch(base + pathFor(term, limits[0]));
  const { items } = await res.json();
  return { count: items.length, top: items.slice(0, 3).map((i) => i.name) };
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const loadAtStart = load();
const answers = {};
for (const [label, base] of targets) {
  // One short warm-up per shop: the first requests pay for connections and cold caches.
  await autocannon({ url: base + pathFor('paneer'), duration: 1, connections });
  answers[label] = Object.fromEntries(
    await Promise.all(terms.map(async ([term]) => [term, await answer(base, term)])),
  );
}

const runs = [];
for (let round = 1; round <= rounds; round++) {
  for (const { term, kind, limit } of cases) {
    for (const [label, base] of targets) {
      const m = await measure(base + pathFor(term, limit));
      runs.push({ round, term, kind, limit, label, ...m });
      console.log(
        `round ${round} ${label} '${term}' limit ${limit || 'none'}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, ${m.rps.toFixed(0)} req/s, errors ${m.errors}`,
      );
      if (m.errors) console.warn('errors: is the shop started with RATE_LIMIT_PER_MINUTE raised?');
    }
  }
}

const ms = (n) => n.toFixed(1);
const rows = runs.map(
  (r) =>
    `| ${r.round} | ${r.label} | '${r.term}' (${r.kind}) | ${r.limit || 'none'} | ${ms(r.p50)} | **${ms(r.p95)}** | ${r.p975} | ${r.rps.toFixed(0)} | ${Math.round(r.bytes / 1024)} KB | ${r.errors} |`,
);
const answerRows = terms.flatMap(([term]) =>
  targets.map(
    ([label]) =>
      `| '${term}' | ${label} | ${answers[label][term].count} | ${answers[label][term].top.join('; ')} |`,
  ),
);
const report = `# Search benchmark

${new Date().toISOString()}; ${os.cpus().length} cores, load average ${loadAtStart} at the start and ${load()} at the end; ${duration} s per run, ${connections} connections, \`${pathFor('<term>')}\`.
${targets.map(([label, base]) => `${label}: ${base}`).join('; ')}.
${process.env.BENCH_NOTE ?? ''}

p50 and p95 are nearest-rank percentiles of every answer's latency as autocannon timed it
(its \`response\` event); p97.5 is autocannon's own figure (what issue 14 quoted).

| round | shop | term | limit | p50 ms | p95 ms | p97.5 ms | req/s | answer | errors |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

What each shop answered (limit ${limits[0] || 'none'}; items, first three):

| term | shop | items | first three |
|---|---|---|---|
${answerRows.join('\n')}
`;
await writeFile(new URL('./results/search.md', import.meta.url), report);
console.log(report);
