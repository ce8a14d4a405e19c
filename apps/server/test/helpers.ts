import type { FastifyInstance } from 'fastify';
import { testConfig, type ServerConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { buildServer, type BuildOptions } from '../src/server';
import { createEmptyPostgresDatabase } from '../scripts/launch.mjs';

export { createEmptyPostgresDatabase };

/**
 * A fresh database for one test file: PGlite in memory, or (TEST_ENGINE=postgres) a new
 * PostgreSQL database created next to TEST_DATABASE_URL and dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!adminUrl) return openDatabase({ dataDir: 'memory://' });
  const empty = await createEmptyPostgresDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl: empty.url, dataDir: 'unused' });
  return {
    ...database,
    url: empty.url,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  close(): Promise<void>;
}

export async function startTestServer(overrides: Partial<Record<keyof ServerConfig, string>> = {}, options: BuildOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase());
  const config = testConfig({ INQUIRY_RATE_LIMIT: '10000', GLOBAL_RATE_LIMIT: '100000', ...overrides });
  let app: FastifyInstance;
  try {
    app = await buildServer(config, { site: false, jobs: false, ...options, database });
    await app.ready();
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export const validInquiry = {
  company: 'Seoul Clinic / Director',
  contents: 'We would like to link our hospital information system.',
  email: 'kim@naver.com',
  email1: 'kim',
  email2: 'naver.com',
  mobile: '01012345678',
  name: 'Kim Minji',
  regId: 0,
  title: 'Hospital record linkage',
};

/** Headers a same-origin browser form post carries. */
export const jsonHeaders = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

/**
 * A request answered from fresh content: a kept answer sent stale (its view counts or age moved)
 * has started its refresh, and the request is made again until that refresh is in (a HEAD of a
 * news page waits for it without counting views).
 */
export async function injectFresh(app: FastifyInstance, url: string, method: 'GET' | 'HEAD' = 'GET') {
  for (let tries = 0; ; tries += 1) {
    const res = await app.inject({ url, method });
    const state = res.headers['x-api-cache'] ?? res.headers['x-render-cache'];
    if (state !== 'stale' || tries >= 100) return res;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** An authenticator app's code at `at` (the server's clock: the server checks codes against it). */
export async function codeAt(secret: string, at: Date): Promise<string> {
  const { generate } = await import('otplib');
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}
