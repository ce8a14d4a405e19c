import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../src/studio/bootstrap';
import { startTestServer, type TestServer } from './helpers';
import { StudioTab } from './studio-tab';

/*
 * An editor's day with a live article: changes kept beside the public text until published, one
 * language at a time; every save a revision; a change based on an old version refused with 409.
 */

const ORIGIN = 'https://www.inphr.example';
let server: TestServer;
const password = 'Editor-pass-5521!';

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false', REVISIONS_KEPT: '5' });
  for (const who of ['ana', 'ben']) await createStaffAccount(server.database.db, `${who}@inphr.example`, 'editor', password);
  await createStaffAccount(server.database.db, 'val@inphr.example', 'viewer', password);
});
afterAll(() => server.close());

async function signedIn(who: string) {
  const tab = new StudioTab(() => server.app, ORIGIN);
  expect((await tab.signIn(`${who}@inphr.example`, password)).statusCode).toBe(204);
  return tab;
}

/** What a visitor reads of article `id` in a language (undefined: not public in it). */
async function publicTitle(id: number, lang: 'KO' | 'EN' | 'JA') {
  const res = await server.app.inject({ url: `/api/media/${id}?lang=${lang}` });
  return res.statusCode === 200 ? (res.json().data.title as string) : undefined;
}

const texts = (en: string, ko?: string) => ({
  en: { title: en, contents: `<p>${en} body</p>` },
  ...(ko ? { ko: { title: ko, contents: `<p>${ko} 본문</p>` } } : {}),
});

