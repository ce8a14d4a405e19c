import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database';

const CHECK_TIMEOUT_MS = 1_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * /healthz: the process answers (liveness: restart it when this fails). /readyz: it can serve
 * (readiness: send it traffic): 503 only when the database does not answer (and, through Fastify,
 * while the server shuts down). Redis is optional: while it is down each instance counts its rate
 * limits in memory, so a failing Redis is `degraded` and the instance stays ready; taking every
 * instance out of the load balancer for it would take the site down.
 */
export function healthRoutes(options: { database: Database; redis: Redis | undefined }): FastifyPluginAsync {
  const { database, redis } = options;
  return async (app) => {
    app.get('/healthz', { config: { rateLimit: false } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok', database: database.engine };
    });

    // The answer names the failing check only: the reason (an internal address, say) goes to the log.
    app.get('/readyz', { config: { rateLimit: false } }, async (request, reply) => {
      const checks: Record<string, string> = {};
      try {
        await within(database.db.execute(sql`select 1`), CHECK_TIMEOUT_MS);
        checks.database = 'ok';
      } catch (error) {
        checks.database = 'failing';
        request.log.warn({ err: error }, 'readiness: the database does not answer');
      }
      if (redis) {
        try {
          if (redis.status !== 'ready') throw new Error(`connection ${redis.status}`);
          await within(redis.ping(), CHECK_TIMEOUT_MS);
          checks.redis = 'ok';
        } catch (error) {
          checks.redis = 'degraded';
          request.log.warn({ err: error }, 'readiness: Redis does not answer (rate limits count per instance meanwhile)');
        }
      } else {
        checks.redis = 'not configured';
      }
      const ready = checks.database === 'ok';
      reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
      return { status: ready ? 'ready' : 'not ready', ...checks };
    });
  };
}
