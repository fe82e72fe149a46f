// Issue 39's search goals, before and after in one run (bench/README.md):
// 1. A kept answer (the same search asked again and again, `BENCH_KEPT_PATH`, by default the
//    shopper's `pan` with limit=1000) against a bare Fastify route serving the very same bytes
//    (bench/catalog.mjs's bare server, in its own process). Goal: shop / bare >= 0.8.
// 2. Searches not kept: `BENCH_TERMS` (1000) different terms from the catalog's words, asked in
//    turn by every connection (more than the shop keeps, least recently used first, so none is
//    found kept). Goal: p95 <= 15 ms on 10,000 items and <= 40 ms on 100,000.
// BENCH_URL (default http://localhost:3000), BENCH_BEFORE_URL (the code before a change, seeded
// alike), BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_ROUNDS (3: sides alternate, each
// round starting with the next), BENCH_LIMITS (',1000': the default page and limit=1000),
// BENCH_BARE_PORT (3998), BENCH_NOTE, BENCH_OUT (bench/results/search-goals.md).
import { execFileSync, fork } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import autocannon from 'autocannon';
import { variedTerms } from './search-terms.mjs';

const after = process.env.BENCH_URL ?? 'http://localhost:3000';
const before = process.env.BENCH_BEFORE_URL;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const termCount = Number(process.env.BENCH_TERMS ?? 1000);
const limits = (process.env.BENCH_LIMITS ?? ',1000').split(',');
const keptPath =
  process.env.BENCH_KEPT_PATH ?? '/api/items/all?availability=true&name=pan&limit=1000';
const barePort = Number(process.env.BENCH_BARE_PORT ?? 3998);
const shops = before ? { before, after } : { after };
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
const pidListeningOn = (port) =>
  /pid=(\d+)/.exec(execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString())?.[1];

const rawGet = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
      })
      .on('error', reject);
  });

/**
 * `termCount` different terms, the same for every shop: `variedTerms` of the catalog's names
 * (those of the first 1,000 items and of every category's first 500).
 */
async function termsOf(base) {
  const get = async (path) => (await (await fetch(base + path)).json()).items;
  const { categories } = await (await fetch(`${base}/api/category/all`)).json();
  const lists = [await get('/api/items/all?limit=1000')];
  for (const c of categories) lists.push(await get(`/api/items/all?categoryId=${c._id}&limit=500`));
  const all = variedTerms(lists.flat().map((i) => i.name));
  if (all.length < termCount) console.warn(`only ${all.length} different terms`);
  return all.slice(0, termCount);
}

const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function measure(url, pid, paths) {
  const cpuBefore = pid && cpuSeconds(pid);
  const latencies = [];
  let next = 0;
  const requests = paths && [
    { setupRequest: (r) => ({ ...r, path: paths[next++ % paths.length] }) },
  ];
  const run = autocannon({ url, duration, connections, ...(requests && { requests }) });
  run.on('response', (_c, _s, _b, ms) => latencies.push(ms));
  const r = await run;
  latencies.sort((a, b) => a - b);
  const answered = r['2xx'] + r.non2xx;
  return {
    rps: r.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    cpuUs: pid ? ((cpuSeconds(pid) - cpuBefore) / answered) * 1e6 : NaN,
    bytes: r.throughput.total / Math.max(1, answered),
    errors: r.non2xx + r.errors + r.timeouts,
  };
}

const loadAtStart = load();
const pids = Object.fromEntries(
  Object.entries(shops).map(([label, base]) => [label, pidListeningOn(new URL(base).port)]),
);

// 1. Kept answers against the bare route.
const kept = {};
for (const [label, base] of Object.entries(shops)) {
  await rawGet(base + keptPath); // the first is computed, the next ones kept (once they are)
  kept[label] = await rawGet(base + keptPath);
}
const bare = fork(new URL('./catalog.mjs', import.meta.url).pathname, ['--bare']);
await new Promise((resolve) => {
  bare.on('message', (m) => m.listening && resolve());
  const answer = {
    body: kept.after.body.toString('base64'),
    type: 'application/json; charset=utf-8',
  };
  bare.send({ port: barePort, answers: [['0', { ...answer, headers: {} }]] });
});
const keptSides = { ...shops, bare: `http://127.0.0.1:${barePort}/bare/0` };
pids.bare = bare.pid;
const keptRuns = [];
try {
  const sides = Object.keys(keptSides);
  for (let round = 0; round < rounds; round++) {
    for (const side of sides.map((_, i) => sides[(i + round) % sides.length])) {
      const url = side === 'bare' ? keptSides.bare : keptSides[side] + keptPath;
      const m = await measure(url, pids[side]);
      keptRuns.push({ round: round + 1, side, ...m });
      console.log(
        `kept round ${round + 1} ${side}: ${m.rps.toFixed(0)} req/s, ${m.cpuUs.toFixed(0)} µs/answer, p95 ${m.p95.toFixed(1)} ms, errors ${m.errors}`,
      );
    }
  }
} finally {
  bare.kill();
}

