import { PAGE_STATE_ID } from '@inphr/api';
import { expect, test } from '../support/fixtures';

/** The page's hash in an ETag, whichever representation it names (`W/"h"`, `"h-br"`, `"h-gz"`). */
function pageOf(etag: string | undefined): string | undefined {
  return etag?.replace(/^W\//, '').replace(/^"|(-br|-gz)?"$/g, '');
}

test.describe('rendered page cache', () => {
  test('a page is rendered once, then served from memory as the same bytes with the same policy, an ETag and 304s', async ({ request }) => {
    // Kept since the server's warm-up, the page may be past its time to live: sent stale once while
    // one render refreshes it. The test starts from a current copy.
    const current = async (path: string) => {
      await expect.poll(async () => (await request.get(path)).headers()['x-render-cache'], { timeout: 5_000 }).toBe('hit');
      return request.get(path);
    };
    const first = await current('/faq?lng=ja&cache-test=1');
    const second = await request.get('/faq?lng=ja&cache-test=1');
    expect(second.headers()['x-render-cache']).toBe('hit');
    expect(pageOf(second.headers().etag)).toBe(pageOf(first.headers().etag));
    // A cached page is the same bytes with the same policy (hashes of its own inline code), so
    // that a 304, or a shared cache's copy, goes with the policy of the 200.
    expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const revalidated = await request.get('/faq?lng=ja&cache-test=1', { headers: { 'if-none-match': second.headers().etag! } });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers()['content-security-policy']).toBe(second.headers()['content-security-policy']);
    // Languages are kept apart (a query string the page does not read is not part of the key).
    const korean = await current('/faq?lng=ko&cache-test=1');
    expect(pageOf(korean.headers().etag)).not.toBe(pageOf(first.headers().etag));
    expect(await korean.text()).toContain('<html lang="ko"');
    const again = await request.get('/faq?lng=ko&another=2');
    expect(again.headers()['x-render-cache']).toBe('hit');
    expect(pageOf(again.headers().etag)).toBe(pageOf(korean.headers().etag));
  });

  test('a counted view refreshes the cached lists that show view counts within seconds; a news item is kept, but not by a shared cache', async ({
    request,
  }) => {
    const list = await (await request.get('/api/media?hospSeqNo=100&page=1&size=1&searchKey=&searchText=&lang=EN')).json();
    const id = list.data.list[0].id as number;
    await request.get('/media?lng=en&cache-test=2');
    // Kept: sent from memory, current or (when another worker's views moved its counts) stale
    // while one refresh makes the next copy.
    expect(['hit', 'stale']).toContain((await request.get('/media?lng=en&cache-test=2')).headers()['x-render-cache']);
    const detail = await request.get(`/media/${id}?lang=EN&lng=en`);
    // Kept by the server, which counts each visit's view; a shared cache would answer without counting.
    expect(['miss', 'hit', 'stale']).toContain(detail.headers()['x-render-cache']);
    expect(detail.headers()['cache-control']).toBe('no-cache');
    expect(detail.headers()['surrogate-key']).toBeUndefined();
    // Within VIEW_COUNT_REFRESH_MS (1 s, one write for any number of views), the page's 10 s of
    // freshness and one refresh of the page (the first request after that gets the copy it had) the
    // list page shows it (rendered here, or by a test in another worker: the key is /media in English).
    const counted = async () => {
      const after = await request.get('/media?lng=en&cache-test=2');
      const state = JSON.parse((await after.text()).match(new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`, 's'))![1]!);
      return Number(JSON.stringify(state.dehydrated).match(new RegExp(`"id":${id},[^}]*"reviewCnt":(\\d+)`))?.[1]);
    };
    await expect.poll(counted, { timeout: 20_000 }).toBeGreaterThan(Number(list.data.list[0].reviewCnt));
  });
});
