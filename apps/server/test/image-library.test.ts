import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImageGcIfDue } from '../src/jobs/image-gc';
import { createStaffAccount } from '../src/studio/bootstrap';
import { startTestServer, type TestServer } from './helpers';
import { StudioTab } from './studio-tab';

/*
 * The image library: uploads given every stored width on the public page (`srcset`), their text
 * alternatives edited in one place, deleted when unused, and swept a grace period after nothing
 * shows them; an image in use is never removed.
 */

const ORIGIN = 'https://www.inphr.example';
let server: TestServer;
const password = 'Editor-pass-5521!';
const HOUR = 3_600_000;

beforeAll(async () => {
  // Two revisions kept per article: an image only an older revision showed is unused once that one goes.
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false', IMAGE_GC_GRACE_H: '24', REVISIONS_KEPT: '2' });
  await createStaffAccount(server.database.db, 'ana@inphr.example', 'editor', password);
  await createStaffAccount(server.database.db, 'val@inphr.example', 'viewer', password);
});
afterAll(() => server.close());

async function signedIn(who = 'ana') {
  const tab = new StudioTab(() => server.app, ORIGIN);
  expect((await tab.signIn(`${who}@inphr.example`, password)).statusCode).toBe(204);
  return tab;
}

/** A picture of its own (a distinct colour: a distinct key), `width` wide. */
async function picture(width: number, seed: number): Promise<Buffer> {
  return sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } } })
    .png()
    .toBuffer();
}

async function upload(tab: StudioTab, bytes: Buffer, query = '') {
  const res = await tab.upload(bytes, 'image/png', query);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { key: string; src: string; widths: number[] };
}

const imgOf = (src: string, alt: string) => `<p>Text.</p><p><img src="${src}" alt="${alt}" width="960" height="480"></p>`;

describe('an uploaded image on the public page', () => {
  it('has every stored width in its srcset and the one sizes, and the sanitizer keeps nothing else', async () => {
    const ana = await signedIn();
    const image = await upload(ana, await picture(2000, 1));
    expect(image.widths).toEqual([480, 960, 1600]);
    const created = await ana.request('POST', '/news', {
      translations: {
        en: {
          title: 'Pictures',
          contents: imgOf(image.src, 'A chart') + '<p><img src="/images/logo.png" srcset="https://evil.example/x.png 2x" sizes="100vw" alt="x"></p>',
        },
      },
      status: 'published',
    });
    const { id } = created.json();
    const api = (await server.app.inject({ url: `/api/media/${id}?lang=EN` })).json().data.contents as string;
    expect(api).toContain(
      `srcset="/uploads/${image.key}-480.webp 480w, /uploads/${image.key}-960.webp 960w, /uploads/${image.key}-1600.webp 1600w" sizes="(max-width: 960px) 100vw, 960px"`,
    );
    // Another address, or another `sizes`, is dropped: only what the server writes for its own uploads.
    expect(api).not.toContain('evil.example');
    expect(api).not.toContain('sizes="100vw"');
  });
});

