import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { deflateSync, crc32 } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { API_PATHS, HOSP_SEQ_NO, UPLOAD_MAX_BYTES } from '@inphr/api';
import { LANGUAGE_STORAGE_KEY } from '@inphr/content';
import { waitForHydration } from '../support/fixtures';
import {
  createDatabase,
  freePort,
  freshRedisUrl,
  missingPrerequisite,
  send,
  startInstance,
  startNginx,
  startRedisStandIn,
  type Answer,
  type Instance,
  type Proxy,
  type RedisStandIn,
} from './cluster';

/**
 * The deployment as an operator runs it and as an attacker meets it: two production instances on
 * one PostgreSQL and one Redis, behind nginx with the usual proxy headers.
 */
const missing = missingPrerequisite();
test.skip(Boolean(missing), `deployment test skipped: ${missing}`);
test.describe.configure({ mode: 'serial' });

const INQUIRY_LIMIT = 3;
const GLOBAL_LIMIT = 120;
const METRICS_TOKEN = randomBytes(16).toString('hex');
const SEED_MEDIA = (JSON.parse(readFileSync(new URL('../../apps/server/seed/media.json', import.meta.url), 'utf8')) as unknown[]).length;

let database: Awaited<ReturnType<typeof createDatabase>>;
let instances: Instance[] = [];
let proxy: Proxy;
let publicOrigin: string;
let redis: RedisStandIn;
/** The instances' environment: instances started later (the rolling update) and the admin command get the same. */
let env: Record<string, string>;

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
  redis = await startRedisStandIn(await freshRedisUrl());
  env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    SEED_DEMO: 'true',
    PUBLIC_ORIGIN: publicOrigin,
    // nginx connects from 127.0.0.1: only it may name the client.
    TRUST_PROXY: '127.0.0.1',
    INQUIRY_RATE_LIMIT: String(INQUIRY_LIMIT),
    GLOBAL_RATE_LIMIT: String(GLOBAL_LIMIT),
    METRICS_TOKEN,
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
  await redis?.close();
  await database?.drop();
});

test('three instances started at once on an empty database seed it exactly once', async () => {
  const media = await database.query('select count(*)::int as n from media');
  expect(media.rows[0].n).toBe(SEED_MEDIA);
  const migrations = await database.query('select count(*)::int as n from drizzle.__drizzle_migrations');
  expect(migrations.rows[0].n).toBeGreaterThan(0);
});

