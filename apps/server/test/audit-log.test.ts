import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../src/studio/bootstrap';
import { startTestServer, type TestServer } from './helpers';
import { StudioTab } from './studio-tab';

/* The audit log reads as words (what, about what) and can be narrowed to a person, an action and a time. */

const ORIGIN = 'https://www.inphr.example';
let server: TestServer;
const password = 'Editor-pass-5521!';

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false' });
  await createStaffAccount(server.database.db, 'ada@inphr.example', 'admin', password);
  await createStaffAccount(server.database.db, 'ed@inphr.example', 'editor', password);
});
afterAll(() => server.close());

async function signedIn(email: string) {
  const tab = new StudioTab(() => server.app, ORIGIN);
  expect((await tab.signIn(email, password)).statusCode).toBe(204);
  return tab;
}

type Entry = { action: string; actor: string | null; subject: string | null };

describe('the audit log', () => {
  it('names what each change was about, and filters by person, action or kind, and time', async () => {
    const ed = await signedIn('ed@inphr.example');
    const start = new Date();
    const { id } = (await ed.request('POST', '/news', { translations: { en: { title: 'Flu season hours', contents: '<p>x</p>' } }, status: 'draft' })).json();
    await ed.request('POST', `/news/${id}/publish`, { baseVersion: 1, languages: ['en'] });
    const ada = await signedIn('ada@inphr.example');

    const get = async (query: string) => {
      const res = await ada.request('GET', `/audit${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: Entry[]; total: number };
    };
    const news = await get('?action=news');
    expect(news.items.map((e) => e.action)).toEqual(['news.publish', 'news.create']);
    expect(news.items[0]).toMatchObject({ actor: 'ed@inphr.example', subject: 'Flu season hours' });
    expect((await get('?action=news.publish')).items).toHaveLength(1);
    const byEd = await get('?actor=ed%40inphr.example');
    expect(byEd.items.every((e) => e.actor === 'ed@inphr.example')).toBe(true);
    expect(byEd.items.map((e) => e.action)).toContain('session.sign_in');
    expect((await get(`?action=news&from=${encodeURIComponent(new Date(start.getTime() + 3_600_000).toISOString())}`)).total).toBe(0);
    expect((await get(`?action=news&to=${encodeURIComponent(start.toISOString())}`)).total).toBe(0);
    expect((await get(`?action=news&from=${encodeURIComponent(start.toISOString())}`)).total).toBe(2);
    // Nonsense is ignored, not an error.
    expect((await get('?action=DROP%20TABLE&from=yesterday')).total).toBeGreaterThan(2);
    expect((await ada.request('GET', '/audit/actors')).json().actors).toEqual(expect.arrayContaining(['ada@inphr.example', 'ed@inphr.example']));
    expect((await ed.request('GET', '/audit/actors')).statusCode).toBe(403);
  });
});
