import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { clientKey } from './throttle';

const require = createRequire(import.meta.url);

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** The plugin's own stores: the Redis one (a Lua script, shared by instances) and the in-memory LRU. */
interface PluginStore extends FastifyRateLimitStore {
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
}
type RedisStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string) => PluginStore;
type LocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => PluginStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as LocalStoreCtor;

/** The global rate limit's window: GLOBAL_RATE_LIMIT requests a minute per client. */
export const GLOBAL_RATE_WINDOW_MS = 60_000;

/**
 * The plugin's `addHeadersOnExceeding`: the limit's headers go on the answers that reach it (429,
 * with Retry-After), not on every answer: three headers fewer to write and send per request.
 */
export const RATE_LIMIT_HEADERS_ON_429_ONLY = Object.freeze({ 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false });

/** True for a route of @fastify/static (it puts the file in the route's config). */
export function isStaticFileRoute(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { file?: unknown } | undefined;
  return (request.method === 'GET' || request.method === 'HEAD') && config?.file !== undefined;
}

/**
 * A rate-limit store that counts in Redis, shared by every instance, and in this process's memory
 * whenever Redis does not answer: an outage must neither turn the limits off (the plugin's
 * `skipOnError`) nor fail the requests. One warning when Redis is lost, one line when it is back.
 */
export function resilientRateLimitStore(redis: Redis, nameSpace: string, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let degraded = false;
  const fellBack = (error: Error | null) => {
    if (degraded) return;
    degraded = true;
    log.warn({ err: error?.message ?? `redis ${redis.status}` }, 'redis unavailable: rate limits count in memory on each instance until it is back');
  };
  const recovered = () => {
    if (!degraded) return;
    degraded = false;
    log.info('redis is back: rate limits are shared again');
  };

  class ResilientStore implements FastifyRateLimitStore {
    private readonly shared: PluginStore;
    private readonly local: PluginStore;

    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }, parts?: { shared: PluginStore; local: PluginStore }) {
      this.shared = parts?.shared ?? new RedisStore(Boolean(options.continueExceeding), Boolean(options.exponentialBackoff), redis, nameSpace);
      this.local = parts?.local ?? new LocalStore(Boolean(options.continueExceeding), Boolean(options.exponentialBackoff));
    }

    private run(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number): void {
      const local = () => this.local[method]!(key, callback, timeWindow, max);
      // Not connected: no round trip that would only fail (the client has no offline queue).
      if (redis.status !== 'ready') {
        fellBack(null);
        local();
        return;
      }
      this.shared[method]!(
        key,
        (error, result) => {
          if (error || !result) {
            fellBack(error);
            local();
            return;
          }
          recovered();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.run('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.run('read', key, callback, timeWindow, max);
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new ResilientStore(routeOptions as never, { shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) });
    }
  }
  return ResilientStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Redis for the limits every instance shares (REDIS_URL), connected before serving so that the
 * first requests are counted too; an outage never stops the site (its errors surface where it is used).
 */
export async function connectRedis(app: FastifyInstance, url: string | undefined): Promise<Redis | undefined> {
  if (!url) return undefined;
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000, lazyConnect: true });
  redis.on('error', () => undefined);
  await redis.connect().catch((error: unknown) => app.log.warn({ err: String(error) }, 'redis unavailable at start'));
  app.addHook('onClose', async () => redis.disconnect());
  return redis;
}

/**
 * GLOBAL_RATE_LIMIT requests a minute per client, shared through Redis when there is one. The
 * server's own calls (a page's render calling its APIs) are the visitor's page, not extra load, and
 * static files are exempt: a page loads a dozen of them, and a hospital behind one NAT address
 * would reach the limit by browsing (the static plugin marks its routes with `config.file`).
 * A client is the sign-in throttle's (an address, an IPv6 /64): the plugin's own default masks to
 * /64 as well, but one definition keeps the two from drifting apart. Route-level limits (the
 * studio's, the inquiry's) inherit the key generator: the plugin merges their config onto this one.
 */
export async function registerGlobalRateLimit(app: FastifyInstance, o: { max: number; redis: Redis | undefined }): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    keyGenerator: (request) => clientKey(request.ip),
    allowList: (request) => request.internalCall || isStaticFileRoute(request),
    max: o.max,
    timeWindow: GLOBAL_RATE_WINDOW_MS,
    ...(o.redis ? { store: resilientRateLimitStore(o.redis, 'inphr-rl:', app.log) } : {}),
    skipOnError: false,
    addHeadersOnExceeding: RATE_LIMIT_HEADERS_ON_429_ONLY,
    errorResponseBuilder: (_request, context) => {
      const error = new Error('Too many requests. Please wait a moment and try again.') as FastifyError;
      error.statusCode = context.statusCode;
      return error;
    },
  });
}
