import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/fixtures';
import { createDatabase, freePort, freshRedisUrl, missingPrerequisite, send, startInstance, startNginx, type Instance, type Proxy } from './cluster';

/**
 * The deployment as an operator runs it and as an attacker meets it: two production instances on
 * one PostgreSQL and one Redis, behind nginx with the usual proxy headers.
 */
const missing = missingPrerequisite();
test.skip(Boolean(missing), `deployment test skipped: ${missing}`);
test.describe.configure({ mode: 'serial' });

const INQUIRY_LIMIT = 3;
const GLOBAL_LIMIT = 120;
const SEED_MEDIA = (JSON.parse(readFileSync(new URL('../../apps/server/seed/media.json', import.meta.url), 'utf8')) as unknown[]).length;

let database: Awaited<ReturnType<typeof createDatabase>>;
let instances: Instance[] = [];
let proxy: Proxy;
let publicOrigin: string;

const inquiry = (title: string) => ({
  company: 'Deploy Clinic',
  contents: 'Checking the deployment.',
  email: 'deploy@naver.com',
  email1: 'deploy',
  email2: 'naver.com',
  mobile: '01012345678',
  name: 'Deploy Test',
  regId: 0,
  title,
});

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createDatabase();
  const proxyPort = await freePort();
  publicOrigin = `http://127.0.0.1:${proxyPort}`;
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: await freshRedisUrl(),
    SEED_DEMO: 'true',
    PUBLIC_ORIGIN: publicOrigin,
    // nginx connects from 127.0.0.1: only it may name the client.
    TRUST_PROXY: '127.0.0.1',
    INQUIRY_RATE_LIMIT: String(INQUIRY_LIMIT),
    GLOBAL_RATE_LIMIT: String(GLOBAL_LIMIT),
  };
  // Three instances at once on the empty database: migrations and seeding must not race.
  const started = await Promise.allSettled([startInstance(env), startInstance(env), startInstance(env)]);
  instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
  expect(failures, 'every instance started together comes up').toEqual([]);
  // The third has shown it can start; two stay behind the proxy.
  await instances.pop()!.stop();
  proxy = await startNginx(
    instances.map((i) => i.port),
    proxyPort,
  );
});

test.afterAll(async () => {
  await proxy?.stop();
  await Promise.all(instances.map((i) => i.stop()));
  await database?.drop();
});

test('three instances started at once on an empty database seed it exactly once', async () => {
  const media = await database.query('select count(*)::int as n from media');
  expect(media.rows[0].n).toBe(SEED_MEDIA);
  const migrations = await database.query('select count(*)::int as n from drizzle.__drizzle_migrations');
  expect(migrations.rows[0].n).toBeGreaterThan(0);
});

test('a visitor sends the inquiry form through the proxy, and it is stored', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const title = `Through the proxy ${Date.now()}`;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`${proxy.origin}/cooperate?lng=en`);
  await waitForHydration(page);
  await page.locator('#inquiry-name').fill('Proxy Visitor');
  await page.locator('#inquiry-mobile').fill('01098765432');
  await page.locator('#inquiry-email1').fill('visitor');
  await page.locator('#inquiry-title').fill(title);
  await page.locator('#inquiry-contents').fill('Sent through nginx to one of two instances.');
  await page.locator('#inquiry-consent').check();
  const answer = page.waitForResponse((r) => r.url().endsWith('/rest/frontend/cooperate/insert'), { timeout: 15_000 });
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page).toHaveURL(`${proxy.origin}/`);
  expect(dialogs).toHaveLength(1);
  const stored = await database.query('select name from inquiry where title = $1', [title]);
  expect(stored.rows).toEqual([{ name: 'Proxy Visitor' }]);
  await context.close();
});

