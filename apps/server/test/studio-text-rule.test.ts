import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TEXT_REFUSED } from '@inphr/api';
import { createStaffAccount } from '../src/studio/bootstrap';
import { startTestServer, type TestServer } from './helpers';
import { StudioTab } from './studio-tab';

const ORIGIN = 'https://www.inphr.example';
let server: TestServer;
const tab = new StudioTab(() => server.app, ORIGIN);

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false' });
  await createStaffAccount(server.database.db, 'editor@inphr.example', 'editor', 'Editor-pass-5521!');
  expect((await tab.signIn('editor@inphr.example', 'Editor-pass-5521!')).statusCode).toBe(204);
});
afterAll(() => server.close());

/** Bodies whose direction marks and controls are written as character references: the raw HTML holds none. */
const ENCODED = [
  '<p>&#x202E;gnp.exe</p>',
  '<p>invoice&#8238;fdp.exe</p>',
  '<p>mark&#x200F;</p>',
  '<p>isolate &#X2066;x&#x2069;</p>',
  '<p>bell&#7;</p>',
  '<img src="/images/a.png" alt="&#x202E;gnp.exe">',
  '<p><a href="/media" title="x&#x202d;y">link</a></p>',
];

describe('the text rule on rich text', () => {
  it('refuses a news body whose references decode to direction marks or controls, as it refuses the characters themselves', async () => {
    const raw = await tab.request('POST', '/news', { translations: { ko: { title: '제목', contents: '<p>\u202Egnp.exe</p>' } }, status: 'draft' });
    expect(raw.statusCode).toBe(400);
    const before = (await tab.request('GET', '/news')).json().total;
    for (const contents of ENCODED) {
      const res = await tab.request('POST', '/news', { translations: { ko: { title: '제목', contents } }, status: 'published' });
      expect(res.statusCode, contents).toBe(400);
      expect(res.json(), contents).toEqual(raw.json());
    }
    expect((await tab.request('GET', '/news')).json().total).toBe(before);
  });

  it('refuses them in a news save and a preview too, naming the language’s field', async () => {
    const created = await tab.request('POST', '/news', { translations: { en: { title: 'Clean', contents: '<p>clean</p>' } }, status: 'draft' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const version = (await tab.request('GET', `/news/${id}`)).json().version;
    const translations = { en: { title: 'Clean', contents: '<p>clean</p>' }, ja: { title: '題', contents: '<p>&#x202E;gnp.exe</p>' } };
    const save = await tab.request('PUT', `/news/${id}`, { translations, baseVersion: version });
    expect(save.statusCode).toBe(400);
    expect(save.json().errors).toEqual({ 'translations.ja.contents': expect.any(String) });
    expect((await tab.request('GET', `/news/${id}`)).json().version).toBe(version);
    const preview = await tab.request('POST', '/news/previews', { translations });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().errors).toEqual({ 'translations.ja.contents': expect.any(String) });
  });

  it('refuses them in an FAQ answer, its save and its preview', async () => {
    const raw = await tab.request('POST', '/faq', { serviceSeq: 2, translations: { en: { title: 'Q', contents: 'A\u2066' } } });
    expect(raw.statusCode).toBe(400);
    for (const contents of ['<p>A&#x2066;</p>', '<p><a href="/faq" title="&#x202E;x">A</a></p>']) {
      const res = await tab.request('POST', '/faq', { serviceSeq: 2, translations: { en: { title: 'Q', contents } } });
      expect(res.statusCode, contents).toBe(400);
      expect(res.json(), contents).toEqual(raw.json());
    }
    const created = await tab.request('POST', '/faq', { serviceSeq: 2, status: 'draft', translations: { en: { title: 'Q', contents: '<p>A</p>' } } });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const baseVersion = (await tab.request('GET', `/faq/${id}`)).json().version;
    const translations = { ko: { title: '질문', contents: '<p>답&#8207;</p>' } };
    const save = await tab.request('PUT', `/faq/${id}`, { serviceSeq: 2, translations, baseVersion });
    expect(save.statusCode).toBe(400);
    expect(save.json().errors).toEqual({ 'translations.ko.contents': expect.any(String) });
    const preview = await tab.request('POST', '/faq/previews', { serviceSeq: 2, translations });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().errors).toEqual({ 'translations.ko.contents': expect.any(String) });
  });

  it('still takes references that decode to ordinary text', async () => {
    const res = await tab.request('POST', '/news', {
      translations: { en: { title: 'Fine', contents: '<p>&lt;b&gt; &amp; &#169; &#xAC00; &nbsp;</p>' } },
      status: 'draft',
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('the text alternative typed with an upload', () => {
  const picture = () =>
    sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 10, g: 200, b: 30 } } })
      .png()
      .toBuffer();

  it('is refused with a 400 naming `alt` when it breaks the text rule, as every other field is, and nothing is stored', async () => {
    const before = (await tab.request('GET', '/images')).json().total;
    for (const alt of ['%E2%80%AEgnp.exe', 'door%E2%80%8F', 'a%E2%81%A6b', 'bell%07', 'nul%00']) {
      const res = await tab.upload(await picture(), 'image/png', `?lang=en&alt=${alt}`);
      expect(res.statusCode, alt).toBe(400);
      expect(res.json(), alt).toEqual({ code: 400, message: 'Some fields need your attention.', errors: { alt: STAFF_TEXT_REFUSED } });
    }
    expect((await tab.request('GET', '/images')).json().total).toBe(before);
  });

  it('is kept when it keeps the rule', async () => {
    const res = await tab.upload(await picture(), 'image/png', '?lang=en&alt=Clinic%20door');
    expect(res.statusCode).toBe(201);
    const listed = (await tab.request('GET', `/images/${res.json().key}`)).json();
    expect(listed.alt).toEqual({ en: 'Clinic door' });
  });
});
