// Faults: shoppers browse and order across two instances on the machine's PostgreSQL and Redis
// while one instance is killed with SIGKILL and started again, and then PostgreSQL itself is
// restarted. Afterwards every acknowledged order is looked up, and the report shows, second by
// second, where anything answered 5xx or could not connect. Run as a user who may restart the
// machine's PostgreSQL (pg_ctlcluster); BENCH_ADMIN_URL and REDIS_URL as for the soak.
// BENCH_SHOPPERS (20). Writes bench/results/faults.md.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { startCluster } from './cluster.mjs';
import { missingOrders, shopUntil } from './cluster-shoppers.mjs';

const shopperCount = Number(process.env.BENCH_SHOPPERS ?? 20);
const at = { kill: 10, restart: 15, postgres: 30, end: 50 };
const cluster = await startCluster('faults', shopperCount);
const [victim] = cluster.instances;
const started = Date.now();
const since = () => ((Date.now() - started) / 1000).toFixed(1);
const timeline = [];
const note = (what) => {
  timeline.push(`- ${since()} s: ${what}`);
  console.log(timeline.at(-1));
};
const sleepUntil = (second) =>
  new Promise((r) => setTimeout(r, Math.max(0, started + second * 1000 - Date.now())));

const acked = [];
try {
  const shopping = Promise.all(
    cluster.shoppers.map((who) => shopUntil(cluster, who, started + at.end * 1000, acked, 1)),
  );
  await sleepUntil(at.kill);
  await victim.kill('SIGKILL');
  note('instance 1 killed (SIGKILL)');
  await sleepUntil(at.restart);
  note('instance 1 starting');
  await victim.start();
  note('instance 1 answering again');
  await sleepUntil(at.postgres);
  const version = readdirSync('/etc/postgresql')[0];
  note(`PostgreSQL ${version} restarting`);
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], {
    stdio: 'inherit',
  });
  note('PostgreSQL back');
  await shopping;
  note('load stopped');
  // Orders still in flight when an instance died may be unacknowledged; none acknowledged may be lost.
  const missing = await missingOrders(cluster.request, acked);
  const bad = cluster.recorder.badSeconds();
  const report = `# Faults: an instance killed, PostgreSQL restarted

${new Date().toISOString()}: ${cluster.shoppers.length} shoppers ordering every round (plus home
items, a category page, a search and their order list) across two instances, alternating; the
bench plays the load balancer but does not take a dead instance out of rotation, so its calls to
the killed instance are refused until it is back.

${timeline.join('\n')}

${acked.length} orders acknowledged, ${missing.length} missing afterwards${missing.length ? `: ${missing.slice(0, 5).join(', ')}` : ''}.

Seconds (from the start of the load) with a 5xx or a refused connection:

| second | 2xx/3xx | 4xx | 5xx | refused |
|---|---|---|---|---|
${bad.map((b) => `| ${b.second} | ${b.ok} | ${b.client} | ${b.server} | ${b.refused} |`).join('\n')}

${cluster.recorder.table()}
`;
  await writeFile(new URL('./results/faults.md', import.meta.url), report);
  console.log(report);
  if (missing.length) process.exitCode = 1;
} finally {
  await cluster.stop();
}
