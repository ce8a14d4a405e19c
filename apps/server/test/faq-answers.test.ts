import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../src/studio/bootstrap';
import { startTestServer, type TestServer } from './helpers';
import { StudioTab } from './studio-tab';

/* FAQ answers are HTML: links and lists, sanitized on write, searched by their words. */

const ORIGIN = 'https://www.inphr.example';
let server: TestServer;
const password = 'Editor-pass-5521!';

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN });
  await createStaffAccount(server.database.db, 'ana@inphr.example', 'editor', password);
});
afterAll(() => server.close());

async function editor() {
  const tab = new StudioTab(() => server.app, ORIGIN);
  expect((await tab.signIn('ana@inphr.example', password)).statusCode).toBe(204);
  return tab;
}

async function publicFaq(searchText = '', langCode = 'EN') {
  const res = await server.app.inject({ method: 'POST', url: '/rest/frontend/faq/list', payload: { searchText, langCode, page: 1, pageSize: 100 } });
  expect(res.statusCode).toBe(200);
  return res.json().list as { faqSeq: number; title: string; contents: string }[];
}

describe('an FAQ answer in HTML', () => {
  it('keeps links and lists, drops everything else, and reaches the public API sanitized', async () => {
    const ana = await editor();
    const contents =
      '<h2>Heading</h2><p onclick="x()">Read the <a href="/cooperate" target="_blank" style="color:red">contact page</a>.</p>' +
      '<ol><li>first</li><li>second</li></ol><img src="/uploads/a.webp"><table><tr><td>cell</td></tr></table><script>steal()</script>' +
      '<a href="javascript:alert(1)">bad link</a>';
    const created = await ana.request('POST', '/faq', { serviceSeq: 2, translations: { en: { title: 'Where is help?', contents } } });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const stored = (await ana.request('GET', `/faq/${id}`)).json().translations.en.contents as string;
    expect(stored).toBe('Heading<p>Read the <a href="/cooperate">contact page</a>.</p><ol><li>first</li><li>second</li></ol>cell<a>bad link</a>');
    const shown = (await publicFaq()).find((item) => item.faqSeq === id);
    expect(shown?.contents).toBe(stored);
    // The revision keeps the sanitized text, as saved.
    const revisions = (await ana.request('GET', `/faq/${id}/revisions`)).json();
    expect(JSON.stringify(revisions)).not.toContain('steal()');
  });

  it('is searched by its words, never by its markup', async () => {
    const ana = await editor();
    const { id } = (
      await ana.request('POST', '/faq', {
        serviceSeq: 2,
        translations: {
          en: { title: 'Which phones?', contents: '<p>Phones<br>and <strong>tablets</strong>, see <a href="/service/inphrcare">the care page</a></p>' },
        },
      })
    ).json();
    expect((await publicFaq('TABLETS')).map((i) => i.faqSeq)).toContain(id);
    expect((await publicFaq('the care page')).map((i) => i.faqSeq)).toContain(id);
    for (const markup of ['strong', 'href', 'inphrcare', '<br>'])
      expect(
        (await publicFaq(markup)).map((i) => i.faqSeq),
        markup,
      ).not.toContain(id);
  });

  it('with no words left (only markup, or an empty paragraph) is no answer: 400, nothing saved', async () => {
    const ana = await editor();
    const before = (await publicFaq()).length;
    for (const contents of ['<p></p>', '<img src="/uploads/x.webp"><script>x()</script>', '<p> <br> </p>']) {
      const res = await ana.request('POST', '/faq', { serviceSeq: 2, translations: { en: { title: 'Only markup', contents } } });
      expect(res.statusCode, contents).toBe(400);
      expect(res.json().errors).toEqual({ translations: 'give a question and its answer in at least one language' });
    }
    expect(await publicFaq()).toHaveLength(before);
  });

  it('of the demo seed is HTML, one paragraph per part, its lines kept', async () => {
    const list = await publicFaq('', 'KO');
    expect(list.length).toBeGreaterThan(10);
    for (const item of list.slice(0, 10)) expect(item.contents).toMatch(/^<p>.*<\/p>$/s);
    expect(list.some((item) => item.contents.includes('<br>'))).toBe(true);
  });
});
