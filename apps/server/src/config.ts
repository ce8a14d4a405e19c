import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { CHECKOUT_ROOT } from './paths';
import * as z from 'zod';

/**
 * Environment, parsed once at start. A bad value stops the server with a message naming the key.
 * Only `publicConfig` values ever reach the browser.
 */
const port = z.coerce.number().int().min(0).max(65535);
const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.join(' or ')}`,
  );

/**
 * Which peers may tell us the client's address (X-Forwarded-For) and nothing else: off by default,
 * so a client can never pick its own address (and escape every rate limit). A hop count (`1` for one
 * proxy in front) or a list of proxy addresses and CIDRs, as proxy-addr (Fastify's `trustProxy`)
 * takes them. `true` (trust anyone) is refused on purpose.
 */
const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];
function isAddressOrCidr(entry: string): boolean {
  if (PROXY_KEYWORDS.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^[0-9]{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (/^[0-9]+$/.test(value)) return Math.min(Number(value), 10);
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (value === 'true' || entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          value === 'true'
            ? 'true would let any client set its own address; give the number of proxies in front (e.g. 1) or their addresses/CIDRs'
            : `must be a hop count or a comma-separated list of addresses/CIDRs (not: ${bad.join(', ') || value})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The site's address as visitors see it: scheme, host and port only. */
const publicOrigin = url(['https:', 'http:']).superRefine((value, ctx) => {
  const parsed = new URL(value);
  if ((parsed.pathname !== '/' && parsed.pathname !== '') || parsed.search || parsed.hash || parsed.username || parsed.password) {
    ctx.addIssue({ code: 'custom', message: `must be an origin only, like ${parsed.origin}` });
  }
});

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Relative paths are the checkout's (where `pnpm start` and the operator commands look alike). */
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .transform((dir) => resolve(CHECKOUT_ROOT, dir)),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  /** Apply pending migrations at start; `false` leaves them to the migrate command and refuses a schema behind the code. */
  MIGRATE_ON_START: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  WEB_DIST: z.string().min(1).optional(),
  /** The built staff studio (apps/studio/dist by default). */
  STUDIO_DIST: z.string().min(1).optional(),
  /** Serve the web app; `false` runs the APIs alone. */
  SERVE_SITE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  CARE_SITE_URL: url(['https:', 'http:']).default('https://care.inphr.example/'),
  /** Required in production: canonical links, feeds, the sitemap and the cross-site check use it, never a request header. */
  PUBLIC_ORIGIN: publicOrigin.optional(),
  TRUST_PROXY: trustProxy.default(false),
  /** Demo news and FAQ in an empty database: on by default for the embedded database, opt-in on DATABASE_URL. */
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TRUST_TLS: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  /** Where each new inquiry is e-mailed (with SMTP_URL, which alone still mails the studio's messages to staff). */
  INQUIRY_NOTIFY_TO: z.email().optional(),
  INQUIRY_NOTIFY_FROM: z.email().default('no-reply@inphr.example'),
  INQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(1095),
  INQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(5),
  INQUIRY_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
  GLOBAL_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  /** Memory for the cache of pages, lists and news items (0: off), and how long an answer in it is fresh (a page with view counts: 10 s at most). */
  CACHE_MB: z.coerce.number().min(0).max(4096).default(48),
  CACHE_TTL_S: z.coerce.number().int().min(1).max(86400).default(60),
  /** A CDN's purge-by-tag endpoint, told when content changes (lib/cdn-purge.ts), and its bearer token. */
  CDN_PURGE_URL: url(['https:', 'http:']).optional(),
  CDN_PURGE_TOKEN: z.string().min(1).optional(),
  /** News views are counted in memory and written together this often. */
  VIEW_COUNT_REFRESH_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** On PostgreSQL, how often each instance reads the content versions: a lost change notification costs at most this long. */
  CONTENT_VERSION_CHECK_MS: z.coerce.number().int().min(50).max(600_000).default(3000),
  /** The first admin, created at start when no staff account exists (the password is never logged). */
  STAFF_BOOTSTRAP_EMAIL: z.email().optional(),
  STAFF_BOOTSTRAP_PASSWORD: z.string().optional(),
  /**
   * Seals second factors' keys at rest (lib/secret-box.ts). Required in production. To rotate:
   * set the new key here and the old one in STUDIO_SECRET_KEY_PREVIOUS; each instance seals the
   * keys again as it starts; once every instance runs with the new key, remove the previous one.
   */
  STUDIO_SECRET_KEY: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  STUDIO_SECRET_KEY_PREVIOUS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  /**
   * Who must set up a second factor (an authenticator app or a passkey) before anything else in the
   * studio: `personal-data` (every account that reads inquirers' details: editors and admins; the
   * default in production), `all`, or `off` (the default elsewhere; a warning at start).
   */
  STUDIO_REQUIRE_2FA: z.enum(['personal-data', 'all', 'off'], { error: 'must be personal-data, all or off' }).optional(),
  /** An uploaded image no article or FAQ text has shown for this many hours is removed (the image-gc job, hourly). */
  IMAGE_GC_GRACE_H: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 3650)
    .default(168),
  /** How many revisions each article and FAQ entry keeps (the newest); every change is also in the audit log. */
  REVISIONS_KEPT: z.coerce.number().int().min(1).max(10_000).default(50),
  STUDIO_SESSION_IDLE_MIN: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  STUDIO_SESSION_ABSOLUTE_H: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(12),
  /** GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; without it, 404 to everyone. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  NAVER_SITE_VERIFICATION: z.string().optional(),
  GOOGLE_SITE_VERIFICATION: z.string().optional(),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type ServerConfig = Omit<ParsedEnv, 'PUBLIC_ORIGIN' | 'SEED_DEMO' | 'STUDIO_REQUIRE_2FA'> & {
  SEED_DEMO: boolean;
  STUDIO_REQUIRE_2FA: 'personal-data' | 'all' | 'off';
  /** `https://www.example.com`, no trailing slash. */
  PUBLIC_ORIGIN: string;
  /** True when PUBLIC_ORIGIN was not configured and the local default stands in (warned at start). */
  publicOriginDefaulted: boolean;
};

