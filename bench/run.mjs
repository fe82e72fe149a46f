// Load benchmarks of the shop's hot calls with autocannon. Start the shop first (npm start,
// optionally after `npm run seed -- --large 10000`), then: npm run bench
// BENCH_URL (default http://localhost:3000), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (10).
import { writeFile } from 'node:fs/promises';
import autocannon from 'autocannon';

const base = process.env.BENCH_URL ?? 'http://localhost:3000';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const categories = await (await fetch(`${base}/api/category/all`)).json();
const dairy =
  categories.categories.find((c) => c.name === 'Dairy products') ?? categories.categories[0];
const count = (await (await fetch(`${base}/api/items/all?limit=1000`)).json()).items.length;

const cases = [
  ['home items (limit 1000)', '/api/items/all?availability=true&limit=1000'],
  [
    'category page (limit 500)',
    `/api/items/all?availability=true&categoryId=${dairy._id}&limit=500`,
  ],
  ['search "paneer"', '/api/items/all?availability=true&name=paneer'],
  ['search typo "panner"', '/api/items/all?availability=true&name=panner'],
  ['categories', '/api/category/all'],
  ['store config', '/api/store/get-config'],
];

const rows = [];
for (const [name, path] of cases) {
  const result = await autocannon({ url: base + path, duration, connections });
  rows.push(
    `| ${name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
  );
  console.log(rows.at(-1));
}
const report = `# Latest benchmark

${new Date().toISOString()}, ${base}, ${duration} s per case, ${connections} connections, first page of items holds ${count}.

| case | req/s | p50 ms | p99 ms | non-2xx |
|---|---|---|---|---|
${rows.join('\n')}
`;
await writeFile(new URL('./results/latest.md', import.meta.url), report);
console.log(report);
