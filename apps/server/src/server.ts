import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import proxyAddr from '@fastify/proxy-addr';
import { API_PATHS, HOME_NEWS_PAGE_SIZE, HOSP_SEQ_NO } from '@inphr/api';
import { ConfigError, type ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { seedIfEmpty } from './db/seed';
import { careApi } from './routes/care-api';
import { healthRoutes } from './routes/health';
import { registerMetrics } from './observability/metrics';
import { registerRequestLog } from './observability/request-log';
import { REQUEST_ID_HEADER, registerRequestIdEcho, requestId } from './observability/request-id';
import { ContentCache } from './cache/content-cache';
import { ViewCounter } from './db/view-counter';
import { mainSiteApi } from './routes/main-site-api';
import { cspReportRoute } from './routes/csp-report';
import { classifyError, sendError } from './lib/errors';
import { registerSecurity, setSecurityHeaders } from './lib/security';
import { serializeError, serializeRequest } from './lib/log';
import { connectRedis, registerGlobalRateLimit } from './lib/rate-limit';
import { createOutbox, type Outbox } from './jobs/outbox';
import { ContentVersions } from './lib/content-versions';
import { openContentBus } from './lib/content-bus';
import { registerSite, type PreviewRenderer } from './site/site';
import { registerStudioApp } from './studio/app';
import { INTERNAL_HEADER, registerInternalCalls } from './lib/internal-calls';
import { warmPages } from './site/warm-up';
import { testClock } from './lib/test-clock';
import { listMedia } from './db/media-repo';
import { createCdnPurger } from './lib/cdn-purge';
import { studioApi } from './studio/api';
import { uploadsRoute } from './studio/images';
import { startRetentionJob } from './jobs/retention';
import { startImageGcJob } from './jobs/image-gc';
import { StaffAccountError, bootstrapFirstAdmin } from './studio/bootstrap';
import { openControlSocket } from './operator/control-socket';

export interface BuildOptions {
  /** An already open database (tests share one); otherwise opened from the config. */
  database?: Database;
  /** Serve the web app (static files and server-side rendering). Off for API-only tests. */
  site?: boolean;
  /** Seed demo content into an empty database (default: as SEED_DEMO says). */
  seed?: boolean;
  /** Periodic jobs (the daily retention purge); tests start servers without them. */
  jobs?: boolean;
  /**
   * The server's one clock: sessions, links, schedules and what visitors may see, the cache's ages
   * and the news items' readings. Tests move it instead of waiting.
   */
  clock?: () => Date;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    outbox: Outbox | undefined;
    /** Moved by every content write: the cache drops what it kept from older content. */
    contentVersions: ContentVersions;
    /** The cache of pages, lists and news items (cache/content-cache.ts). */
    contentCache: ContentCache;
    /** Renders every static page once, as the server's own calls (site/warm-up.ts); main.ts, before listening. */
    warmPages: () => Promise<{ pages: number; ok: number }>;
  }
}

/**
 * Which hops may name the client (X-Forwarded-For), as proxy-addr asks it: none, a hop count (the
 * socket peer is hop 0, the proxy before it hop 1, …), or addresses and ranges.
 */
