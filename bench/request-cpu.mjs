// CPU time a shop process spends per request on one URL: BENCH_REQUESTS requests sent with
// autocannon (`amount`), and the server's utime + stime read from /proc/<pid>/stat before and
// after. Steadier than throughput on a busy machine. Several shops (say, before and after a
// change) are measured in turn, BENCH_ROUNDS times, so background load falls on each alike.
// Start the shops first, then:
//   BENCH_TARGETS=before=http://localhost:3462,after=http://localhost:3460 node bench/request-cpu.mjs
// BENCH_TARGETS (name=url pairs, default shop=http://localhost:3000), BENCH_PATH
// (/api/category/all), BENCH_REQUESTS (40000), BENCH_CONNECTIONS (10), BENCH_ROUNDS (3),
// BENCH_WARMUP (2000). Each server's pid is found from its port (`ss`), so Linux only, and
// the shops need RATE_LIMIT_PER_MINUTE high enough for the requests.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const targets = (process.env.BENCH_TARGETS ?? 'shop=http://localhost:3000')
  .split(',')
  .map((pair) => {
    const [name, url] = pair.split('=');
    return { name, url, pid: pidListeningOn(new URL(url).port || '80'), runs: [] };
  });
const path = process.env.BENCH_PATH ?? '/api/category/all';
const requests = Number(process.env.BENCH_REQUESTS ?? 40_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const warmup = Number(process.env.BENCH_WARMUP ?? 2000);
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

function pidListeningOn(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process found listening on port ${port}`);
  return pid;
}

/** utime + stime of the process, in seconds. */
function cpuSeconds(pid) {
  // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

const send = (url, amount) =>
  autocannon({ url: url + path, amount, connections, headers: { 'accept-encoding': 'br' } });

for (const target of targets) await send(target.url, warmup);
for (let round = 0; round < rounds; round++) {
  // Alternate which goes first, so neither always follows the other.
  const order = round % 2 === 0 ? targets : [...targets].reverse();
  for (const target of order) {
    const before = cpuSeconds(target.pid);
    const result = await send(target.url, requests);
    const used = cpuSeconds(target.pid) - before;
    const answered = result['2xx'] + result.non2xx;
    if (result.non2xx > 0) console.warn(`${target.name}: ${result.non2xx} answers were not 2xx`);
    target.runs.push((used / answered) * 1e6);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `CPU per request, GET ${path}, ${requests} requests x ${rounds} rounds, ${connections} connections`,
);
for (const { name, runs } of targets) {
  const each = runs.map((r) => r.toFixed(1)).join(', ');
  console.log(`  ${name.padEnd(12)} median ${median(runs).toFixed(1)} µs  (rounds: ${each})`);
}
