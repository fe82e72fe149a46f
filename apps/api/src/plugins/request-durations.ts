import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Histogram } from 'prom-client';

/** Requests no route matched: the web app's pages (the fallback serves them) and 404s. */
export const FALLBACK_ROUTE = '(fallback)';

type Labels = { method: string; route: string; status_class: string };
type Values = Awaited<ReturnType<Histogram['get']>>['values'];

interface Series {
  labels: Labels;
  /** Observations per bucket (not cumulative); the last one is above the largest bound. */
  counts: Float64Array;
  sum: number;
}

/**
 * A Prometheus histogram of request durations by route pattern, method and status class,
 * kept in plain arrays and handed to prom-client's registry as a metric of its own (the
 * registry asks it for its values at scrape time, as it asks prom-client's own histograms).
 * prom-client's `observe` validates and hashes its labels on every call, a microsecond or
 * more: a tenth of what a kept catalog answer costs the shop. Here a request looks its series
 * up by route and method and adds to one bucket.
 */
export class RequestDurations {
  private readonly series = new Map<string, Map<string, Series[]>>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
  ) {}

  observe(req: FastifyRequest, reply: FastifyReply): void {
    this.record(
      req.routeOptions.url ?? FALLBACK_ROUTE,
      req.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  }

  /** One answer, however it was sent (the front door has no Fastify request). */
  record(route: string, method: string, statusCode: number, seconds: number): void {
    let byMethod = this.series.get(route);
    if (!byMethod) this.series.set(route, (byMethod = new Map()));
    let byClass = byMethod.get(method);
    if (!byClass) byMethod.set(method, (byClass = []));
    const status = Math.floor(statusCode / 100);
    const series = (byClass[status] ??= {
      labels: { method, route, status_class: `${status}xx` },
      counts: new Float64Array(this.bounds.length + 1),
      sum: 0,
    });
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > (this.bounds[bucket] as number)) bucket++;
    series.counts[bucket] = (series.counts[bucket] as number) + 1;
    series.sum += seconds;
  }

  /** What the registry prints: prom-client's histogram layout (cumulative `le` buckets). */
  async get() {
    const values: Values = [];
    for (const byMethod of this.series.values()) {
      for (const byClass of byMethod.values()) {
        for (const { labels, counts, sum } of byClass.filter(Boolean)) {
          let seen = 0;
          this.bounds.forEach((le, i) => {
            seen += counts[i] as number;
            values.push({
              metricName: `${this.name}_bucket`,
              labels: { ...labels, le },
              value: seen,
            });
          });
          const count = seen + (counts[this.bounds.length] as number);
          values.push(
            { metricName: `${this.name}_bucket`, labels: { ...labels, le: '+Inf' }, value: count },
            { metricName: `${this.name}_sum`, labels, value: sum },
            { metricName: `${this.name}_count`, labels, value: count },
          );
        }
      }
    }
    return { name: this.name, help: this.help, type: 'histogram', aggregator: 'sum', values };
  }
}