function trustRule(trust: ServerConfig['TRUST_PROXY']): ((address: string, hop: number) => boolean) | undefined {
  if (trust === false) return undefined;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/** A request's time to arrive in full; a connection's time without traffic; an idle kept-alive connection's (Fastify's default). */
const REQUEST_TIMEOUT_MS = 30_000;
const CONNECTION_TIMEOUT_MS = 60_000;
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** Bodies smaller than this go uncompressed: about one TCP segment's payload once the headers are in. */
const COMPRESS_MIN_BYTES = 1400;

/** Builds the whole server without listening: tests inject requests into it. */
export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const trust = trustRule(config.TRUST_PROXY);
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            // No SQL, no parameters, no personal data: see lib/log.ts.
            serializers: { err: serializeError, error: serializeError, req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Only the configured proxies may name the client (X-Forwarded-For); see config.ts.
    trustProxy: trust ?? false,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    bodyLimit: 64 * 1024,
    // One line per request instead of two (observability/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    // A caller's or proxy's X-Request-Id when well formed, else a new one: every log line carries it.
    requestIdHeader: false,
    genReqId: requestId,
    // Answers Fastify gives before routing (a path that is not valid percent-encoding) carry the
    // same headers and error shape as every other answer.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(reply, config);
      reply.header(REQUEST_ID_HEADER, request.id);
      const message = error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid (malformed percent-encoding).' : 'The request is not valid.';
      void sendError(request, reply, 400, message);
    },
  });

  if (config.publicOriginDefaulted) {
    app.log.warn({ publicOrigin: config.PUBLIC_ORIGIN }, 'PUBLIC_ORIGIN is not set: links and the cross-site check use the local default');
  }

  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, server: true, migrate: config.MIGRATE_ON_START }));
  app.decorate('database', database);
  app.decorate('contentVersions', new ContentVersions());
  // A clock the browser tests move (NODE_ENV=test only), unless a test injected its own.
  const testNow = options.clock ?? testClock(app, config)?.now;
  const clock = testNow ?? (() => new Date());
  // The cache and the view counter keep their own (monotonic) clock unless a test moves it.
  const cacheClock = testNow ? () => testNow().getTime() : undefined;
  const cache = new ContentCache(app.contentVersions, { maxBytes: config.CACHE_MB * 1024 * 1024, now: cacheClock, log: app.log });
  app.decorate('contentCache', cache);
  registerRequestIdEcho(app);
  // Announced changes reach every instance on the same PostgreSQL database (LISTEN/NOTIFY).
  const contentBus = await openContentBus({
    databaseUrl: database.engine === 'postgres' ? config.DATABASE_URL : undefined,
    db: database.db,
    versions: app.contentVersions,
    log: app.log,
    checkEveryMs: config.CONTENT_VERSION_CHECK_MS,
  });
  app.addHook('onClose', async () => contentBus.close());
  if (!options.database) app.addHook('onClose', async () => database.close());
  if (options.seed !== false && config.SEED_DEMO) {
    const seeded = await seedIfEmpty(database.db);
    if (seeded.media || seeded.faq) app.log.info({ seeded }, 'seeded demo content');
  }

  // E-mail: inquiries' notifications (with INQUIRY_NOTIFY_TO) and the studio's messages to staff.
  const outbox = config.SMTP_URL
    ? createOutbox(database.db, { smtpUrl: config.SMTP_URL, to: config.INQUIRY_NOTIFY_TO, from: config.INQUIRY_NOTIFY_FROM, log: app.log })
    : undefined;
  app.decorate('outbox', outbox);
  if (outbox) {
    outbox.start();
    app.addHook('onClose', async () => outbox.stop());
  }

  registerSecurity(app, config);
  // The APIs speak JSON only: any other body type is answered 415.
  app.removeContentTypeParser('text/plain');

  const redis = await connectRedis(app, config.REDIS_URL);
  const internalToken = registerInternalCalls(app);
  await registerGlobalRateLimit(app, { max: config.GLOBAL_RATE_LIMIT, redis });

  // Answers made per request (a news item: its count changes at every view) are compressed as they
  // go; below about one TCP segment that saves no round trip and costs more CPU than it saves.
  // Kept answers carry their own compressed copies.
  // Request bodies are taken as sent (a compressed one is refused, lib/security.ts): browsers never
  // compress them, and the plugin's inflating step was a hook on every request, GETs included.
  await app.register(compress, { global: true, globalDecompression: false, encodings: ['br', 'gzip'], threshold: COMPRESS_MIN_BYTES });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = classifyError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return sendError(request, reply, status, message);
  });

  await app.register(healthRoutes({ database, redis }));
  registerRequestLog(app);
  registerMetrics(app, config.METRICS_TOKEN, { database, outbox: Boolean(outbox), cache });

  // News views, written together once per VIEW_COUNT_REFRESH_MS.
  const views = new ViewCounter(database.db, config.VIEW_COUNT_REFRESH_MS, cacheClock);
  app.addHook('onClose', async () => views.close());
  await app.register(careApi(database.db, { cache, views, itemTtlS: config.CACHE_TTL_S, now: cacheClock, clock }), { prefix: API_PATHS.care });
  await app.register(
    mainSiteApi({
      db: database.db,
      notify: Boolean(outbox && config.INQUIRY_NOTIFY_TO),
      onInquiryStored: () => outbox?.kick(),
      cache,
      cacheTtlS: config.CACHE_TTL_S,
      inquiryRateLimit: { max: config.INQUIRY_RATE_LIMIT, timeWindow: config.INQUIRY_RATE_WINDOW_MS },
    }),
    { prefix: API_PATHS.mainSite },
  );

  await bootstrapFirstAdmin(database.db, config.STAFF_BOOTSTRAP_EMAIL, config.STAFF_BOOTSTRAP_PASSWORD, app.log).catch((error: unknown) => {
    if (error instanceof StaffAccountError) throw new ConfigError(`Invalid environment:\n  STAFF_BOOTSTRAP_PASSWORD: ${error.message}`);
    throw error;
  });
  // The embedded database's directory is this process's alone: operator commands reach it through the server.
  if (database.engine === 'pglite' && !options.database && !config.DATA_DIR.startsWith('memory://')) {
    const control = await openControlSocket(config.DATA_DIR, database, { retentionDays: config.INQUIRY_RETENTION_DAYS }, app.log);
    if (control) app.addHook('onClose', async () => control.close());
  }
  if (options.jobs !== false) {
    const retention = startRetentionJob(database.db, config.INQUIRY_RETENTION_DAYS, app.log);
    const imageGc = startImageGcJob(database.db, config.IMAGE_GC_GRACE_H, app.log);
    app.addHook('onClose', async () => {
      retention.stop();
      imageGc.stop();
    });
  }
  const cdn = createCdnPurger({ url: config.CDN_PURGE_URL, token: config.CDN_PURGE_TOKEN, log: app.log });
  app.addHook('onClose', async () => cdn.close());
  /** Set once the site is registered (below): the studio's preview renders through it. */
  let previewRenderer: PreviewRenderer | undefined;
  await app.register(
    studioApi({
      preview: () => previewRenderer,
      db: database.db,
      config,
      // Every instance drops its cached news pages at once; a due schedule is seen by each instance's own timer.
      newsChanged: () => (app.contentVersions.announce('media'), cdn.purge('media')),
      newsDue: () => (app.contentVersions.bump('media'), cdn.purge('media')),
      faqChanged: () => (app.contentVersions.announce('faq'), cdn.purge('faq')),
      ...(outbox ? { mailQueued: () => outbox.kick() } : {}),
      now: clock,
    }),
    { prefix: API_PATHS.studio },
  );

  await app.register(uploadsRoute(database.db));

  await app.register(cspReportRoute());

  // The server's own calls: no client's rate limit counts them.
  app.decorate('warmPages', () =>
    warmPages(app, [INTERNAL_HEADER, internalToken], async (lang) => {
      const newest = await listMedia(database.db, { hospSeqNo: HOSP_SEQ_NO, lang, page: 1, size: HOME_NEWS_PAGE_SIZE, searchKey: '', searchText: '' }, clock());
      return newest.list.map((item) => item.id);
    }),
  );
  const servesSite = options.site !== false && config.SERVE_SITE;
  if (servesSite) {
    await registerStudioApp(app, config);
    previewRenderer = await registerSite(app, config, { internalToken, views, cache, clock });
  } else {
    app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'Not found.'));
  }
  return app;
}
