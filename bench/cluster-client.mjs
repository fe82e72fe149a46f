// The soak and fault benchmarks' client (cluster.mjs): it calls the shop's instances in turn
// and records what every request got, by second and by call, for the report.

/** Every request's outcome, by second and by call, for the report. */
export class Recorder {
  constructor() {
    this.started = Date.now();
    this.seconds = new Map();
    this.calls = new Map();
  }
  note(call, outcome, ms) {
    const second = Math.floor((Date.now() - this.started) / 1000);
    const bucket = this.seconds.get(second) ?? { ok: 0, client: 0, server: 0, refused: 0 };
    bucket[outcome] += 1;
    this.seconds.set(second, bucket);
    const stats = this.calls.get(call) ?? { count: 0, failed: 0, times: [] };
    stats.count += 1;
    if (outcome !== 'ok') stats.failed += 1;
    stats.times.push(ms);
    this.calls.set(call, stats);
  }
  /** The seconds in which anything answered 5xx or could not connect. */
  badSeconds() {
    return [...this.seconds.entries()]
      .filter(([, b]) => b.server > 0 || b.refused > 0)
      .map(([s, b]) => ({ second: s, ...b }));
  }
  table() {
    const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
    const rows = [...this.calls.entries()].map(([call, s]) => {
      const sorted = [...s.times].sort((x, y) => x - y);
      return `| ${call} | ${s.count} | ${s.failed} | ${pct(sorted, 0.5).toFixed(1)} | ${pct(sorted, 0.95).toFixed(1)} | ${pct(sorted, 0.99).toFixed(1)} |`;
    });
    return [
      '| call | requests | not 2xx/304 | p50 ms | p95 ms | p99 ms |',
      '|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  }
}

/** A client that records each answer; `who` picks the instance (round robin by default). */
export function client(instances, recorder) {
  let next = 0;
  return async function request(call, path, { token, body, method, from, instance } = {}) {
    const target = instance ?? instances[next++ % instances.length];
    const t0 = performance.now();
    try {
      const res = await fetch(target.base + path, {
        method: method ?? (body ? 'POST' : 'GET'),
        headers: {
          ...(from ? { 'x-forwarded-for': from } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      const data = await res.json().catch(() => null);
      const outcome = res.status < 400 ? 'ok' : res.status >= 500 ? 'server' : 'client';
      recorder.note(call, outcome, performance.now() - t0);
      return { status: res.status, body: data };
    } catch {
      recorder.note(call, 'refused', performance.now() - t0);
      return { status: 0, body: null };
    }
  };
}
