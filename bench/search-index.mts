// The search index alone, in node (bench/results/search-ranking.md, search-goals.md): one
// checkout's SearchIndex on a seeded catalog, available items, BENCH_LIMIT (50, as the web app
// asks) a page, three passes. The terms: the bench's varied terms over all names (each word
// from four letters, its first three letters, one letter doubled); with BENCH_TERMS=<n>, the
// recipe of bench/search-goals.mjs instead (`variedTerms`, bench/search-terms.mjs: a letter
// dropped too, in its shuffled order, the first n, from the first 3,000 names by name). Run
// from each checkout in turn, alternating (label 'before' is code whose index takes the sound
// as a string, before issue 32):
// BENCH_DATABASE_URL=... npx tsx bench/search-index.mts <checkout> <label> <round>
import { variedTerms } from './search-terms.mjs';

const [tree, label, round] = process.argv.slice(2) as [string, string, string];
const { connect } = await import(`${tree}/apps/api/src/db/database.ts`);
const { SearchIndex } = await import(
  `${tree}/apps/api/src/modules/catalog/catalog.search-index.ts`
);
const { isFuzzy } = await import(`${tree}/apps/api/src/modules/catalog/catalog.search.ts`);
const database = await connect(process.env.BENCH_DATABASE_URL!);
const index = await SearchIndex.load(database.db);
const termCount = process.env.BENCH_TERMS ? Number(process.env.BENCH_TERMS) : undefined;
const limit = Number(process.env.BENCH_LIMIT ?? 50);
const { rows } = await database.pool.query(
  `select name from items where retired_at is null${termCount ? ' order by name limit 3000' : ''}`,
);
const names = rows.map((r: { name: string }) => r.name);
const terms: string[] = termCount
  ? variedTerms(names).slice(0, termCount)
  : [
      ...new Set(
        names
          .flatMap((n: string) => n.toLowerCase().match(/[a-z]{4,}/g) ?? [])
          .flatMap((w: string) => [w, w.slice(0, 3), w.slice(0, 2) + w.slice(1)]),
      ),
    ];
const sounds = new Map<string, string>();
for (const t of terms)
  sounds.set(t, (await database.pool.query('select dmetaphone($1) as c', [t])).rows[0].c);
const old = label === 'before';
const run = (t: string) =>
  index.search(
    t,
    isFuzzy(t) ? (old ? sounds.get(t) : async () => sounds.get(t)!) : undefined,
    { availability: true },
    limit,
  );
const pct = (s: number[], p: number) => s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)]!;
for (const t of terms) await run(t); // warm up
const times: number[] = [];
const cpu0 = process.cpuUsage();
for (let pass = 0; pass < 3; pass++) {
  for (const t of terms) {
    const t0 = performance.now();
    await run(t);
    times.push(performance.now() - t0);
  }
}
const cpu = process.cpuUsage(cpu0);
times.sort((a, b) => a - b);
console.log(
  `| ${round} | ${label} | ${terms.length} × 3 | ${pct(times, 50).toFixed(3)} | **${pct(times, 95).toFixed(3)}** | ${pct(times, 99).toFixed(3)} | ${times.at(-1)!.toFixed(2)} | ${((cpu.user + cpu.system) / 1000 / times.length).toFixed(3)} |`,
);
await database.close();
process.exit(0);
