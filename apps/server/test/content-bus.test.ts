import { describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer } from './helpers';

const onPostgres = process.env.TEST_ENGINE === 'postgres';

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

describe.skipIf(!onPostgres)('content changes reach every instance (PostgreSQL LISTEN/NOTIFY)', () => {
  it('an announced change moves the counters of another instance on the same database within a second', async () => {
    const database = await openTestDatabase();
    const a = await startTestServer({ DATABASE_URL: database.url! }, { database });
    const b = await startTestServer({ DATABASE_URL: database.url! }, { database });
    try {
      const before = b.app.contentVersions.snapshot(['media', 'faq']);
      const started = Date.now();
      a.app.contentVersions.announce('media');
      expect(await until(() => !b.app.contentVersions.isCurrent({ media: before.media }), 1_000)).toBe(true);
      console.log(`content bus: change seen by the other instance after ${Date.now() - started} ms`);
      // Only what was announced: the FAQ pages stay cached.
      expect(b.app.contentVersions.isCurrent({ faq: before.faq })).toBe(true);
      // A local bump (a view count) stays local.
      const aBefore = a.app.contentVersions.snapshot(['media']);
      b.app.contentVersions.bump('media');
      await new Promise((r) => setTimeout(r, 300));
      expect(a.app.contentVersions.isCurrent(aBefore)).toBe(true);
    } finally {
      await b.close();
      await a.close();
      await database.close();
    }
  });
});

describe.skipIf(onPostgres)('content changes on the embedded database', () => {
  it('announce bumps this process (the only one)', async () => {
    const server = await startTestServer();
    try {
      const before = server.app.contentVersions.snapshot(['media']);
      server.app.contentVersions.announce('media');
      expect(server.app.contentVersions.isCurrent(before)).toBe(false);
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(!onPostgres)('a studio change reaches the other instance', () => {
  it('an article published on one instance drops the other instance’s cached news pages within a second', async () => {
    const database = await openTestDatabase();
    const overrides = {
      DATABASE_URL: database.url!,
      PUBLIC_ORIGIN: 'https://www.inphr.example',
      STAFF_BOOTSTRAP_EMAIL: 'boss@inphr.example',
      STAFF_BOOTSTRAP_PASSWORD: 'Boss-pass-4412!',
    };
    const a = await startTestServer(overrides, { database });
    const b = await startTestServer(overrides, { database });
    try {
      const signIn = await a.app.inject({
        method: 'POST',
        url: '/studio/api/session',
        headers: { origin: 'https://www.inphr.example', 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'boss@inphr.example', password: 'Boss-pass-4412!' }),
      });
      expect(signIn.statusCode).toBe(204);
      const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
      const { csrfToken } = (await a.app.inject({ url: '/studio/api/me', headers: { cookie } })).json();
      const before = b.app.contentVersions.snapshot(['media']);
      const started = Date.now();
      const created = await a.app.inject({
        method: 'POST',
        url: '/studio/api/news',
        headers: { cookie, 'x-csrf-token': csrfToken, origin: 'https://www.inphr.example', 'content-type': 'application/json' },
        payload: JSON.stringify({ translations: { en: { title: 'Across instances', contents: '<p>x</p>' } }, status: 'published' }),
      });
      expect(created.statusCode).toBe(201);
      expect(await until(() => !b.app.contentVersions.isCurrent(before), 1_000)).toBe(true);
      console.log(`studio publish seen by the other instance after ${Date.now() - started} ms`);
    } finally {
      await b.close();
      await a.close();
      await database.close();
    }
  });
});