test('the inquiry limit holds across both instances and a forged X-Forwarded-For does not escape it', async () => {
  const from = '127.0.0.77';
  const statuses: number[] = [];
  for (let i = 0; i < INQUIRY_LIMIT + 3; i++) {
    const res = await send(proxy.origin, 'POST', '/rest/frontend/cooperate/insert', {
      from,
      headers: { origin: publicOrigin, 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` },
      body: inquiry(`limit ${i}`),
    });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([...Array<number>(INQUIRY_LIMIT).fill(200), 429, 429, 429]);
  // Another visitor behind the same proxy is counted on their own.
  const other = await send(proxy.origin, 'POST', '/rest/frontend/cooperate/insert', {
    from: '127.0.0.78',
    headers: { origin: publicOrigin },
    body: inquiry('other visitor'),
  });
  expect(other.status).toBe(200);
  // Straight to an instance (not through the proxy): the peer is not a trusted proxy, its header is ignored.
  const direct = instances[0]!;
  const directStatuses: number[] = [];
  for (let i = 0; i < INQUIRY_LIMIT + 1; i++) {
    const res = await send(direct.base, 'POST', '/rest/frontend/cooperate/insert', {
      from: '127.0.0.79',
      headers: { origin: publicOrigin, 'x-forwarded-for': `192.0.2.${i + 1}` },
      body: inquiry(`direct ${i}`),
    });
    directStatuses.push(res.status);
  }
  // 127.0.0.79 is not 127.0.0.1, so X-Forwarded-For is ignored and the peer is the client.
  expect(directStatuses).toEqual([...Array<number>(INQUIRY_LIMIT).fill(200), 429]);
});

test('a forged Host, X-Forwarded-Host or X-Forwarded-Proto changes no URL', async () => {
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' };
  for (const path of ['/?lng=en', '/media?lng=ja', '/robots.txt', '/sitemap.xml', '/rss.xml?lng=ko']) {
    for (const origin of [proxy.origin, instances[0]!.base]) {
      const res = await send(origin, 'GET', path, { from: '127.0.0.90', headers: forged });
      expect(res.status, `${origin}${path}`).toBe(200);
      expect(res.body, `${origin}${path}`).not.toContain('evil.example');
      expect(res.body, `${origin}${path}`).not.toContain('javascript:');
      expect(res.body, `${origin}${path}`).toContain(publicOrigin);
    }
  }
  const home = await send(proxy.origin, 'GET', '/?lng=en', { from: '127.0.0.90', headers: forged });
  expect(home.body).toContain(`<link rel="canonical" href="${publicOrigin}/`);
});

test('static files do not count against the per-client limit; pages do', async () => {
  const from = '127.0.0.91';
  const home = await send(proxy.origin, 'GET', '/?lng=en', { from });
  const assets = [...home.body.matchAll(/(?:href|src)="(\/(?:assets|images)\/[^"]+)"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(0);
  const statuses = new Set<number>();
  for (let i = 0; i < GLOBAL_LIMIT + 20; i++) statuses.add((await send(proxy.origin, 'GET', assets[i % assets.length]!, { from })).status);
  expect([...statuses]).toEqual([200]);
  const pages: number[] = [];
  for (let i = 0; i < GLOBAL_LIMIT; i++) pages.push((await send(proxy.origin, 'GET', '/business?lng=en', { from })).status);
  expect(pages.filter((s) => s === 200).length).toBe(GLOBAL_LIMIT - 1);
  expect(pages.at(-1)).toBe(429);
});

test('killing one instance under load loses no acknowledged inquiry, and the proxy keeps answering', async () => {
  const run = `load-${Date.now()}`;
  const acknowledged: string[] = [];
  const failedPosts: number[] = [];
  const pageStatusesAfterKill: number[] = [];
  let killed = false;
  let n = 0;
  const stopAt = Date.now() + 6_000;
  // Eight visitors at a time, each from an address of its own (at most INQUIRY_LIMIT posts each).
  async function visitor(slot: number) {
    while (Date.now() < stopAt) {
      const id = n++;
      const from = `127.0.${10 + Math.floor(id / INQUIRY_LIMIT / 250)}.${(Math.floor(id / INQUIRY_LIMIT) % 250) + 1}`;
      const title = `${run}-${id}`;
      try {
        const res = await send(proxy.origin, 'POST', '/rest/frontend/cooperate/insert', { from, headers: { origin: publicOrigin }, body: inquiry(title) });
        if (res.status === 200) acknowledged.push(title);
        else failedPosts.push(res.status);
      } catch {
        failedPosts.push(0);
      }
      const page = await send(proxy.origin, 'GET', slot % 2 ? '/faq?lng=en' : '/media?lng=ko', { from }).catch(() => ({ status: 0 }));
      if (killed) pageStatusesAfterKill.push(page.status);
    }
  }
  const load = Promise.all(Array.from({ length: 8 }, (_, slot) => visitor(slot)));
  await new Promise((r) => setTimeout(r, 2_000));
  instances[1]!.kill();
  killed = true;
  await load;

  const stored = await database.query('select title from inquiry where title like $1', [`${run}-%`]);
  const storedTitles = new Set(stored.rows.map((r: { title: string }) => r.title));
  const lost = acknowledged.filter((t) => !storedTitles.has(t));
  console.log(
    `deployment load: ${n} posts, ${acknowledged.length} acknowledged, ${failedPosts.length} not (${[...new Set(failedPosts)].join(', ') || 'none'}), ` +
      `${pageStatusesAfterKill.length} page loads after the kill, ${pageStatusesAfterKill.filter((s) => s !== 200).length} not 200`,
  );
  expect(acknowledged.length).toBeGreaterThan(20);
  expect(lost, 'acknowledged inquiries missing from the database').toEqual([]);
  // Pages are idempotent: nginx retries them on the live instance, so none fails.
  expect(pageStatusesAfterKill.length).toBeGreaterThan(10);
  expect(pageStatusesAfterKill.filter((s) => s !== 200)).toEqual([]);
  // And the proxy still takes inquiries.
  const after = await send(proxy.origin, 'POST', '/rest/frontend/cooperate/insert', {
    from: '127.0.0.250',
    headers: { origin: publicOrigin },
    body: inquiry(`${run}-after`),
  });
  expect(after.status).toBe(200);
});