describe('the library', () => {
  it('lists uploads with where they are used, searches and filters them, and edits a text alternative in one place', async () => {
    const ana = await signedIn();
    const used = await upload(ana, await picture(1200, 2), '?lang=en&alt=Clinic%20door');
    const spare = await upload(ana, await picture(700, 3));
    expect(used.widths).toEqual([480, 960]);
    expect(spare.widths).toEqual([480]);
    const { id } = (
      await ana.request('POST', '/news', { translations: { en: { title: 'Door', contents: imgOf(used.src, 'Clinic door') } }, status: 'published' })
    ).json();

    const res = await ana.request('GET', '/images');
    expect(res.statusCode, res.body).toBe(200);
    const all = res.json();
    const listed = all.items.find((i: { key: string }) => i.key === used.key);
    expect(listed).toMatchObject({
      alt: { en: 'Clinic door' },
      createdBy: 'ana@inphr.example',
      uses: [{ kind: 'news', id, title: 'Door', lang: 'en', copy: 'saved' }],
    });
    expect((await ana.request('GET', '/images?q=clinic')).json().items.map((i: { key: string }) => i.key)).toEqual([used.key]);
    const unused = (await ana.request('GET', '/images?used=unused')).json().items.map((i: { key: string }) => i.key);
    expect(unused).toContain(spare.key);
    expect(unused).not.toContain(used.key);

    // One edit of the English alternative reaches the article (and a new version of it).
    const before = (await ana.request('GET', `/news/${id}`)).json();
    const edited = await ana.request('PATCH', `/images/${used.key}`, { alt: { en: 'The clinic’s front door', ko: '병원 정문' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().alt).toEqual({ en: 'The clinic’s front door', ko: '병원 정문' });
    const after = (await ana.request('GET', `/news/${id}`)).json();
    expect(after.version).toBe(before.version + 1);
    expect((await server.app.inject({ url: `/api/media/${id}?lang=EN` })).json().data.contents).toContain('alt="The clinic’s front door"');

    const bad = await ana.request('PATCH', `/images/${used.key}`, { alt: { en: 'x'.repeat(301) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('alt.en');
    const val = await signedIn('val');
    expect((await val.request('PATCH', `/images/${used.key}`, { alt: { en: 'x' } })).statusCode).toBe(403);
    expect((await val.request('DELETE', `/images/${spare.key}`)).statusCode).toBe(403);

    // Deleting: refused while used (naming where), done when not.
    const refused = await ana.request('DELETE', `/images/${used.key}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Door');
    expect((await ana.request('DELETE', `/images/${spare.key}`)).statusCode).toBe(204);
    expect((await server.app.inject({ url: spare.src })).statusCode).toBe(404);
    expect((await ana.request('DELETE', `/images/${spare.key}`)).statusCode).toBe(404);
  });
});

describe('the image-gc job', () => {
  it('keeps an image a kept revision shows, so that restoring it finds its pictures', async () => {
    const ana = await signedIn();
    const db = server.database.db;
    const old = await upload(ana, await picture(600, 20));
    const { id } = (
      await ana.request('POST', '/news', { translations: { en: { title: 'History', contents: imgOf(old.src, 'old') } }, status: 'draft' })
    ).json();
    // The text no longer shows it; the creating revision still does.
    await ana.request('PUT', `/news/${id}`, { translations: { en: { title: 'History', contents: '<p>No picture.</p>' } }, baseVersion: 1 });
    const at = new Date(Date.now() + 200 * 3_600_000);
    await runImageGcIfDue(db, 24, at, { force: true });
    expect(await runImageGcIfDue(db, 24, new Date(at.getTime() + 48 * 3_600_000), { force: true })).toEqual([]);
    expect((await server.app.inject({ url: old.src })).statusCode).toBe(200);
    // Nor may an editor delete it by hand: the library says which article's earlier version shows it.
    const refused = await ana.request('DELETE', `/images/${old.key}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`An earlier version of news #${id} “History” that can be restored shows the image, so it was not deleted.`);
    const restored = await ana.request('POST', `/news/${id}/revisions/1/restore`, { baseVersion: 2 });
    expect(restored.json().translations.en.contents).toContain(old.src);
  });

  it('removes an image nothing shows a grace period after it first found it so, and never one in use', async () => {
    const ana = await signedIn();
    const db = server.database.db;
    const live = await upload(ana, await picture(600, 10));
    const inChanges = await upload(ana, await picture(600, 11));
    const orphan = await upload(ana, await picture(600, 12));
    const dropped = await upload(ana, await picture(600, 13));
    const { id } = (
      await ana.request('POST', '/news', {
        translations: { en: { title: 'Kept', contents: imgOf(live.src, 'a') + imgOf(dropped.src, 'b') } },
        status: 'published',
      })
    ).json();
    // A change not yet published shows another image, and no longer the dropped one: that one is still on the site.
    await ana.request('PUT', `/news/${id}`, {
      translations: { en: { title: 'Kept', contents: imgOf(live.src, 'a') + imgOf(inChanges.src, 'c') } },
      baseVersion: 1,
    });

    const t0 = new Date(Date.now() + 10 * HOUR);
    await runImageGcIfDue(db, 24, t0, { force: true });
    const marked = (await ana.request('GET', '/images?used=unused')).json().items.map((i: { key: string }) => i.key);
    expect(marked).toContain(orphan.key);
    expect(marked).not.toEqual(expect.arrayContaining([live.key, inChanges.key, dropped.key]));
    const orphanItem = (await ana.request('GET', `/images/${orphan.key}`)).json();
    expect(orphanItem.removedAfter).toBe(new Date(t0.getTime() + 24 * HOUR).toISOString());

    // Within the grace period nothing goes; a run an hour later of another instance is skipped unless due.
    expect(await runImageGcIfDue(db, 24, new Date(t0.getTime() + 23 * HOUR), { force: true })).toEqual([]);
    // Publishing the change: the dropped image is now shown nowhere.
    await ana.request('POST', `/news/${id}/publish`, { baseVersion: 2, languages: ['en'] });
    const removed = await runImageGcIfDue(db, 24, new Date(t0.getTime() + 25 * HOUR), { force: true });
    expect(removed).toEqual([orphan.key]);
    expect((await server.app.inject({ url: orphan.src })).statusCode).toBe(404);
    for (const kept of [live, inChanges, dropped]) expect((await server.app.inject({ url: kept.src })).statusCode).toBe(200);
    // The dropped one went unused at the publication (its last revision, the first, was let go with
    // it: two are kept): it waits its own grace period.
    expect(await runImageGcIfDue(db, 24, new Date(t0.getTime() + 40 * HOUR), { force: true })).toEqual([]);
    expect(await runImageGcIfDue(db, 24, new Date(t0.getTime() + 50 * HOUR), { force: true })).toEqual([dropped.key]);
    expect((await server.app.inject({ url: live.src })).statusCode).toBe(200);
  });

  it('runs once an hour across instances', async () => {
    const db = server.database.db;
    const at = new Date(Date.now() + 100 * HOUR);
    expect(await runImageGcIfDue(db, 24, at, { force: true })).toBeDefined();
    expect(await runImageGcIfDue(db, 24, new Date(at.getTime() + 30 * 60_000))).toBeUndefined();
    expect(await runImageGcIfDue(db, 24, new Date(at.getTime() + HOUR))).toBeDefined();
  });
});