test("every instance runs on the project's Node line (package.json engines, .nvmrc, the image's base)", async () => {
  const nvmrc = readFileSync(new URL('../../.nvmrc', import.meta.url), 'utf8').trim();
  for (const instance of instances) {
    const metrics = await fetch(`${instance.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    const version = /inphr_nodejs_version_info\{version="v(\d+)\./.exec(await metrics.text())?.[1];
    expect(version, `the server on port ${instance.port} reports its Node version`).toBe(nvmrc);
  }
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

test('the proxy keeps a kept page and the lists for a second; never the studio, a news item, or a HEAD as a GET', async () => {
  const from = '127.0.0.95';
  const first = await send(proxy.origin, 'GET', '/history?lng=en', { from });
  const again = await send(proxy.origin, 'GET', '/history?lng=en', { from });
  expect(first.status).toBe(200);
  expect(again.headers['x-cache-status']).toBe('HIT');
  expect(again.body).toBe(first.body);
  // The language cookie is part of the key: a Japanese visitor of the same address gets the Japanese page.
  const ja = await send(proxy.origin, 'GET', '/history', { from, headers: { cookie: `${LANGUAGE_STORAGE_KEY}=ja` } });
  const jaAgain = await send(proxy.origin, 'GET', '/history', { from, headers: { cookie: `${LANGUAGE_STORAGE_KEY}=ja` } });
  expect(ja.body).toContain('<html lang="ja"');
  expect(jaAgain.headers['x-cache-status']).toBe('HIT');
  expect(jaAgain.body).toBe(ja.body);
  // Past its second the copy is made again, once.
  await new Promise((resolve) => setTimeout(resolve, 2100)); // nginx's clock (whole seconds) cannot be moved
  const later = await send(proxy.origin, 'GET', '/history?lng=en', { from });
  expect(later.headers['x-cache-status']).not.toBe('HIT');

  const list = await send(proxy.origin, 'GET', `${API_PATHS.care}/media?hospSeqNo=${HOSP_SEQ_NO}&page=1&size=1&lang=EN`, { from });
  const id = (JSON.parse(list.body) as { data: { list: { id: number }[] } }).data.list[0]!.id;
  // The lists carry no visitor's data: kept a second like a page (the FAQ's, a POST, by its body).
  const listAgain = await send(proxy.origin, 'GET', `${API_PATHS.care}/media?hospSeqNo=${HOSP_SEQ_NO}&page=1&size=1&lang=EN`, { from });
  expect([listAgain.headers['x-cache-status'], listAgain.body]).toEqual(['HIT', list.body]);
  const faq = (searchText: string) =>
    send(proxy.origin, 'POST', `${API_PATHS.mainSite}/faq/list`, { from, body: { searchText, langCode: 'EN', page: 1, pageSize: 100 } });
  const [all, allAgain, searched] = [await faq(''), await faq(''), await faq('device')];
  expect(allAgain.headers['x-cache-status']).toBe('HIT');
  expect(allAgain.body).toBe(all.body);
  expect(searched.headers['x-cache-status']).not.toBe('HIT');
  expect(searched.body).not.toBe(all.body);
  for (const path of ['/studio/', '/studio/api/me', `/media/${id}?lng=en`, `${API_PATHS.care}/media/${id}?lang=EN`]) {
    const answers = [await send(proxy.origin, 'GET', path, { from }), await send(proxy.origin, 'GET', path, { from })];
    expect(
      answers.map((a) => a.headers['x-cache-status']),
      path,
    ).not.toContain('HIT');
  }
  // A HEAD reaches the app as a HEAD (a news item's HEAD counts no view), and is not kept.
  const heads = [await send(proxy.origin, 'HEAD', `/media/${id}?lng=en`, { from }), await send(proxy.origin, 'HEAD', '/faq?lng=en', { from })];
  expect(heads.map((h) => h.status)).toEqual([200, 200]);
});

test('static files do not count against the per-client limit; pages do', async () => {
  const from = '127.0.0.91';
  const home = await send(proxy.origin, 'GET', '/?lng=en&visit=home', { from });
  const assets = [...home.body.matchAll(/(?:href|src)="(\/(?:assets|images)\/[^"]+)"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(0);
  const statuses = new Set<number>();
  for (let i = 0; i < GLOBAL_LIMIT + 20; i++) statuses.add((await send(proxy.origin, 'GET', assets[i % assets.length]!, { from })).status);
  expect([...statuses]).toEqual([200]);
  // Each with a query of its own: a page the proxy keeps for a second never reaches the app (nor its limit).
  const pages: number[] = [];
  for (let i = 0; i < GLOBAL_LIMIT; i++) pages.push((await send(proxy.origin, 'GET', `/business?lng=en&visit=${i}`, { from })).status);
  expect(pages.filter((s) => s === 200).length).toBe(GLOBAL_LIMIT - 1);
  expect(pages.at(-1)).toBe(429);
});

const SERVER_DIR = fileURLToPath(new URL('../../apps/server/', import.meta.url));
const README = fileURLToPath(new URL('../../README.md', import.meta.url));
const execFileAsync = promisify(execFile);

/** The admin the README's command makes in this deployment; the upload test signs in with it. */
const OPS_ADMIN = { email: `ops-${Date.now()}@inphr.test`, password: 'Deploy-ops-pass-5531!' };

/**
 * The README's command for an admin in the running deployment, as argv for node: the one line
 * `docker compose exec app1 node /app/server/dist/cli/create-staff.js <email> --role admin`.
 */
function documentedAdminCommand(): string[] {
  const lines = readFileSync(README, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^\s*docker compose exec app1 node (\/app\/server\/dist\/cli\/create-staff\.js(?: \S+)+)\s*$/.exec(line);
      return match ? [match[1]!] : [];
    });
  expect(lines, 'README shows one `docker compose exec app1 node /app/server/dist/cli/create-staff.js …` line').toHaveLength(1);
  return lines[0]!.split(' ');
}

/** Signs in to the studio through the proxy, as its pages do: the session cookie and the CSRF token. */
async function studioSignIn(account: { email: string; password: string }, from: string) {
  const signIn = await send(proxy.origin, 'POST', '/studio/api/session', { from, headers: { origin: publicOrigin }, body: account });
  expect(signIn.status, `sign-in of ${account.email}: ${signIn.body}`).toBe(204);
  const setCookie = signIn.headers['set-cookie'] ?? [];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie]).map((c) => c.split(';')[0]).join('; ');
  const me = await send(proxy.origin, 'GET', '/studio/api/me', { from, headers: { cookie } });
  expect(me.status).toBe(200);
  const body = JSON.parse(me.body) as { email: string; role: string; csrfToken: string };
  return { cookie, csrf: body.csrfToken, email: body.email, role: body.role };
}

/** A valid PNG of random noise (it does not compress), of about `bytes` bytes. */
function noisePng(bytes: number): Buffer {
  const width = 1600;
  const height = Math.ceil(bytes / (width * 3 + 1));
  const rows = Buffer.alloc(height * (width * 3 + 1));
  randomBytes(rows.length).copy(rows);
  // Filter type 0 (none) at the start of every row.
  for (let y = 0; y < height; y++) rows[y * (width * 3 + 1)] = 0;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test("an admin made with the README's command in the running deployment signs in through the proxy", async () => {
  const [script, ...args] = documentedAdminCommand();
  // The image's /app/server is apps/server here; the README's example address is this test's.
  const argv = [script!.replace('/app/server/', SERVER_DIR), ...args.map((arg) => (arg.includes('@') ? OPS_ADMIN.email : arg))];
  expect(argv.slice(1)).toEqual([OPS_ADMIN.email, '--role', 'admin']);
  // The password as a script gives it (STAFF_PASSWORD; without it, on a terminal, the command asks).
  const made = await execFileAsync(process.execPath, argv, { cwd: SERVER_DIR, env: { ...process.env, ...env, STAFF_PASSWORD: OPS_ADMIN.password } });
  expect(made.stdout).toMatch(new RegExp(`^Created admin ${OPS_ADMIN.email.replace(/[.]/g, '\\.')} \\(id \\d+\\)`));
  // Run again, it changes nothing and says so.
  const again = await execFileAsync(process.execPath, argv, { cwd: SERVER_DIR, env: { ...process.env, ...env, STAFF_PASSWORD: 'Another-pass-9918!' } }).catch(
    (error: { code: number; stderr: string }) => error,
  );
  expect(again).toMatchObject({ code: 1, stderr: `An account for ${OPS_ADMIN.email} exists already.\n` });
  const session = await studioSignIn(OPS_ADMIN, '127.0.0.93');
  expect(session).toMatchObject({ email: OPS_ADMIN.email, role: 'admin' });
  expect(session.csrf.length).toBeGreaterThan(10);
});

test("the proxy's access log keeps no studio search, no next= and no client address", async () => {
  const session = await studioSignIn(OPS_ADMIN, '127.0.0.95');
  const terms = ['Park Jiwoo', '010-9876-5432', 'jiwoo@clinic.example'];
  for (const term of terms) {
    const q = encodeURIComponent(term);
    for (const path of [
      `/studio/inquiries?q=${q}`,
      `/studio/api/inquiries?q=${q}&page=1`,
      `/studio/sign-in?expired=1&next=${encodeURIComponent(`/studio/inquiries?q=${q}`)}`,
    ]) {
      expect((await send(proxy.origin, 'GET', path, { from: '127.0.0.95', headers: { cookie: session.cookie } })).status).toBeLessThan(500);
    }
  }
  const logged = readFileSync(proxy.accessLog, 'utf8');
  expect(logged).toContain('"GET /studio/api/inquiries?... HTTP/1.1" 200');
  expect(logged).toContain('"GET /studio/sign-in?... HTTP/1.1"');
  for (const term of terms)
    for (const form of [term, encodeURIComponent(term), encodeURIComponent(encodeURIComponent(term))]) expect(logged).not.toContain(form);
  expect(logged).not.toContain('127.0.0.95');
});

test("an admin's power asks for the password again in place once it is 5 minutes old, then goes on", async ({ browser }) => {
  // The studio's own words (Korean, its first language), from its resources.
  const ko = JSON.parse(readFileSync(new URL('../../packages/i18n/src/locales/ko/studio.json', import.meta.url), 'utf8')) as {
    reauth: Record<string, string>;
    staff: { help: Record<string, string> };
    inquiries: { export: string };
    signIn: Record<string, string>;
  };
  const helped = 'stepped-up-help@inphr.example';
  const admin = await studioSignIn(OPS_ADMIN, '127.0.0.96');
  const made = await send(proxy.origin, 'POST', '/studio/api/staff', {
    from: '127.0.0.96',
    headers: { origin: publicOrigin, cookie: admin.cookie, 'x-csrf-token': admin.csrf },
    body: { email: helped, role: 'editor', password: 'Stepped-up-pass-6610!' },
  });
  expect(made.status, made.body).toBe(201);

  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${proxy.origin}/studio/sign-in`);
  await page.getByLabel(ko.signIn.email!).fill(OPS_ADMIN.email);
  await page.getByLabel(ko.signIn.password!).fill(OPS_ADMIN.password);
  await page.getByRole('button', { name: ko.signIn.submit! }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  // As if the password had been given six minutes ago (the server's clock cannot be moved here).
  const age = () =>
    database.query("update staff_session set reauth_at = now() - interval '6 minutes' where staff_id = (select id from staff where email = $1)", [
      OPS_ADMIN.email,
    ]);
  await age();

  await page.goto(`${proxy.origin}/studio/staff`);
  await page.getByRole('button', { name: ko.staff.help.resetPasswordOf!.replace('{{email}}', helped) }).click();
  await page.getByRole('dialog').getByRole('button', { name: ko.staff.help.resetPassword!, exact: true }).click();
  const stepUp = page.getByRole('dialog', { name: ko.reauth.powerTitle! });
  await expect(stepUp).toBeVisible();
  await stepUp.getByLabel(ko.signIn.password!).fill('not-the-password-7');
  await stepUp.getByRole('button', { name: ko.reauth.powerSubmit! }).click();
  await expect(stepUp.getByRole('alert')).toBeVisible();
  await stepUp.getByLabel(ko.signIn.password!).fill(OPS_ADMIN.password);
  await stepUp.getByRole('button', { name: ko.reauth.powerSubmit! }).click();
  await expect(stepUp).toBeHidden();
  await expect(page.getByText(ko.staff.help.resetPasswordDone!.replace('{{email}}', helped))).toBeVisible();

  // The export too: asked, then the file.
  await age();
  await page.goto(`${proxy.origin}/studio/inquiries`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: ko.inquiries.export }).click();
  await stepUp.getByLabel(ko.signIn.password!).fill(OPS_ADMIN.password);
  await stepUp.getByRole('button', { name: ko.reauth.powerSubmit! }).click();
  expect((await download).suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  await context.close();
});

test('a published article’s saved change stays off every instance until “publish”, then every instance shows it', async () => {
  const session = await studioSignIn(OPS_ADMIN, '127.0.0.94');
  const write = (method: string, path: string, body: unknown) =>
    send(proxy.origin, method, `/studio/api${path}`, {
      from: '127.0.0.94',
      headers: { origin: publicOrigin, cookie: session.cookie, 'x-csrf-token': session.csrf },
      body,
    });
  const created = await write('POST', '/news', { translations: { en: { title: 'Opening hours', contents: '<p>Nine to six.</p>' } }, status: 'published' });
  expect(created.status, created.body).toBe(201);
  const { id } = JSON.parse(created.body) as { id: number };
  /** What each instance serves a visitor: the API's title and the article page (kept in its page cache). */
  const seen = () =>
    Promise.all(
      instances.map(async (instance) => {
        const api = await send(instance.base, 'GET', `/api/media/${id}?lang=EN`);
        const page = await send(instance.base, 'GET', `/media/${id}?lang=EN&lng=en`);
        return { api: (JSON.parse(api.body) as { data: { title: string } }).data.title, page: page.body.includes('Nine to ten') ? 'changed' : 'as published' };
      }),
    );
  expect(await seen()).toEqual(instances.map(() => ({ api: 'Opening hours', page: 'as published' })));

  const saved = await write('PUT', `/news/${id}`, {
    translations: { en: { title: 'Opening hours, longer', contents: '<p>Nine to ten.</p>' } },
    baseVersion: 1,
  });
  expect(saved.status, saved.body).toBe(200);
  const draft = JSON.parse(saved.body) as { version: number; hasDraft: boolean };
  expect(draft.hasDraft).toBe(true);
  // Past the content bus's longest delay: still nothing new on any instance.
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // proving an absence across processes
  expect(await seen()).toEqual(instances.map(() => ({ api: 'Opening hours', page: 'as published' })));

  const published = await write('POST', `/news/${id}/publish`, { baseVersion: draft.version, languages: ['en'] });
  expect(published.status, published.body).toBe(200);
  await expect.poll(seen, { timeout: 10_000 }).toEqual(instances.map(() => ({ api: 'Opening hours, longer', page: 'changed' })));
});

test("through the proxy a 9 MB picture is stored and an 11 MB one gets the studio's own 413 answer", async () => {
  const MB = 1024 * 1024;
  // The two sizes stand on either side of the studio's limit (were it changed, this test would say so).
  expect(9 * MB).toBeLessThan(UPLOAD_MAX_BYTES);
  expect(11 * MB).toBeGreaterThan(UPLOAD_MAX_BYTES);
  const from = '127.0.0.94';
  const { cookie, csrf } = await studioSignIn(OPS_ADMIN, from);
  const upload = (origin: string, body: Buffer) =>
    send(origin, 'POST', '/studio/api/images', { from, headers: { origin: publicOrigin, cookie, 'x-csrf-token': csrf, 'content-type': 'image/png' }, body });

  const picture = noisePng(9 * MB);
  expect(picture.length).toBeGreaterThan(9 * MB);
  expect(picture.length).toBeLessThan(UPLOAD_MAX_BYTES);
  const stored = await upload(proxy.origin, picture);
  expect(stored.status, stored.body).toBe(201);
  const image = JSON.parse(stored.body) as { src: string; width: number };
  expect(image.width).toBe(1600);
  expect((await send(proxy.origin, 'GET', image.src, { from })).status).toBe(200);

  const tooLarge = Buffer.alloc(11 * MB, 7);
  const direct = await upload(instances[0]!.base, tooLarge);
  const proxied = await upload(proxy.origin, tooLarge);
  const answer = (a: Answer) => ({ status: a.status, type: a.headers['content-type'], body: JSON.parse(a.body) as unknown });
  expect(answer(direct)).toMatchObject({ status: 413, type: expect.stringContaining('application/json'), body: { code: 413, message: expect.any(String) } });
  // The instance's own answer, not nginx's HTML page.
  expect(answer(proxied)).toEqual(answer(direct));
});

test('with Redis stopped, /readyz stays 200 ("redis": "degraded") on every instance and the site answers; Redis back, "ok" again', async () => {
  const readiness = async (base: string) => {
    const res = await send(base, 'GET', '/readyz');
    return { status: res.status, body: JSON.parse(res.body) as unknown };
  };
  for (const instance of instances) expect(await readiness(instance.base)).toEqual({ status: 200, body: { status: 'ready', database: 'ok', redis: 'ok' } });
  await redis.close();
  try {
    for (const instance of instances) {
      await expect
        .poll(() => readiness(instance.base), { timeout: 10_000 })
        .toEqual({ status: 200, body: { status: 'ready', database: 'ok', redis: 'degraded' } });
    }
    const from = '127.0.0.95';
    for (const path of ['/?lng=en', '/faq?lng=ko', '/media?lng=ja', '/readyz']) {
      expect((await send(proxy.origin, 'GET', path, { from })).status, path).toBe(200);
    }
    // Each instance counts the limits in memory meanwhile: a form post is still taken.
    const post = await send(proxy.origin, 'POST', '/rest/frontend/cooperate/insert', {
      from,
      headers: { origin: publicOrigin },
      body: inquiry('while Redis is down'),
    });
    expect(post.status).toBe(200);
  } finally {
    await redis.open();
  }
  for (const instance of instances) {
    await expect.poll(() => readiness(instance.base), { timeout: 15_000 }).toEqual({ status: 200, body: { status: 'ready', database: 'ok', redis: 'ok' } });
  }
});

interface LoadResult {
  posts: number;
  acknowledged: string[];
  postFailures: number[];
  pages: number;
  pageFailures: number[];
}

/**
 * Visitors posting inquiries and loading pages through the proxy until `stop`, each address
 * (127.<net>.x.y) posting at most INQUIRY_LIMIT times so that no answer is a rate limit's 429.
 */
function steadyLoad(run: string, net: number, visitors = 6) {
  const result: LoadResult = { posts: 0, acknowledged: [], postFailures: [], pages: 0, pageFailures: [] };
  const pages = ['/faq?lng=en', '/media?lng=ko', '/?lng=ja', '/business?lng=en'];
  let stopped = false;
  async function visitor(slot: number) {
    while (!stopped) {
      const id = result.posts++;
      const client = Math.floor(id / INQUIRY_LIMIT);
      const from = `127.${net}.${Math.floor(client / 250)}.${(client % 250) + 1}`;
      const title = `${run}-${id}`;
      const post = await send(proxy.origin, 'POST', '/rest/frontend/cooperate/insert', { from, headers: { origin: publicOrigin }, body: inquiry(title) }).catch(
        () => ({ status: 0 }),
      );
      if (post.status === 200) result.acknowledged.push(title);
      else result.postFailures.push(post.status);
      result.pages++;
      const page = await send(proxy.origin, 'GET', pages[(id + slot) % pages.length]!, { from }).catch(() => ({ status: 0 }));
      if (page.status !== 200) result.pageFailures.push(page.status);
    }
  }
  const running = Promise.all(Array.from({ length: visitors }, (_, slot) => visitor(slot)));
  return {
    async stop(): Promise<LoadResult> {
      stopped = true;
      await running;
      return result;
    },
  };
}

async function lostInquiries(run: string, acknowledged: string[]): Promise<string[]> {
  const stored = await database.query('select title from inquiry where title like $1', [`${run}-%`]);
  const titles = new Set(stored.rows.map((r: { title: string }) => r.title));
  return acknowledged.filter((t) => !titles.has(t));
}

test('a rolling update under steady load: each instance replaced in turn, every answer 2xx, no acknowledged inquiry lost', async () => {
  test.setTimeout(120_000);
  const run = `roll-${Date.now()}`;
  const began = Date.now();
  const load = steadyLoad(run, 1);
  const steps: string[] = [];
  const replaced: string[] = [];
  let result: LoadResult;
  try {
    await new Promise((r) => setTimeout(r, 1_000));
    for (let i = 0; i < instances.length; i++) {
      const old = instances[i]!;
      const t0 = Date.now();
      // 1. The new release's instance beside the old one, ready (/readyz) before it gets traffic.
      const fresh = await startInstance(env);
      const t1 = Date.now();
      // 2. nginx to the new set; the old workers finish what they were sent and exit.
      instances[i] = fresh;
      await proxy.route(instances.map((instance) => instance.port));
      const t2 = Date.now();
      // 3. The old instance stopped gracefully (SIGTERM: in-flight requests finish first).
      await old.stop();
      replaced.push(old.base);
      steps.push(`instance ${i + 1}: ready in ${t1 - t0} ms, proxy switched in ${t2 - t1} ms, old one stopped in ${Date.now() - t2} ms`);
    }
    await new Promise((r) => setTimeout(r, 1_000));
  } finally {
    result = await load.stop();
  }
  const lost = await lostInquiries(run, result.acknowledged);
  console.log(
    `rolling update (${Date.now() - began} ms under load; ${steps.join('; ')}): ${result.posts} posts, ${result.acknowledged.length} acknowledged, ` +
      `${result.postFailures.length} not 2xx, ${result.pages} page loads, ${result.pageFailures.length} not 2xx, ${lost.length} acknowledged inquiries lost`,
  );
  expect(result.postFailures, 'inquiry posts answered other than 200').toEqual([]);
  expect(result.pageFailures, 'page loads answered other than 200').toEqual([]);
  expect(lost, 'acknowledged inquiries missing from the database').toEqual([]);
  expect(result.acknowledged.length).toBeGreaterThan(50);
  // The old release is gone: both instances behind the proxy are new.
  expect(replaced).toHaveLength(2);
  for (const base of replaced) await expect(send(base, 'GET', '/healthz')).rejects.toThrow(/ECONNREFUSED/);
});

test("compose's order (stop the old instance, start the new one, reload nginx) under the same load: pages all 2xx, no acknowledged inquiry lost", async () => {
  test.setTimeout(90_000);
  const run = `compose-${Date.now()}`;
  const began = Date.now();
  const load = steadyLoad(run, 2);
  let result: LoadResult;
  let stopping = 0;
  let gap = 0;
  try {
    await new Promise((r) => setTimeout(r, 1_000));
    // `docker compose up -d --no-deps app1`: the old container gets SIGTERM and is gone before the
    // new one starts; nginx still sends to the old address (connections refused) until its reload.
    const stoppedAt = Date.now();
    await instances[0]!.stop();
    stopping = Date.now() - stoppedAt;
    instances[0] = await startInstance(env);
    gap = Date.now() - stoppedAt;
    await proxy.route(instances.map((instance) => instance.port));
    await new Promise((r) => setTimeout(r, 1_000));
  } finally {
    result = await load.stop();
  }
  const lost = await lostInquiries(run, result.acknowledged);
  console.log(
    `compose order (${Date.now() - began} ms under load; the old instance stopped in ${stopping} ms, ${gap} ms with one instance): ${result.posts} posts, ${result.acknowledged.length} acknowledged, ` +
      `${result.postFailures.length} not 2xx (${[...new Set(result.postFailures)].join(', ') || 'none'}), ${result.pages} page loads, ` +
      `${result.pageFailures.length} not 2xx, ${lost.length} acknowledged inquiries lost`,
  );
  expect(lost, 'acknowledged inquiries missing from the database').toEqual([]);
  expect(result.pageFailures, 'page loads answered other than 200').toEqual([]);
  expect(result.acknowledged.length).toBeGreaterThan(20);
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