export class ConfigError extends Error {}

/**
 * The settings that may also be given as `NAME_FILE`, a path whose content is the value (one
 * trailing newline dropped): Docker's and Kubernetes' secrets, so that a secret is in neither the
 * process environment (`docker inspect`, /proc/PID/environ, crash reports) nor the compose file.
 */
export const FILE_SECRET_KEYS = [
  'DATABASE_URL',
  'REDIS_URL',
  'STAFF_BOOTSTRAP_PASSWORD',
  'METRICS_TOKEN',
  'SMTP_URL',
  'CDN_PURGE_TOKEN',
  'STUDIO_SECRET_KEY',
  'STUDIO_SECRET_KEY_PREVIOUS',
] as const;

/**
 * The environment with each `NAME_FILE` read into `NAME`, and which names came from a file. A
 * problem names the keys and the path, never what the file holds.
 */
function readSecretFiles(env: Record<string, string>): { env: Record<string, string>; fromFile: Set<string> } {
  const resolved = { ...env };
  const fromFile = new Set<string>();
  const problems: string[] = [];
  for (const key of FILE_SECRET_KEYS) {
    const path = env[`${key}_FILE`];
    if (path === undefined) continue;
    delete resolved[`${key}_FILE`];
    if (env[key] !== undefined) {
      problems.push(`  ${key}, ${key}_FILE: set one of them, not both`);
      continue;
    }
    let content: string;
    try {
      content = readFileSync(path, 'utf8');
    } catch (error) {
      // The code (ENOENT, EACCES, EISDIR) says enough; the error's text is not printed.
      problems.push(`  ${key}_FILE: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`);
      continue;
    }
    // Files written by `echo` or an editor end with a newline that is not part of the secret.
    const value = content.replace(/\r?\n$/, '');
    if (value === '') {
      problems.push(`  ${key}_FILE: ${path} is empty`);
      continue;
    }
    resolved[key] = value;
    fromFile.add(key);
  }
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  return { env: resolved, fromFile };
}

export function parseConfig(env: Record<string, string | undefined>): ServerConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
  const secrets = readSecretFiles(cleaned);
  const result = envSchema.safeParse(secrets.env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = issue.path.join('.');
      return `  ${secrets.fromFile.has(key) ? `${key} (from ${key}_FILE)` : key}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const { PUBLIC_ORIGIN: configured, SEED_DEMO: seedDemo, ...rest } = result.data;
  if (!configured && rest.NODE_ENV === 'production') {
    throw new ConfigError('Invalid environment:\n  PUBLIC_ORIGIN: required in production: the address visitors use, e.g. https://www.inphr.example');
  }
  if (!rest.STUDIO_SECRET_KEY && rest.NODE_ENV === 'production') {
    throw new ConfigError('Invalid environment:\n  STUDIO_SECRET_KEY: required in production: it seals two-factor keys at rest (e.g. openssl rand -base64 32)');
  }
  return {
    ...rest,
    PUBLIC_ORIGIN: configured ? new URL(configured).origin : `http://localhost:${rest.PORT}`,
    publicOriginDefaulted: !configured,
    SEED_DEMO: seedDemo === undefined ? !rest.DATABASE_URL : seedDemo === 'true' || seedDemo === '1',
    STUDIO_REQUIRE_2FA: rest.STUDIO_REQUIRE_2FA ?? (rest.NODE_ENV === 'production' ? 'personal-data' : 'off'),
  };
}

/** Config for tests and embedding: defaults plus overrides, no environment read. */
export function testConfig(overrides: Partial<Record<keyof ServerConfig, string>> = {}): ServerConfig {
  return parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
