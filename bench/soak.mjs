// Soak: shoppers browse, search, sign in and order for several minutes across two instances on
// the machine's PostgreSQL and Redis (the production shape), then every acknowledged order is
// looked up. Needs BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres: a
// database of its own is made and dropped) and REDIS_URL (default redis://127.0.0.1:6379).
// BENCH_SECONDS (180), BENCH_SHOPPERS (30). Writes bench/results/soak.md.
import { writeFile } from 'node:fs/promises';
import { startCluster } from './cluster.mjs';
import { missingOrders, shopUntil } from './cluster-shoppers.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 180);
const shopperCount = Number(process.env.BENCH_SHOPPERS ?? 30);

const cluster = await startCluster('soak', shopperCount);
const started = Date.now();
const acked = [];
try {
  await Promise.all(
    cluster.shoppers.map((who) => shopUntil(cluster, who, started + seconds * 1000, acked)),
  );
  const elapsed = (Date.now() - started) / 1000;
  const missing = await missingOrders(cluster.request, acked);
  const bad = cluster.recorder.badSeconds();
  const total = [...cluster.recorder.calls.values()].reduce((n, s) => n + s.count, 0);
  const report = `# Soak: two instances, one PostgreSQL, one Redis

${new Date().toISOString()}: ${cluster.shoppers.length} shoppers for ${elapsed.toFixed(0)} s, each
round: home items, a category page, a search, and every third round an order (COD, one line)
and their order list; requests alternate between the two instances. Both instances and the
bench share this machine's 2 cores with PostgreSQL and Redis.

${total} requests (${(total / elapsed).toFixed(0)}/s), ${acked.length} orders acknowledged,
${missing.length} of them missing afterwards${missing.length ? `: ${missing.slice(0, 5).join(', ')}` : ''};
seconds with a 5xx or a refused connection: ${bad.length ? JSON.stringify(bad) : 'none'}.

${cluster.recorder.table()}
`;
  await writeFile(new URL('./results/soak.md', import.meta.url), report);
  console.log(report);
  if (missing.length || bad.length) process.exitCode = 1;
} finally {
  await cluster.stop();
}
