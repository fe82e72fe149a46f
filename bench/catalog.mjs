// The catalog's list calls against a bare Fastify route serving the very same bytes from memory,
// side by side in one run, at 20 connections, for a client asking for no compression, brotli and
// gzip. Start the shop first (npm start), then: node bench/catalog.mjs
// BENCH_URL (default http://localhost:3000), BENCH_SECONDS (10), BENCH_CONNECTIONS (20),
// BENCH_BARE_PORT (3999). Writes bench/results/catalog.md.
import { fork } from 'node:child_process';
import http from 'node:http';
import { writeFile } from 'node:fs/promises';
import autocannon from 'autocannon';

if (process.argv[2] === '--bare') {
  // The bare server: one route per case, the stored bytes and the headers that describe them.
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
          resolve({
            status: res.statusCode,
            body: Buffer.concat(chunks),
            type: res.headers['content-type'],
            encoding: res.headers['content-encoding'],
          }),
        );
      })
      .on('error', reject);
  });
}

async function main() {
  const base = process.env.BENCH_URL ?? 'http://localhost:3000';
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
  const barePort = Number(process.env.BENCH_BARE_PORT ?? 3999);

  const { categories } = await (await fetch(`${base}/api/category/all`)).json();
  const dairy = categories.find((c) => c.name === 'Dairy products') ?? categories[0];
  const calls = [
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
  const encodings = [
    ['none', {}],
    ['br', { 'accept-encoding': 'br, gzip' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
  ];

  const cases = [];
  for (const [call, path] of calls) {
    for (const [encoding, headers] of encodings) {
      const answer = await rawGet(base + path, headers);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      cases.push({ key: String(cases.length), call, path, encoding, headers, answer });
    }
  }

  const bare = fork(new URL(import.meta.url).pathname, ['--bare']);
  await new Promise((resolve) => {
    bare.on('message', (m) => m.listening && resolve());
    bare.send({
      port: barePort,
      answers: cases.map((c) => [
        c.key,
        {
          body: c.answer.body.toString('base64'),
          type: c.answer.type,
          encoding: c.answer.encoding,
        },
      ]),
    });
  });

  const run = (url, headers) => autocannon({ url, headers, duration, connections });
  const rows = [];
  try {
    for (const c of cases) {
      // Alternate which goes first, so warm-up and drift fall on both sides alike.
      const shopFirst = rows.length % 2 === 0;
      const a = await run(
        shopFirst ? base + c.path : `http://127.0.0.1:${barePort}/bare/${c.key}`,
        c.headers,
      );
      const b = await run(
        shopFirst ? `http://127.0.0.1:${barePort}/bare/${c.key}` : base + c.path,
        c.headers,
      );
      const [shop, plain] = shopFirst ? [a, b] : [b, a];
      const ratio = shop.requests.average / plain.requests.average;
      rows.push(
        `| ${c.call} | ${c.encoding} | ${c.answer.body.length} | ${shop.requests.average.toFixed(0)} | ${plain.requests.average.toFixed(0)} | ${ratio.toFixed(2)} | ${shop.latency.p97_5} | ${shop.non2xx} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    bare.kill();
  }

  const report = `# Catalog calls against a bare Fastify route

${new Date().toISOString()}, ${base}, ${duration} s per side, ${connections} connections. "bare" is a
plain Fastify route in its own process serving the very bytes the shop sent (same encoding and
content type) from memory; each pair ran back to back, alternating which went first.

| call | encoding | bytes | shop req/s | bare req/s | shop / bare | shop p97.5 ms | shop non-2xx |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
  await writeFile(new URL('./results/catalog.md', import.meta.url), report);
  console.log(report);
}
