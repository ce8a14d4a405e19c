import * as z from 'zod';

/**
 * Environment, parsed once at start. A bad value stops the server with a message naming the key.
 * Only `publicConfig` values ever reach the browser.
 */
const port = z.coerce.number().int().min(0).max(65535);
const url = (protocols: string[]) =>
  z.string().refine((v) => {
    try {
      return protocols.includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${protocols.join(' or ')}`);

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  WEB_DIST: z.string().min(1).optional(),
  /** Serve the web app; `false` runs the APIs alone. */
  SERVE_SITE: z.enum(['true', 'false', '1', '0']).default('true').transform((v) => v === 'true' || v === '1'),
  CARE_SITE_URL: url(['https:', 'http:']).default('https://care.inphr.example/'),
  PUBLIC_ORIGIN: url(['https:', 'http:']).optional(),
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TRUST_TLS: z.enum(['true', 'false', '1', '0']).default('false').transform((v) => v === 'true' || v === '1'),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  INQUIRY_NOTIFY_TO: z.email().optional(),
  INQUIRY_NOTIFY_FROM: z.email().default('no-reply@inphr.example'),
  INQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(1095),
  INQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(5),
  INQUIRY_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
  GLOBAL_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  HTML_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  HTML_CACHE_TTL_S: z.coerce.number().int().min(1).max(86400).default(60),
  /** CSP violation reports accepted per client and minute (a broken page can send one per blocked resource). */
  CSP_REPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  NAVER_SITE_VERIFICATION: z.string().optional(),
  GOOGLE_SITE_VERIFICATION: z.string().optional(),
});

export type ServerConfig = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): ServerConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (result.data.SMTP_URL && !result.data.INQUIRY_NOTIFY_TO) {
    throw new ConfigError('Invalid environment:\n  INQUIRY_NOTIFY_TO: required when SMTP_URL is set');
  }
  return result.data;
}

/** Config for tests and embedding: defaults plus overrides, no environment read. */
export function testConfig(overrides: Partial<Record<keyof ServerConfig, string>> = {}): ServerConfig {
  return parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
