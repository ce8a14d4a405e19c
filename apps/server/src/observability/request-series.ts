import type { Metric } from 'prom-client';

/** The labels of a request's series: its method, its route pattern and its status class (`2xx`). */
export interface SeriesLabels {
  method: string;
  route: string;
  status: string;
}

interface Series {
  labels: SeriesLabels;
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); the last one is past every bound (`+Inf`). */
  inBucket: Float64Array;
}

/** A metric as prom-client's registry reads it at a scrape (`registry.metrics()`): its name, help, type and values. */
interface ScrapedMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  get(): { name: string; help: string; type: 'counter' | 'histogram'; aggregator: 'sum'; values: ScrapedValue[] };
}

interface ScrapedValue {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/**
 * Requests answered and their durations, per (method, route, status class): a counter and a
 * histogram in Prometheus' text format, counted in plain numbers as each answer goes and turned
 * into values only when scraped. prom-client's own counter and histogram hash their label object
 * and convert each bucket's bound to a property name on every call: on a kept page, the largest
 * part of the work per answer that is not sending it.
 *
 * Bounded: the methods and route patterns are the server's own, the status classes five.
 */
export class RequestSeries {
  readonly #series = new Map<string, Series>();

  constructor(
    private readonly names: { requests: string; duration: string },
    private readonly help: { requests: string; duration: string },
    /** The upper bounds of the duration buckets, in seconds, ascending. */
    private readonly bounds: readonly number[],
  ) {}

  observe(method: string, route: string, status: number, seconds: number): void {
    const statusClass = Math.floor(status / 100);
    const key = `${method} ${statusClass} ${route}`;
    let series = this.#series.get(key);
    if (!series) {
      series = { labels: { method, route, status: `${statusClass}xx` }, count: 0, sum: 0, inBucket: new Float64Array(this.bounds.length + 1) };
      this.#series.set(key, series);
    }
    series.count += 1;
    series.sum += seconds;
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket += 1;
    series.inBucket[bucket]! += 1;
  }

  /** The two metrics, for prom-client's registry (`registerMetric`), read at each scrape. */
  metrics(): { requests: Metric; duration: Metric } {
    const requests = this.scraped(this.names.requests, this.help.requests, 'counter', () =>
      [...this.#series.values()].map((s) => ({ labels: { ...s.labels }, value: s.count })),
    );
    const duration = this.scraped(this.names.duration, this.help.duration, 'histogram', () =>
      [...this.#series.values()].flatMap((s) => this.histogramValues(s)),
    );
    // prom-client types its registry's metrics as its own classes; what it reads of them at a scrape is this shape.
    return { requests: requests as unknown as Metric, duration: duration as unknown as Metric };
  }

  private scraped(name: string, help: string, type: 'counter' | 'histogram', values: () => ScrapedValue[]): ScrapedMetric {
    const head = { name, help, type, aggregator: 'sum' as const };
    return { ...head, get: () => ({ ...head, values: values() }) };
  }

  /** A series as Prometheus reads a histogram: cumulative buckets (`le`), then its sum and count. */
  private histogramValues(s: Series): ScrapedValue[] {
    const bucketName = `${this.names.duration}_bucket`;
    let cumulative = 0;
    const buckets = this.bounds.map((bound, i) => {
      cumulative += s.inBucket[i]!;
      return { labels: { le: bound, ...s.labels }, value: cumulative, metricName: bucketName };
    });
    return [
      ...buckets,
      { labels: { le: '+Inf', ...s.labels }, value: s.count, metricName: bucketName },
      { labels: { ...s.labels }, value: s.sum, metricName: `${this.names.duration}_sum` },
      { labels: { ...s.labels }, value: s.count, metricName: `${this.names.duration}_count` },
    ];
  }
}
