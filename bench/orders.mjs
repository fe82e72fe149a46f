// Order placing and the console's order queue under load. Start the shop so that the bench's
// shoppers can sign in (test numbers, and one client address each through X-Forwarded-For):
//   OTP_TEST_NUMBERS=$(node bench/orders.mjs --numbers) TRUST_PROXY=127.0.0.1,::1 npm start
// (the bench is a proxy on this machine: the shop believes the address it forwards)
// then: npm run bench:orders   (BENCH_URL, BENCH_SECONDS (10), BENCH_SHOPPERS (50); DATA_DIR
// or DATABASE_URL as the shop has them, to make the bench's staff member with user:role and to
// read where the time goes: orders-steps.mjs; STOCK=counted counts every line's item, with
// plenty on hand, so each order takes stock (docs/product/rules.md#stock); otherwise they are
// not counted)
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { keptSession } from './bench-sessions.mjs';
import { databaseOf, startSteps } from './orders-steps.mjs';

const shoppers = Number(process.env.BENCH_SHOPPERS ?? 50);
const phones = Array.from({ length: shoppers + 1 }, (_, i) => String(7000000000 + i));
if (process.argv.includes('--numbers')) {
  console.log(phones.map((p) => `${p}:123456`).join(','));
  process.exit(0);
}
const base = process.env.BENCH_URL ?? 'http://localhost:3000';
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const post = async (path, body, headers = {}) => {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
};

/** A shopper's headers: each signs in from an address of its own (hence TRUST_PROXY). */
async function signIn(phone, i) {
  const from = { 'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}` };
  const { token } = await keptSession(base, phone, { headers: from });
  return { authorization: `Bearer ${token}` };
}

const staffPhone = phones.at(-1);
execFileSync('npm', ['run', '--silent', 'user:role', '--', staffPhone, 'staff'], {
  stdio: 'ignore',
});
const staff = await signIn(staffPhone, shoppers);
const people = [];
for (const [i, phone] of phones.slice(0, shoppers).entries()) {
  const headers = await signIn(phone, i);
  // A shopper keeps the address of an earlier run (a shopper may save at most 20).
  const saved = await (await fetch(`${base}/api/addresses`, { headers })).json();
  const address =
    saved.addresses?.[0] ??
    (
      await post(
        '/api/addresses/create',
        { type: 'HOME', flat: `Flat ${i}`, locality: 'Indiranagar', name: 'Bench' },
        headers,
      )
    ).address;
  people.push({ headers, address: address._id });
}
const { items } = await (await fetch(`${base}/api/items/all?availability=true`)).json();
const lines = items.filter((i) => !i.isVarient).slice(0, 3);
const total = lines.reduce((sum, i) => sum + Math.round((i.discountPrice || i.price) * 100), 0);

// Counted with 100,000 on hand (and a count correction in their history), or not counted.
const counted = process.env.STOCK === 'counted';
{
  const db = new pg.Client({
    connectionString: databaseOf({
      dataDir: process.env.DATA_DIR,
      databaseUrl: process.env.DATABASE_URL,
    }).url,
  });
  await db.connect();
  const ids = lines.map((i) => i._id);
  await db.query(
    counted
      ? `with old as (select i.id, coalesce(u.on_hand, 0) as on_hand from unnest($1::uuid[]) i(id)
           left join stock_units u on u.item_id = i.id and u.variant = ''),
         unit as (insert into stock_units (item_id, variant, on_hand)
           select id, '', 100000 from old
           on conflict (item_id, variant) do update set on_hand = 100000, counted = true)
         insert into stock_movements (item_id, change, reason, note, on_hand_after)
         select id, 100000 - on_hand, 'COUNT', 'bench', 100000 from old where on_hand <> 100000`
      : `update stock_units set counted = false where item_id = any($1::uuid[])`,
    [ids],
  );
  await db.end();
}

// Linux only (/proc, ss); elsewhere the report goes without it.
const finishSteps = await startSteps({
  base,
  dataDir: process.env.DATA_DIR,
  databaseUrl: process.env.DATABASE_URL,
}).catch((error) => () => `No per-step figures: ${error.message}`);
let next = 0;
const placing = await autocannon({
  url: base,
  duration,
  connections: shoppers,
  requests: [
    {
      method: 'POST',
      path: '/api/orders/create',
      setupRequest: (request) => {
        const who = people[next++ % people.length];
        return {
          ...request,
          headers: { ...request.headers, ...who.headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            orderId: `ORD-${Date.now()}-${randomUUID().split('-')[0]}`,
            cartItems: lines.map((i) => ({ itemId: i._id, quantity: 1, isVarient: false })),
            totalAmount: total / 100,
            deliveryType: 'DELIVERY',
            paymentMethod: 'COD',
            redeemedCoins: 0,
            address: who.address,
          }),
        };
      },
    },
  ],
});
const steps = await finishSteps(placing['2xx']);
const queue = await autocannon({
  url: `${base}/api/orders/all?view=queue&limit=30`,
  duration,
  connections: 10,
  headers: staff,
});
const row = (name, r) =>
  `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p97_5} | ${r.non2xx} |`;
const report = `# Orders benchmark

${new Date().toISOString()}, ${base}, ${duration} s per case, lines ${counted ? 'counted' : 'not counted'}.

| case | req/s | p50 ms | p97.5 ms | non-2xx |
|---|---|---|---|---|
${row(`place orders (${shoppers} shoppers at once, 3 lines)`, placing)}
${row("console queue (today's and open, 30 a page, 10 connections)", queue)}

## Where an order's time goes

${steps}
`;
// The last run; results/orders.md keeps the write-up, with before and after figures.
await writeFile(new URL('./results/orders-latest.md', import.meta.url), report);
console.log(report);
