// Where an order's time goes, for bench/orders.mjs: CPU per order of the shop and of its
// embedded PostgreSQL (Linux /proc: steadier than orders/s on a busy machine), and, when the
// database has pg_stat_statements loaded, each statement's calls per order (its round trips)
// with mean planning and execution times. See bench/README.md for turning the extension on.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

const pidOnPort = (port) =>
  /pid=(\d+)/.exec(execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString())?.[1];

/** utime + stime in ms; fields after the command name (which may hold spaces). */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
  } catch {
    return 0; // a backend that ended meanwhile
  }
}

const childrenOf = (pid) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)])
    .toString()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The shop's database and, if it is embedded, its server's pid. */
export function databaseOf({ dataDir = './data', databaseUrl }) {
  if (databaseUrl) return { url: databaseUrl, postmaster: undefined };
  const lines = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(join(dataDir, 'pg-password'), 'utf8').trim();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lines[3]}/postgres`;
  return { url, postmaster: lines[0] };
}

/**
 * Call before placing; the function it returns, after, gives the report's section for the
 * orders placed in between.
 */
export async function startSteps({ base, dataDir = './data', databaseUrl }) {
  const shop = pidOnPort(new URL(base).port || '80');
  const { url, postmaster } = databaseOf({ dataDir, databaseUrl });
  // Per process: a backend that ends meanwhile must not take its earlier time off the sum.
  const postgresCpu = () =>
    new Map(postmaster ? [postmaster, ...childrenOf(postmaster)].map((p) => [p, cpuMs(p)]) : []);
  const spentSince = (start, now) =>
    [...now].reduce((ms, [p, at]) => ms + at - (start.get(p) ?? 0), 0);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const statements = await client
    .query('create extension if not exists pg_stat_statements')
    .then(() => client.query('select pg_stat_statements_reset()'))
    .then(() => true)
    .catch(() => false);
  const before = { shop: cpuMs(shop), postgres: postgresCpu() };

  return async (orders) => {
    const perOrder = (ms) => (orders ? (ms / orders).toFixed(2) : '-');
    const shopMs = perOrder(cpuMs(shop) - before.shop);
    const postgresMs = postmaster
      ? perOrder(spentSince(before.postgres, postgresCpu()))
      : 'not embedded';
    let table = 'pg_stat_statements is not loaded: no per-statement figures (bench/README.md).';
    if (statements) {
      const { rows } = await client.query(
        `select calls, total_plan_time / calls as plan, mean_exec_time as exec, query
         from pg_stat_statements where calls >= $1 order by calls desc, query`,
        [Math.max(1, Math.floor(orders / 2))],
      );
      const row = (r) =>
        `| ${(r.calls / orders).toFixed(2)} | ${r.plan.toFixed(3)} | ${r.exec.toFixed(3)} | \`${r.query.replace(/\s+/g, ' ').slice(0, 90)}\` |`;
      table = [
        '| calls per order | plan ms | exec ms | statement |',
        '|---|---|---|---|',
        ...rows.map(row),
      ].join('\n');
    }
    await client.end();
    return `CPU per order: shop ${shopMs} ms, its PostgreSQL ${postgresMs} ms (${orders} orders).

${table}`;
  };
}
