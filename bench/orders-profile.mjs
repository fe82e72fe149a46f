// Where the shop's own CPU goes, from a .cpuprofile (node --cpu-prof, see bench/README.md), with
// no GUI: CPU per order by what it was doing, then the functions with the most self time.
//   node bench/orders-profile.mjs <file.cpuprofile> [--orders N] [--from s] [--to s]
// --from/--to keep one window (seconds from the profile's start; without them it prints the
// busy seconds, so a run's placing phase can be picked out); --orders divides by the orders
// placed in that window (the bench's count) to give ms per order.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { orders: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
});
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const from = Number(values.from ?? 0);
const to = Number(values.to ?? Infinity);
const orders = Number(values.orders ?? 0);

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);

// A sample belongs to the nearest frame (from the leaf up) that one of these names; so the
// socket write under pg's query counts as the pg client, the one under Fastify as HTTP.
const kinds = [
  [/jose|webcrypto|crypto\/(mac|util|webidl|keys)/, 'token check (jose, WebCrypto HMAC)'],
  [/drizzle-orm/, 'drizzle (building SQL, mapping rows)'],
  [/node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//, 'pg client (protocol, socket I/O)'],
  [/zod/, 'zod (body validation, answer serialisation)'],
  [/pino|request-log/, 'logging (pino)'],
  [/fastify|find-my-way|_http_|secure-json/, 'HTTP and Fastify'],
  [/apps\/|packages\//, 'shop code'],
];
const kindCache = new Map();
function kindOf(id) {
  if (kindCache.has(id)) return kindCache.get(id);
  const leaf = nodes.get(id).callFrame.functionName;
  let kind = leaf === '(garbage collector)' ? 'garbage collection' : undefined;
  for (let at = id; !kind && at !== undefined; at = parentOf.get(at)) {
    const { url } = nodes.get(at).callFrame;
    kind = kinds.find(([pattern]) => pattern.test(url))?.[1];
  }
  kind ??= 'other (node internals, timers, program)';
  kindCache.set(id, kind);
  return kind;
}
const where = ({ functionName, url, lineNumber }) => {
  const file =
    url.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ??
    url.replace(/.*\/(apps|packages)\//, '$1/');
  return `${functionName || '(anonymous)'} ${file || '(native)'}${url ? `:${lineNumber + 1}` : ''}`;
};

const byKind = new Map();
const byFunction = new Map();
const busyPerSecond = new Map();
let at = profile.startTime;
let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i];
  const second = (at - profile.startTime) / 1e6;
  const node = nodes.get(profile.samples[i]);
  const spent = profile.timeDeltas[i + 1] ?? 0;
  if (node.callFrame.functionName === '(idle)') continue;
  const whole = Math.floor(second);
  busyPerSecond.set(whole, (busyPerSecond.get(whole) ?? 0) + spent);
  if (second < from || second > to) continue;
  total += spent;
  const kind = kindOf(node.id);
  byKind.set(kind, (byKind.get(kind) ?? 0) + spent);
  const name = where(node.callFrame);
  byFunction.set(name, (byFunction.get(name) ?? 0) + spent);
}

if (values.from === undefined) {
  const busy = [...busyPerSecond].filter(([, us]) => us > 100_000).map(([s]) => s);
  console.log(`Busy seconds (more than 10% CPU): ${busy.join(' ')}\n`);
}
const per = (us) =>
  orders ? `${(us / 1000 / orders).toFixed(2)} ms/order` : `${(us / 1000).toFixed(0)} ms`;
const share = (us) => `${((100 * us) / total).toFixed(0)}%`;
console.log(`| what | CPU | share |\n|---|---|---|\n| all | ${per(total)} | 100% |`);
for (const [kind, us] of [...byKind].sort((a, b) => b[1] - a[1])) {
  console.log(`| ${kind} | ${per(us)} | ${share(us)} |`);
}
console.log('\n| self time | share | function |\n|---|---|---|');
for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  console.log(`| ${per(us)} | ${share(us)} | \`${name}\` |`);
}