// 2. Searches not kept.
const terms = await termsOf(after);
const searchRuns = [];
for (const limit of limits) {
  const paths = terms.map(
    (t) =>
      `/api/items/all?availability=true&name=${encodeURIComponent(t)}${limit ? `&limit=${limit}` : ''}`,
  );
  const labels = Object.keys(shops);
  for (const label of labels) await measure(shops[label], undefined, paths.slice(0, 200)); // warm-up
  for (let round = 0; round < rounds; round++) {
    for (const label of labels.map((_, i) => labels[(i + round) % labels.length])) {
      const m = await measure(shops[label], pids[label], paths);
      searchRuns.push({ round: round + 1, limit, side: label, ...m });
      console.log(
        `not kept limit ${limit || 'default'} round ${round + 1} ${label}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, ${m.rps.toFixed(0)} req/s, ${m.cpuUs.toFixed(0)} µs/answer, errors ${m.errors}`,
      );
    }
  }
}

const f1 = (n) => n.toFixed(1);
const medianOf = (runs, side, key) =>
  median(runs.filter((r) => r.side === side).map((r) => r[key]));
const keptRows = keptRuns.map(
  (r) =>
    `| ${r.round} | ${r.side} | ${r.rps.toFixed(0)} | ${r.cpuUs.toFixed(0)} | ${f1(r.p50)} | ${f1(r.p95)} | ${r.errors} |`,
);
const bareRps = medianOf(keptRuns, 'bare', 'rps');
const keptSummary = Object.keys(keptSides).map(
  (side) =>
    `| ${side} | ${medianOf(keptRuns, side, 'rps').toFixed(0)} | ${(medianOf(keptRuns, side, 'rps') / bareRps).toFixed(2)} | ${medianOf(keptRuns, side, 'cpuUs').toFixed(0)} |`,
);
const searchRows = searchRuns.map(
  (r) =>
    `| ${r.limit || 'default (50)'} | ${r.round} | ${r.side} | ${f1(r.p50)} | **${f1(r.p95)}** | ${r.rps.toFixed(0)} | ${r.cpuUs.toFixed(0)} | ${Math.round(r.bytes / 1024)} KB | ${r.errors} |`,
);
const searchSummary = limits.flatMap((limit) =>
  Object.keys(shops).map((side) => {
    const runs = searchRuns.filter((r) => r.limit === limit);
    return `| ${limit || 'default (50)'} | ${side} | ${f1(medianOf(runs, side, 'p50'))} | **${f1(medianOf(runs, side, 'p95'))}** | ${medianOf(runs, side, 'rps').toFixed(0)} | ${medianOf(runs, side, 'cpuUs').toFixed(0)} |`;
  }),
);
const report = `# Search: kept answers and searches not kept (issue 39)

${new Date().toISOString()}; ${os.cpus().length} cores, load average ${loadAtStart} at the start and ${load()} at the end; ${duration} s per run, ${connections} connections, ${rounds} rounds, sides alternating (each round starts with the next).
${Object.entries(shops)
  .map(([label, base]) => `${label}: ${base}`)
  .join('; ')}.
${process.env.BENCH_NOTE ?? ''}

## A kept answer against a bare route serving the same bytes

\`${keptPath}\` (${kept.after.body.length} bytes; before sent ${kept.before?.body.length ?? '-'}), no compression asked for, asked again and again. "bare" is a plain Fastify route in its own process sending the after shop's bytes from memory with only their content type (bench/catalog.mjs). µs/answer: the server process's CPU time (user + system, /proc) per answer. Goal: shop / bare ≥ 0.8.

| side | req/s (median) | / bare | µs/answer (median) |
|---|---|---|---|
${keptSummary.join('\n')}

| round | side | req/s | µs/answer | p50 ms | p95 ms | errors |
|---|---|---|---|---|---|---|
${keptRows.join('\n')}

## Searches not kept

${terms.length} different terms in turn (\`/api/items/all?availability=true&name=<term>[&limit=…]\`), more than the shop keeps (least recently used first), so each is computed. p50 and p95: nearest rank of every answer's latency. µs/answer: the shop's node process only. Goal: p95 ≤ 15 ms on 10,000 items, ≤ 40 ms on 100,000.

| limit | side | p50 ms (median) | p95 ms (median) | req/s (median) | µs/answer (median) |
|---|---|---|---|---|---|
${searchSummary.join('\n')}

| limit | round | side | p50 ms | p95 ms | req/s | µs/answer | answer | errors |
|---|---|---|---|---|---|---|---|---|
${searchRows.join('\n')}
`;
await writeFile(
  process.env.BENCH_OUT ?? new URL('./results/search-goals.md', import.meta.url),
  report,
);
console.log(report);