describe('a published article’s changes', () => {
  it('stay out of the public page until published, language by language, and can be discarded', async () => {
    const ana = await signedIn('ana');
    const { id } = (await ana.request('POST', '/news', { translations: texts('Launch', '출시'), status: 'published' })).json();
    let item = (await ana.request('GET', `/news/${id}`)).json();
    expect(item).toMatchObject({ version: 1, hasDraft: false, updatedBy: 'ana@inphr.example' });

    // Edit the English text and add a Japanese one: saved, not public.
    const saved = await ana.request('PUT', `/news/${id}`, {
      translations: { ...texts('Launch, updated', '출시'), ja: { title: '発売', contents: '<p>本文</p>' } },
      baseVersion: item.version,
    });
    expect(saved.statusCode).toBe(200);
    item = saved.json();
    expect(item).toMatchObject({ version: 2, hasDraft: true });
    expect(item.translations.en.title).toBe('Launch, updated');
    expect(item.live.en.title).toBe('Launch');
    expect(await publicTitle(id, 'EN')).toBe('Launch');
    expect(await publicTitle(id, 'JA')).toBeUndefined();
    // The preview shows the saved changes.
    const list = (await ana.request('GET', '/news')).json();
    expect(list.items.find((i: { id: number }) => i.id === id)).toMatchObject({ hasDraft: true, titles: { en: 'Launch' } });

    // Publish English only: the Japanese text stays held back.
    const published = await ana.request('POST', `/news/${id}/publish`, { baseVersion: item.version, languages: ['en'], publishAt: null });
    expect(published.statusCode).toBe(200);
    item = published.json();
    expect(await publicTitle(id, 'EN')).toBe('Launch, updated');
    expect(await publicTitle(id, 'JA')).toBeUndefined();
    expect(item).toMatchObject({ hasDraft: true, live: { en: { title: 'Launch, updated' } }, translations: { ja: { title: '発売' } } });

    // Discard: the held-back Japanese text goes; a revision keeps it.
    const discarded = await ana.request('POST', `/news/${id}/discard`, { baseVersion: item.version });
    expect(discarded.statusCode).toBe(200);
    item = discarded.json();
    expect(item.hasDraft).toBe(false);
    expect(item.translations).not.toHaveProperty('ja');
    expect((await ana.request('POST', `/news/${id}/discard`, { baseVersion: item.version })).statusCode).toBe(400);

    const history = (await ana.request('GET', `/news/${id}/revisions`)).json();
    expect(history.kept).toBe(5);
    expect(history.items.map((r: { action: string }) => r.action)).toEqual(['discard', 'publish', 'save', 'create']);
    expect(history.items[1]).toMatchObject({ published: ['en'], savedBy: 'ana@inphr.example' });
    const withJapanese = (await ana.request('GET', `/news/${id}/revisions/2`)).json();
    expect(withJapanese.texts.ja.title).toBe('発売');
  });

  it('a restored revision is the editor’s text, public once published', async () => {
    const ana = await signedIn('ana');
    const { id } = (await ana.request('POST', '/news', { translations: texts('First words'), status: 'published' })).json();
    let item = (await ana.request('GET', `/news/${id}`)).json();
    item = (await ana.request('PUT', `/news/${id}`, { translations: texts('Second words'), baseVersion: item.version })).json();
    item = (await ana.request('POST', `/news/${id}/publish`, { baseVersion: item.version, languages: ['en'] })).json();
    expect(await publicTitle(id, 'EN')).toBe('Second words');

    const restored = await ana.request('POST', `/news/${id}/revisions/1/restore`, { baseVersion: item.version });
    expect(restored.statusCode).toBe(200);
    item = restored.json();
    expect(item.translations.en.title).toBe('First words');
    expect(await publicTitle(id, 'EN')).toBe('Second words');
    item = (await ana.request('POST', `/news/${id}/publish`, { baseVersion: item.version, languages: ['en'] })).json();
    expect(await publicTitle(id, 'EN')).toBe('First words');
    const history = (await ana.request('GET', `/news/${id}/revisions`)).json();
    expect(history.items.slice(0, 2)).toMatchObject([{ action: 'publish' }, { action: 'restore', restoredFrom: 1 }]);
    expect((await ana.request('POST', `/news/${id}/revisions/99/restore`, { baseVersion: item.version })).statusCode).toBe(404);
  });

  it('a draft’s first publication can hold a language back', async () => {
    const ana = await signedIn('ana');
    const { id } = (await ana.request('POST', '/news', { translations: texts('Half done', '반쯤'), status: 'draft' })).json();
    const item = (await ana.request('GET', `/news/${id}`)).json();
    expect(item.hasDraft).toBe(false);
    expect(await publicTitle(id, 'KO')).toBeUndefined();
    const published = (await ana.request('POST', `/news/${id}/publish`, { baseVersion: item.version, languages: ['ko'] })).json();
    expect(await publicTitle(id, 'KO')).toBe('반쯤');
    expect(await publicTitle(id, 'EN')).toBeUndefined();
    expect(published).toMatchObject({ status: 'published', hasDraft: true, translations: { en: { title: 'Half done' } } });
    expect(published.live).not.toHaveProperty('en');

    // Unpublish: nothing public, and the held-back text is the draft's again.
    const unpublished = (await ana.request('POST', `/news/${id}/unpublish`, { baseVersion: published.version })).json();
    expect(unpublished).toMatchObject({ status: 'draft', hasDraft: false, live: { en: { title: 'Half done' }, ko: { title: '반쯤' } } });
    expect(await publicTitle(id, 'KO')).toBeUndefined();
  });
});

