import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../src/studio/bootstrap';
import { startTestServer, type TestServer } from './helpers';

/** The studio's page and the preview, as the built site serves them (the studio and the web app built). */
const ORIGIN = 'https://www.inphr.example';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false' }, { site: true });
  await createStaffAccount(server.database.db, 'editor@inphr.example', 'editor', 'Editor-pass-5521!');
});
afterAll(() => server.close());

async function signIn(): Promise<{ cookie: string; csrf: string }> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/studio/api/session',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'editor@inphr.example', password: 'Editor-pass-5521!' }),
  });
  expect(res.statusCode).toBe(204);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  const me = await server.app.inject({ url: '/studio/api/me', headers: { cookie } });
  return { cookie, csrf: me.json().csrfToken };
}

describe('the studio page', () => {
  it('is one HTML page for every screen, with this response’s CSP nonce on its scripts, never indexed nor cached', async () => {
    for (const url of ['/studio', '/studio/news', '/studio/news/12?x=1', '/studio/sign-in']) {
      const res = await server.app.inject({ url, headers: { cookie: 'language=ja' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['cache-control']).toBe('no-store');
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
      expect(res.body).toContain(`<script nonce="${nonce}" type="module"`);
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(res.body).not.toContain('__INPHR_NONCE__');
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(res.body).toContain('<html lang="ja">');
    }
  });

  it('answers 404 for a missing asset or API route rather than the page, and is not in the sitemap', async () => {
    expect((await server.app.inject({ url: '/studio/assets/missing.js' })).statusCode).toBe(404);
    const api = await server.app.inject({ url: '/studio/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
    const sitemap = await server.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain('/studio');
  });
});

describe('the preview of an article', () => {
  it('is the public article page with the saved draft, for staff only, without scripts, never cached or indexed', async () => {
    const { cookie, csrf } = await signIn();
    const created = await server.app.inject({
      method: 'POST',
      url: '/studio/api/news',
      headers: { cookie, origin: ORIGIN, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      payload: JSON.stringify({ translations: { en: { title: 'Draft for preview', contents: '<p>Not public yet</p>' } }, status: 'draft' }),
    });
    const { id } = created.json();
    const views = async () => (await server.app.inject({ url: `/studio/api/news/${id}`, headers: { cookie } })).json().reviewCnt;
    const before = await views();

    expect((await server.app.inject({ url: `/api/media/${id}?lang=EN` })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `/studio/api/news/${id}/preview?lng=en` })).statusCode).toBe(401);

    const preview = await server.app.inject({ url: `/studio/api/news/${id}/preview?lng=en`, headers: { cookie } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/text\/html/);
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.body).toContain('Draft for preview');
    expect(preview.body).toContain('Not public yet');
    expect(preview.body).toContain('<meta name="robots" content="noindex">');
    expect(preview.body).not.toMatch(/<script nonce/);
    expect(await views()).toBe(before);
    // A language without text has nothing to preview.
    expect((await server.app.inject({ url: `/studio/api/news/${id}/preview?lng=ja`, headers: { cookie } })).statusCode).toBe(404);
    // The public page still does not show it (the preview did not go into the page cache).
    const open = await server.app.inject({ url: `/media/${id}?lang=EN`, headers: { cookie: 'language=en' } });
    expect(open.statusCode).not.toBe(200);
    expect(open.body).not.toContain('Draft for preview');
  });
});

describe('the preview of an FAQ question', () => {
  it('is the public FAQ page with the texts the editor holds, its answer sanitized and opened by a press, saving nothing', async () => {
    const { cookie, csrf } = await signIn();
    const headers = { cookie, origin: ORIGIN, 'x-csrf-token': csrf, 'content-type': 'application/json' };
    const before = (await server.app.inject({ url: '/studio/api/faq', headers: { cookie } })).json();
    const kept = await server.app.inject({
      method: 'POST',
      url: '/studio/api/faq/previews',
      headers,
      payload: JSON.stringify({
        serviceSeq: 1,
        translations: {
          en: { title: 'Unsaved question?', contents: '<p>See <a href="/cooperate">us</a><script>x()</script></p><ul><li>one</li></ul><img src="/a.png">' },
        },
      }),
    });
    expect(kept.statusCode).toBe(201);
    const { token } = kept.json();
    expect((await server.app.inject({ url: `/studio/api/faq/previews/${token}?lng=en` })).statusCode).toBe(401);
    // An article's preview route does not read a question's token.
    expect((await server.app.inject({ url: `/studio/api/news/previews/${token}?lng=en`, headers: { cookie } })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `/studio/api/faq/previews/${token}?lng=ja`, headers: { cookie } })).statusCode).toBe(404);

    const preview = await server.app.inject({ url: `/studio/api/faq/previews/${token}?lng=en`, headers: { cookie } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.body).toContain('<html lang="en">');
    expect(preview.body).toMatch(/<details><summary[^>]*>.*Unsaved question\?.*<\/summary>/s);
    expect(preview.body).toContain('See <a href="/cooperate">us</a>');
    expect(preview.body).toContain('<ul><li>one</li></ul>');
    expect(preview.body).not.toContain('x()');
    expect(preview.body).not.toContain('/a.png');
    expect(preview.body).not.toMatch(/<script nonce/);
    expect((await server.app.inject({ url: '/studio/api/faq', headers: { cookie } })).json()).toEqual(before);
    // The public FAQ never shows it.
    const page = await server.app.inject({ url: '/faq?lng=en' });
    expect(page.body).not.toContain('Unsaved question?');
  });

  it('of a saved question shows its saved texts to any staff member', async () => {
    const { cookie, csrf } = await signIn();
    const headers = { cookie, origin: ORIGIN, 'x-csrf-token': csrf, 'content-type': 'application/json' };
    const created = await server.app.inject({
      method: 'POST',
      url: '/studio/api/faq',
      headers,
      payload: JSON.stringify({ serviceSeq: 2, translations: { ko: { title: '저장된 질문', contents: '<p><strong>답</strong></p>' } } }),
    });
    const { id } = created.json();
    const preview = await server.app.inject({ url: `/studio/api/faq/${id}/preview?lng=ko`, headers: { cookie } });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('저장된 질문');
    expect(preview.body).toContain('<strong>답</strong>');
    expect((await server.app.inject({ url: `/studio/api/faq/${id}/preview?lng=en`, headers: { cookie } })).statusCode).toBe(404);
  });
});
