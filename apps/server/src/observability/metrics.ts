import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database';
import { outboxCounts } from '../db/inquiry-repo';
import { JSON_TYPE } from '../lib/json-type';
import { isWarmCall } from '../lib/internal-calls';
import { RequestSeries } from './request-series';

/** What the metrics read from the rest of the server, when it has it. */
export interface MetricSources {
  database: Database;
  /** The rendered-page cache (cache/response-cache.ts), once the site is registered. */
  htmlCache: () => { hits: number; misses: number; renewals: number; entries: number; bytes: number } | undefined;
  /** True when the mail outbox runs (SMTP configured). */
  outbox: boolean;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * GET /metrics in Prometheus' text format. It answers only a scraper that shows METRICS_TOKEN as a
 * bearer token (404 to everyone else, and 404 when no token is configured): request counts and
 * durations by route pattern (never the raw URL: no personal data, no unbounded labels), the page
 * cache, the outbox, rate-limit refusals, the database pool and the process.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined, sources: MetricSources): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'inphr_' });
  const series = new RequestSeries(
    { requests: 'inphr_http_requests_total', duration: 'inphr_http_request_duration_seconds' },
    { requests: 'Requests answered, by route pattern and status class', duration: 'Time to answer, by route pattern and status class' },
    [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  );
  const { requests, duration } = series.metrics();
  registry.registerMetric(requests);
  registry.registerMetric(duration);
  const limited = new Counter({
    name: 'inphr_rate_limited_total',
    help: 'Requests refused by a rate limit (429), by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });
  new Counter({
    name: 'inphr_html_cache_hits_total',
    help: 'Pages answered from the rendered-page cache',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.htmlCache()?.hits ?? 0);
    },
  });
  new Counter({
    name: 'inphr_html_cache_misses_total',
    help: 'Pages rendered because the cache had no current copy',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.htmlCache()?.misses ?? 0);
    },
  });
  new Counter({
    name: 'inphr_html_cache_renewals_total',
    help: 'Pages past their age kept again without a render: what they were made from read again, the same',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.htmlCache()?.renewals ?? 0);
    },
  });
  new Gauge({
    name: 'inphr_html_cache_bytes',
    help: 'Memory the rendered-page cache holds',
    registers: [registry],
    collect() {
      this.set(sources.htmlCache()?.bytes ?? 0);
    },
  });
  if (sources.outbox) {
    new Gauge({
      name: 'inphr_outbox_pending',
      help: 'Inquiry notifications not yet sent; failing: those whose last attempt failed',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        const { pending, failing } = await outboxCounts(sources.database.db);
        this.set({ state: 'pending' }, pending);
        this.set({ state: 'failing' }, failing);
      },
    });
  }
  if (sources.database.poolStats) {
    const stats = sources.database.poolStats;
    new Gauge({
      name: 'inphr_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  }

  const route = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';
  app.addHook('onResponse', function countAnswer(request, reply, done) {
    // The requests warming the request path before the server listens are no visitor's.
    if (isWarmCall(request)) return done();
    const path = route(request);
    series.observe(request.method, path, reply.statusCode, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) limited.inc({ route: path });
    done();
  });

  const expected = token ? digest(`Bearer ${token}`) : undefined;
  app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    const given = request.headers.authorization;
    if (!expected || typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      return reply.code(404).type(JSON_TYPE).send({ code: 404, message: 'Not found.' });
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
