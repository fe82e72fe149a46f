// Search latency on a large catalog (issue 14: p95 <= 20 ms on 10,000 items at 10 connections).
// Seed the shop with `npm run seed -- --large 10000`, start it, then: npm run bench:search
// BENCH_URL (default http://localhost:3000), BENCH_SECONDS per run (10), BENCH_CONNECTIONS (10),
// BENCH_LIMITS: comma-separated page sizes to send as `&limit=` ('' or unset: the call without
// one, like the issue's figures; e.g. ',1000' measures both). Start the shop with
// RATE_LIMIT_PER_MINUTE=1000000000, or its per-client limit answers 429 after 1,200 requests.
// BENCH_BEFORE_URL: a second shop (e.g. the code before a change, seeded alike) measured in the
// same run, alternating with BENCH_URL term by term for BENCH_ROUNDS rounds (default 2), so both
// see the same machine. BENCH_NOTE: a line about the conditions for the report. BENCH_VARIED=1
// adds a run over many different terms (words of the catalog's names, their first three letters
// and a one-typo form of each: more than the shop keeps, so nearly every search is computed),
// since the shop keeps repeated searches and the three terms alone measure its cache. Writes
// bench/results/search.md. BENCH_PIDS / BENCH_BEFORE_PIDS: `<node pid>,<postgres pid>` of each
// shop (the postgres server's pid: its backends are counted), to report CPU time per search
// from /proc (steadier than req/s on a shared machine).
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import autocannon from 'autocannon';

const after = process.env.BENCH_URL ?? 'http://localhost:3000';
const before = process.env.BENCH_BEFORE_URL;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? (before ? 2 : 1));
const limits = (process.env.BENCH_LIMITS ?? '').split(',');
const varied = process.env.BENCH_VARIED === '1';

const terms = [
  ['paneer', 'a word'],
  ['pan', 'a prefix'],
  ['panner', 'a one-typo word'],
];
const pathFor = (term, limit = '') =>
  `/api/items/all?availability=true&name=${term}${limit ? `&limit=${limit}` : ''}`;
const cases = limits.flatMap((limit) => terms.map(([term, kind]) => ({ term, kind, limit })));
if (varied) cases.push({ term: 'varied', kind: 'many terms', limit: limits[0] });
const targets = before
  ? [
      ['before', before],
      ['after', after],
    ]
  : [['this shop', after]];

const pidsOf = { after: process.env.BENCH_PIDS, before: process.env.BENCH_BEFORE_PIDS };
pidsOf['this shop'] = pidsOf.after;
const TICKS_PER_SECOND = 100;
/** utime + stime of a process in seconds, from /proc (0 once it has gone). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
/** The parent pid of a process, or undefined once it has gone. */
function parentOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1];
  } catch {
    return undefined;
  }
}
/** [node, postgres and its live backends] CPU seconds so far, or undefined without pids. */
function cpuOf(label) {
  const [node, postgres] = (pidsOf[label] ?? '').split(',');
  if (!postgres) return undefined;
  const backends = readdirSync('/proc').filter((pid) => parentOf(pid) === postgres);
  const pg = backends.reduce((sum, pid) => sum + cpuSeconds(pid), cpuSeconds(postgres));
  return [cpuSeconds(node), pg];
}

/** Nearest-rank percentile of the exact latencies of every answer (not autocannon's buckets). */
const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Many different searches, the same list for every shop: each word of the catalog's names (from
 * four letters), its first three letters and the word with one letter doubled, in a fixed order.
 */
async function variedTerms(base) {
  const res = await fetch(`${base}/api/items/all?limit=1000`);
  const { items } = await res.json();
  const words = [...new Set(items.flatMap((i) => i.name.toLowerCase().match(/[a-z]{4,}/g) ?? []))];
  const all = words.flatMap((w) => [w, w.slice(0, 3), w.slice(0, 2) + w.slice(1)]);
  return [...new Set(all)].sort((a, b) => hash(a) - hash(b) || (a < b ? -1 : 1));
}
/** A stable shuffle, so neighbouring terms are unrelated (not 'pan', 'paneer', 'panner'). */
const hash = (text) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_003, 7);

async function measure(label, url, paths) {
  const cpuBefore = cpuOf(label);
  const latencies = [];
  let next = 0;
  // With `paths`, every request asks for the next one in turn (all connections share the turn).
  const requests = paths && [
    { setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) },
  ];
  const instance = autocannon({ url, duration, connections, ...(requests && { requests }) });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  const cpuAfter = cpuOf(label);
  latencies.sort((a, b) => a - b);
  // CPU per answer in ms; a backend that ended during the run loses its share (the pool keeps
  // its connections while busy).
  const perAnswer = (i) =>
    cpuBefore
      ? Math.max(0, ((cpuAfter[i] - cpuBefore[i]) * 1000) / result.requests.total).toFixed(2)
      : '-';
  return {
    nodeCpu: perAnswer(0),
    pgCpu: perAnswer(1),
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

const variedPaths = varied
  ? (await variedTerms(after)).map((term) => pathFor(encodeURIComponent(term), limits[0]))
  : undefined;
if (variedPaths) console.log(`varied: ${variedPaths.length} different searches`);

const runs = [];
for (let round = 1; round <= rounds; round++) {
  for (const { term, kind, limit } of cases) {
    for (const [label, base] of targets) {
      const m =
        term === 'varied'
          ? await measure(label, base, variedPaths)
          : await measure(label, base + pathFor(term, limit));
      runs.push({ round, term, kind, limit, label, ...m });
      console.log(
        `round ${round} ${label} '${term}' limit ${limit || 'none'}: p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, ${m.rps.toFixed(0)} req/s, CPU ms/answer node ${m.nodeCpu} postgres ${m.pgCpu}, errors ${m.errors}`,
      );
      if (m.errors) console.warn('errors: is the shop started with RATE_LIMIT_PER_MINUTE raised?');
    }
  }
}

const ms = (n) => n.toFixed(1);
const rows = runs.map(
  (r) =>
    `| ${r.round} | ${r.label} | ${r.term === 'varied' ? `${variedPaths.length} terms in turn` : `'${r.term}'`} (${r.kind}) | ${r.limit || 'none'} | ${ms(r.p50)} | **${ms(r.p95)}** | ${r.p975} | ${r.rps.toFixed(0)} | ${r.nodeCpu} | ${r.pgCpu} | ${Math.round(r.bytes / 1024)} KB | ${r.errors} |`,
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

| round | shop | term | limit | p50 ms | p95 ms | p97.5 ms | req/s | node CPU ms/answer | PostgreSQL CPU ms/answer | answer | errors |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

What each shop answered (limit ${limits[0] || 'none'}; items, first three):

| term | shop | items | first three |
|---|---|---|---|
${answerRows.join('\n')}
`;
await writeFile(process.env.BENCH_OUT ?? new URL('./results/search.md', import.meta.url), report);
console.log(report);
