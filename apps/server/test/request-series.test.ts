import { describe, expect, it } from 'vitest';
import { Counter, Histogram, Registry } from 'prom-client';
import { RequestSeries } from '../src/observability/request-series';

const NAMES = { requests: 'app_requests_total', duration: 'app_request_duration_seconds' };
const HELP = { requests: 'Requests', duration: 'Durations' };
const BOUNDS = [0.001, 0.01, 0.1, 1];

/** Answers of three series: two routes, two status classes, durations in and past the buckets. */
const ANSWERS: [string, string, number, number][] = [
  ['GET', '/*', 200, 0.0004],
  ['GET', '/*', 200, 0.001],
  ['GET', '/*', 304, 0.02],
  ['GET', '/*', 200, 0.5],
  ['GET', '/*', 200, 3],
  ['POST', '/rest/frontend/cooperate/insert', 400, 0.004],
  ['GET', '/*', 404, 0.002],
];

/** A registry that reads the series' two metrics, as the server's does. */
function registryOf(series: RequestSeries): Registry {
  const registry = new Registry();
  const { requests, duration } = series.metrics();
  registry.registerMetric(requests);
  registry.registerMetric(duration);
  return registry;
}

describe('request series', () => {
  it('scrape as the same text as prom-client’s own counter and histogram given the same answers', async () => {
    const series = new RequestSeries(NAMES, HELP, BOUNDS);
    const ours = registryOf(series);

    const theirs = new Registry();
    const labelNames = ['method', 'route', 'status'] as const;
    const counter = new Counter({ name: NAMES.requests, help: HELP.requests, labelNames, registers: [theirs] });
    const histogram = new Histogram({ name: NAMES.duration, help: HELP.duration, labelNames, buckets: BOUNDS, registers: [theirs] });

    for (const [method, route, status, seconds] of ANSWERS) {
      series.observe(method, route, status, seconds);
      const labels = { method, route, status: `${Math.floor(status / 100)}xx` };
      counter.inc(labels);
      histogram.observe(labels, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    // The 2xx and 3xx answers of `/*` are separate series; a duration on a bound is in that bucket.
    expect(text).toContain('app_requests_total{method="GET",route="/*",status="2xx"} 4');
    expect(text).toContain('app_requests_total{method="GET",route="/*",status="3xx"} 1');
    expect(text).toContain('app_request_duration_seconds_bucket{le="0.001",method="GET",route="/*",status="2xx"} 2');
    expect(text).toContain('app_request_duration_seconds_bucket{le="1",method="GET",route="/*",status="2xx"} 3');
    expect(text).toContain('app_request_duration_seconds_bucket{le="+Inf",method="GET",route="/*",status="2xx"} 4');
    expect(text).toContain('app_request_duration_seconds_count{method="POST",route="/rest/frontend/cooperate/insert",status="4xx"} 1');
  });

  it('read afresh at every scrape', async () => {
    const series = new RequestSeries(NAMES, HELP, BOUNDS);
    const registry = registryOf(series);
    expect(await registry.metrics()).not.toContain('app_requests_total{');
    series.observe('GET', '/healthz', 200, 0.0001);
    expect(await registry.metrics()).toContain('app_requests_total{method="GET",route="/healthz",status="2xx"} 1');
    series.observe('GET', '/healthz', 200, 0.0001);
    expect(await registry.metrics()).toContain('app_requests_total{method="GET",route="/healthz",status="2xx"} 2');
  });
});
