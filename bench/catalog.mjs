// The catalog's list calls against a bare Fastify route serving the very same bytes from memory,
// side by side in one run, at 20 connections, for a client asking for no compression, brotli and
// gzip. Start the shop first (npm start), then: node bench/catalog.mjs
// BENCH_URL (default http://localhost:3000), BENCH_BEFORE_URL (another shop, say the code before
// a change, measured in the same rotation), BENCH_SECONDS (10), BENCH_CONNECTIONS (20),
// BENCH_BARE_PORT (3999). Writes bench/results/catalog.md.
import { execFileSync, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import autocannon from 'autocannon';

/** Headers that differ per answer or per connection: the bare server makes its own. */
const PER_ANSWER = ['date', 'connection', 'keep-alive', 'content-length', 'x-request-id'];
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

if (process.argv[2] === '--bare') {
  // The bare server, two routes per case: the stored bytes with only their content type and
  // encoding, and the same bytes with every header the shop sent (a fresh request id each).
  const { default: Fastify } = await import('fastify');
  const app = Fastify();
  const answers = new Map();
  process.on('message', async (message) => {
    if (message.answers) {
      for (const [key, a] of message.answers)
        answers.set(key, { ...a, body: Buffer.from(a.body, 'base64') });
      app.get('/bare/:key', (req, reply) => {
        const a = answers.get(req.params.key);
        reply.header('content-type', a.type);
        if (a.encoding) reply.header('content-encoding', a.encoding);
        return reply.send(a.body);
      });
      app.get('/headers/:key', (req, reply) => {
        const a = answers.get(req.params.key);
        reply.headers(a.headers).header('x-request-id', randomUUID());
        return reply.send(a.body);
      });
      await app.listen({ port: Number(message.port), host: '127.0.0.1' });
      process.send({ listening: true });
    }
  });
} else {
  await main();
}

/** The raw bytes of an answer as the shop sends them (fetch would decompress them). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: Buffer.concat(chunks), headers: res.headers }),
        );
      })
      .on('error', reject);
  });
}

/** utime + stime of a process, in seconds (fields 14 and 15 after the command's name). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
function pidListeningOn(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  return /pid=(\d+)/.exec(out)?.[1];
}

/** The catalog's list calls as a shop's own ids name them. */
async function callsOf(base) {
  const { categories } = await (await fetch(`${base}/api/category/all`)).json();
  const dairy = categories.find((c) => c.name === 'Dairy products') ?? categories[0];
  return [
    ['home items (limit 1000)', '/api/items/all?availability=true&limit=1000'],
    [
      'category page (limit 500)',
      `/api/items/all?availability=true&categoryId=${dairy._id}&limit=500`,
    ],
    ['category', `/api/category/${dairy._id}`],
    ['categories', '/api/category/all'],
    ['banners', '/api/banners/all'],
    ['store config', '/api/store/get-config'],
  ];
}

async function main() {
  const base = process.env.BENCH_URL ?? 'http://localhost:3000';
  const beforeBase = process.env.BENCH_BEFORE_URL;
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
  const barePort = Number(process.env.BENCH_BARE_PORT ?? 3999);
  const bareBase = `http://127.0.0.1:${barePort}`;
  const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

  const calls = await callsOf(base);
  const beforeCalls = beforeBase ? await callsOf(beforeBase) : [];
  const encodings = [
    ['none', {}],
    ['br', { 'accept-encoding': 'br, gzip' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
  ];
  const cases = [];
  for (const [i, [call, path]] of calls.entries()) {
    for (const [encoding, headers] of encodings) {
      await rawGet(base + path, headers); // the first answer is computed; later ones are kept
      const answer = await rawGet(base + path, headers);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      const key = String(cases.length);
      const urls = { shop: base + path, bare: `${bareBase}/bare/${key}` };
      urls.headers = `${bareBase}/headers/${key}`;
      if (beforeBase) urls.before = beforeBase + beforeCalls[i][1];
      cases.push({ key, call, encoding, headers, answer, urls });
    }
  }

  const bare = fork(new URL(import.meta.url).pathname, ['--bare']);
  await new Promise((resolve) => {
    bare.on('message', (m) => m.listening && resolve());
    bare.send({
      port: barePort,
      answers: cases.map(({ key, answer }) => {
        const headers = { ...answer.headers };
        for (const name of PER_ANSWER) delete headers[name];
        const { body } = answer;
        const encoding = answer.headers['content-encoding'];
        const type = answer.headers['content-type'];
        return [key, { body: body.toString('base64'), type, encoding, headers }];
      }),
    });
  });
  const pids = { shop: pidListeningOn(new URL(base).port), bare: bare.pid, headers: bare.pid };
  if (beforeBase) pids.before = pidListeningOn(new URL(beforeBase).port);

  const sides = Object.keys(cases[0].urls);
  const rows = [];
  try {
    for (const c of cases) {
      // Each case starts with the next side, so warm-up and drift fall on every side alike.
      const order = sides.map((_, i) => sides[(i + rows.length) % sides.length]);
      const r = {};
      for (const side of order) {
        const before = pids[side] && cpuSeconds(pids[side]);
        const result = await autocannon({
          url: c.urls[side],
          headers: c.headers,
          duration,
          connections,
        });
        const answered = result['2xx'] + result.non2xx;
        const cpu = pids[side] ? ((cpuSeconds(pids[side]) - before) / answered) * 1e6 : NaN;
        r[side] = { rps: result.requests.average, cpu, result };
      }
      const ratio = (a, b) => (r[a].rps / r[b].rps).toFixed(2);
      const cells = [c.call, c.encoding, c.answer.body.length, r.shop.rps.toFixed(0)];
      if (beforeBase) cells.push(r.before.rps.toFixed(0));
      cells.push(r.bare.rps.toFixed(0), r.headers.rps.toFixed(0), ratio('shop', 'bare'));
      if (beforeBase) cells.push(ratio('before', 'bare'));
      cells.push(ratio('shop', 'headers'), r.shop.cpu.toFixed(0));
      if (beforeBase) cells.push(r.before.cpu.toFixed(0));
      cells.push(r.bare.cpu.toFixed(0), r.headers.cpu.toFixed(0));
      cells.push(r.shop.result.latency.p97_5, r.shop.result.non2xx);
      rows.push(`| ${cells.join(' | ')} |`);
      console.log(rows.at(-1));
    }
  } finally {
    bare.kill();
  }

  const b = (text) => (beforeBase ? text : '');
  const titles = [
    'call | encoding | bytes | shop req/s',
    b(' | before req/s'),
    ' | bare req/s | bare+headers req/s | shop / bare',
    b(' | before / bare'),
    ' | shop / bare+headers | shop µs/answer',
    b(' | before µs/answer'),
    ' | bare µs/answer | bare+headers µs/answer | shop p97.5 ms | shop non-2xx',
  ].join('');
  const report = `# Catalog calls against a bare Fastify route

${new Date().toISOString()}, ${base}${b(` (before: ${beforeBase})`)}, ${duration} s per side,
${connections} connections, load average before the run ${loadAverage}. "bare" is a plain Fastify
route in its own process serving the very bytes the shop sent (same encoding and content type)
from memory; "bare+headers" sends them with every header the shop sent too (security headers,
ETag, cache-control, vary, a fresh X-Request-Id). Each case ran its sides back to back, each case
starting with the next side. µs/answer is the server process's CPU time (user + system, from
/proc) per answer, steadier than req/s on a busy machine.

| ${titles} |
|${'---|'.repeat(titles.split('|').length)}
${rows.join('\n')}
`;
  await writeFile(new URL('./results/catalog.md', import.meta.url), report);
  console.log(report);
}