describe('two editors on one article', () => {
  it('the second save is refused with 409, naming who changed it, and changes nothing', async () => {
    const ana = await signedIn('ana');
    const ben = await signedIn('ben');
    const { id } = (await ana.request('POST', '/news', { translations: texts('Shared'), status: 'draft' })).json();
    const opened = (await ben.request('GET', `/news/${id}`)).json();
    expect((await ana.request('PUT', `/news/${id}`, { translations: texts('Ana’s words'), baseVersion: opened.version })).statusCode).toBe(200);

    const late = await ben.request('PUT', `/news/${id}`, { translations: texts('Ben’s words'), baseVersion: opened.version });
    expect(late.statusCode).toBe(409);
    const body = late.json();
    expect(body).toMatchObject({ code: 409, changedBy: 'ana@inphr.example', current: { version: opened.version + 1 } });
    expect(body.message).toContain('ana@inphr.example');
    expect(body.current.translations.en.title).toBe('Ana’s words');
    // Each change is refused the same way: publish, discard, restore, delete.
    for (const [method, url, payload] of [
      ['POST', `/news/${id}/publish`, { baseVersion: opened.version, languages: ['en'] }],
      ['POST', `/news/${id}/unpublish`, { baseVersion: opened.version }],
      ['POST', `/news/${id}/revisions/1/restore`, { baseVersion: opened.version }],
      ['DELETE', `/news/${id}?version=${opened.version}`, undefined],
    ] as const)
      expect((await ben.request(method, url, payload)).statusCode, url).toBe(409);
    expect((await ana.request('GET', `/news/${id}`)).json().translations.en.title).toBe('Ana’s words');

    // Based on the current version, Ben's save goes through.
    const merged = await ben.request('PUT', `/news/${id}`, { translations: texts('Ben’s words'), baseVersion: body.current.version });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().updatedBy).toBe('ben@inphr.example');
  });

  it('two saves at once based on one version: exactly one wins', async () => {
    const ana = await signedIn('ana');
    const ben = await signedIn('ben');
    const { id } = (await ana.request('POST', '/news', { translations: texts('Race'), status: 'draft' })).json();
    const answers = await Promise.all(
      [ana, ben, ana, ben].map((tab, i) => tab.request('PUT', `/news/${id}`, { translations: texts(`Race ${i}`), baseVersion: 1 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const history = (await ana.request('GET', `/news/${id}/revisions`)).json();
    expect(history.items.map((r: { number: number }) => r.number)).toEqual([2, 1]);
  });
});

describe('revisions', () => {
  it('keeps the newest REVISIONS_KEPT, numbered on', async () => {
    const ana = await signedIn('ana');
    const { id } = (await ana.request('POST', '/news', { translations: texts('Kept'), status: 'draft' })).json();
    let version = 1;
    for (let i = 1; i <= 7; i++) version = (await ana.request('PUT', `/news/${id}`, { translations: texts(`Kept ${i}`), baseVersion: version })).json().version;
    const history = (await ana.request('GET', `/news/${id}/revisions`)).json();
    expect(history.items.map((r: { number: number }) => r.number)).toEqual([8, 7, 6, 5, 4]);
    expect((await ana.request('GET', `/news/${id}/revisions/3`)).statusCode).toBe(404);
    expect((await ana.request('GET', `/news/${id}/revisions/4`)).json().texts.en.title).toBe('Kept 3');
  });

  it('a viewer reads the history but changes nothing; bad input is a 400 that names the field', async () => {
    const ana = await signedIn('ana');
    const val = await signedIn('val');
    const { id } = (await ana.request('POST', '/news', { translations: texts('Read only'), status: 'published' })).json();
    expect((await val.request('GET', `/news/${id}/revisions`)).statusCode).toBe(200);
    expect((await val.request('POST', `/news/${id}/revisions/1/restore`, { baseVersion: 1 })).statusCode).toBe(403);
    expect((await val.request('POST', `/news/${id}/publish`, { baseVersion: 1, languages: ['en'] })).statusCode).toBe(403);

    const noVersion = await ana.request('PUT', `/news/${id}`, { translations: texts('x') });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().errors).toHaveProperty('baseVersion');
    const noLanguage = await ana.request('POST', `/news/${id}/publish`, { baseVersion: 1, languages: [] });
    expect(noLanguage.json().errors).toHaveProperty('languages');
    const twice = await ana.request('POST', `/news/${id}/publish`, { baseVersion: 1, languages: ['en', 'en'] });
    expect(twice.statusCode).toBe(400);
    // Publishing only a language with no text would leave nothing public.
    const nothing = await ana.request('POST', `/news/${id}/publish`, { baseVersion: 1, languages: ['ja'] });
    expect(nothing.statusCode).toBe(200);
    const emptied = await ana.request('PUT', `/news/${id}`, { translations: { ja: { title: 'だけ', contents: '' } }, baseVersion: nothing.json().version });
    expect(emptied.statusCode).toBe(200);
    const gone = await ana.request('POST', `/news/${id}/publish`, { baseVersion: emptied.json().version, languages: ['en'] });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toContain('Nothing would be public');
    expect(await publicTitle(id, 'EN')).toBe('Read only');
    expect((await ana.request('GET', `/news/${id}/revisions/abc`)).statusCode).toBe(404);
  });
});

describe('what needs attention', () => {
  it('the overview counts drafts, unpublished changes, scheduled and missing languages; the list filters and sorts by them', async () => {
    const ana = await signedIn('ana');
    const before = (await ana.request('GET', '/overview')).json();
    const draft = (await ana.request('POST', '/news', { translations: texts('Overview draft'), status: 'draft' })).json().id;
    const live = (await ana.request('POST', '/news', { translations: texts('Overview live', '개요'), status: 'published' })).json().id;
    await ana.request('PUT', `/news/${live}`, { translations: texts('Overview live, changed', '개요'), baseVersion: 1 });
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (await ana.request('POST', '/news', { translations: texts('Overview later'), status: 'published', publishAt: soon })).json().id;

    const after = (await ana.request('GET', '/overview')).json();
    expect(after.news.drafts.total).toBe(before.news.drafts.total + 1);
    expect(after.news.drafts.items[0].id).toBe(draft);
    expect(after.news.changes.items.map((i: { id: number }) => i.id)).toContain(live);
    expect(after.news.scheduled.items.map((i: { id: number }) => i.id)).toContain(scheduled);
    expect(after.news.missing.ko).toBe(before.news.missing.ko + 1);
    expect(after.inquiries).toMatchObject({ new: expect.any(Number), unassigned: expect.any(Number) });

    const ids = async (query: string) => (await ana.request('GET', `/news${query}`)).json().items.map((i: { id: number }) => i.id);
    expect(await ids('?status=changes')).toContain(live);
    expect(await ids('?status=changes')).not.toContain(draft);
    expect(await ids('?missing=ko')).toEqual(expect.arrayContaining([draft, scheduled]));
    expect(await ids('?missing=ko')).not.toContain(live);
    expect(await ids('?lang=ko')).toContain(live);
    const oldest = await ids('?sort=oldest');
    const newest = await ids('?sort=newest');
    expect(oldest[0]).not.toBe(newest[0]);
    expect((await ids('?sort=updated'))[0]).toBe(scheduled);
    // Unknown values are ignored.
    expect((await ana.request('GET', '/news?sort=drop&missing=xx&lang=%00')).statusCode).toBe(200);
  });
});

describe('a preview of texts not saved yet', () => {
  it('is kept for its editor only, sanitized, and saves nothing', async () => {
    const ana = await signedIn('ana');
    const ben = await signedIn('ben');
    const val = await signedIn('val');
    const before = (await ana.request('GET', '/news')).json().total;
    const kept = await ana.request('POST', '/news/previews', { translations: { en: { title: 'Draft title', contents: '<p>Body<script>x()</script></p>' } } });
    expect(kept.statusCode).toBe(201);
    const { token } = kept.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The test server has no site to render: 404 with its reason, after the token was accepted.
    expect((await ana.request('GET', `/news/previews/${token}?lng=en`)).json().message).toContain('not built');
    expect((await ben.request('GET', `/news/previews/${token}?lng=en`)).json().message).toContain('no longer kept');
    expect((await ana.request('GET', '/news/previews/not-a-token?lng=en')).statusCode).toBe(404);
    expect((await val.request('POST', '/news/previews', { translations: { en: { title: 'x', contents: '' } } })).statusCode).toBe(403);
    expect((await ana.request('POST', '/news/previews', { translations: {} })).statusCode).toBe(400);
    expect((await ana.request('GET', '/news')).json().total).toBe(before);
  });
});
