import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database';
import { outboxCounts } from '../db/inquiry-repo';
import { JSON_TYPE } from '../lib/json-type';
import type { ContentCache } from '../cache/content-cache';

/** What the metrics read from the rest of the server, when it has it. */
export interface MetricSources {
  database: Database;
  /** The cache of pages, lists and news items (cache/content-cache.ts). */
  cache: ContentCache;
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
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'inphr_http_requests_total',
    help: 'Requests answered, by route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'inphr_http_request_duration_seconds',
    help: 'Time to answer, by route pattern and status class',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const limited = new Counter({
    name: 'inphr_rate_limited_total',
    help: 'Requests refused by a rate limit (429), by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });
  new Counter({
    name: 'inphr_cache_requests_total',
    help: 'Answers asked of the cache of pages, lists and news items: hit, stale (sent while one refresh runs), miss (made), bypass (made, not kept)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [state, n] of Object.entries(sources.cache.counts)) this.inc({ state }, n);
    },
  });
  new Gauge({
    name: 'inphr_cache_bytes',
    help: 'Memory the cache of pages, lists and news items holds',
    registers: [registry],
    collect() {
      this.set(sources.cache.size.bytes);
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
    const path = route(request);
    const labels = { method: request.method, route: path, status: `${Math.floor(reply.statusCode / 100)}xx` };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
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
