import { readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { faq, media } from '../src/db/schema';
import { seedIfEmpty } from '../src/db/seed';
import { createEmptyPostgresDatabase } from './helpers';

const seedLength = (name: string) => (JSON.parse(readFileSync(new URL(`../seed/${name}`, import.meta.url), 'utf8')) as unknown[]).length;
const adminUrl = process.env.TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe('demo content', () => {
  it('is seeded by default on the embedded database only; SEED_DEMO decides', () => {
    const base = { NODE_ENV: 'test' };
    expect(parseConfig(base).SEED_DEMO).toBe(true);
    expect(parseConfig({ ...base, DATABASE_URL: 'postgres://db/inphr' }).SEED_DEMO).toBe(false);
    expect(parseConfig({ ...base, DATABASE_URL: 'postgres://db/inphr', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(parseConfig({ ...base, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => parseConfig({ ...base, SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });
});

describe.skipIf(!adminUrl)('instances starting together on a new PostgreSQL database', () => {
  it('all come up: migrations run once under a lock, and the demo content is seeded exactly once', async () => {
    const empty = await createEmptyPostgresDatabase(adminUrl!);
    const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ databaseUrl: empty.url, dataDir: 'unused' })));
    const databases = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    try {
      expect(opened.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason))).toEqual([]);
      const seeded = await Promise.all(databases.map((d) => seedIfEmpty(d.db)));
      expect(seeded.reduce((n, s) => n + s.media, 0)).toBe(seedLength('media.json'));
      expect(seeded.reduce((n, s) => n + s.faq, 0)).toBe(seedLength('faq.json'));
      const [m] = await databases[0]!.db.select({ n: count() }).from(media);
      const [f] = await databases[0]!.db.select({ n: count() }).from(faq);
      expect(m?.n).toBe(seedLength('media.json'));
      expect(f?.n).toBe(seedLength('faq.json'));
    } finally {
      await Promise.all(databases.map((d) => d.close()));
      await empty.drop();
    }
  });
});

describe.skipIf(!adminUrl)('PostgreSQL ending the connections (a restart, a failover)', () => {
  it('the server keeps answering: idle pool connections are replaced, not a crash', async () => {
    const { openTestDatabase, startTestServer } = await import('./helpers');
    const database = await openTestDatabase();
    const server = await startTestServer({ DATABASE_URL: database.url! }, { database });
    try {
      expect((await server.app.inject({ url: '/api/media?lang=EN' })).statusCode).toBe(200);
      const name = new URL(database.url!).pathname.slice(1);
      const admin = new (await import('pg')).default.Client({ connectionString: adminUrl });
      await admin.connect();
      const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 200));
      expect((await server.app.inject({ url: '/api/media?lang=EN' })).statusCode).toBe(200);
      expect((await server.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await server.close();
      await database.close();
    }
  });
});
