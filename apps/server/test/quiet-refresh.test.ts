import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFresh, startTestServer, type TestServer } from './helpers';

/**
 * Kept pages whose view counts moved are refreshed once views stop being written
 * (VIEW_COUNT_QUIET_REFRESH_S), not only when a visitor asks for them: the first visitors after a
 * quiet spell find them current. While news is being read, or other requests keep the server busy,
 * nothing is refreshed in the background.
 */
let server: TestServer;
const QUIET_S = 2;

beforeAll(async () => {
  server = await startTestServer({ VIEW_COUNT_REFRESH_MS: '50', VIEW_COUNT_PAGE_REFRESH_S: '0', VIEW_COUNT_QUIET_REFRESH_S: String(QUIET_S) }, { site: true });
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const shown = (body: string) => Number(/data-testid="view-count"[^>]*>(\d+)</.exec(body)?.[1]);
const behind = () => server.app.htmlCache!.behindOnViews(64).map(([key]) => key);
/** An item's count as the API's list gives it (a read that counts no view), once the views counted so far are written (50 ms here). */
const written = async (id: number) => {
  await sleep(150);
  const list = (await injectFresh(server.app, '/api/media?lang=KO&size=999')).json() as { data: { list: { id: number; reviewCnt: number }[] } };
  return list.data.list.find((i) => i.id === id)!.reviewCnt;
};

describe('pages behind on their view counts', () => {
  it('are not refreshed in the background while views keep being written, and are once they stop', async () => {
    const item = '/media/5?lang=KO&lng=ko';
    const list = '/media?lng=en';
    const home = '/?lng=en';
    for (const url of [item, list, home]) await injectFresh(server.app, url, 'HEAD');
    for (const url of [item, list, home]) await server.app.inject({ url });
    await server.app.htmlCache!.settled();
    const homeTag = (await server.app.inject({ url: home })).headers.etag;

    // A view of another item written: the item's page and the list show counts that moved.
    await server.app.inject({ url: '/api/media/6?lang=KO' });
    await written(6);
    const before = new Map(server.app.htmlCache!.behindOnViews(64));
    const itemKey = [...before.keys()].find((key) => key.includes('/media/5'));
    const listKey = [...before.keys()].find((key) => /^en \/media(\?|$)/.test(key));
    expect(itemKey).toBeDefined();
    expect(listKey).toBeDefined();

    // News being read: that item's views are written every 100 ms for twice the quiet time, and
    // nothing refreshes the pages behind meanwhile (the same kept copies, not new ones).
    const until = Date.now() + QUIET_S * 2000;
    while (Date.now() < until) {
      await server.app.inject({ url: '/api/media/6?lang=KO' });
      await sleep(100);
    }
    const during = new Map(server.app.htmlCache!.behindOnViews(64));
    expect(during.get(itemKey!)).toBe(before.get(itemKey!));
    expect(during.get(listKey!)).toBe(before.get(listKey!));

    // Views stop: within the quiet time (and the renders' turns) both are current again.
    const count = await written(5);
    for (let tries = 0; behind().length > 0 && tries < 100; tries += 1) await sleep(100);
    expect(behind()).toEqual([]);
    await server.app.htmlCache!.settled();
    // Sent as kept and current (no stale copy while a render runs); the item last, as its visit
    // counts a view (which puts the pages behind again).
    expect((await server.app.inject({ url: list })).headers['x-render-cache']).toBe('hit');
    // A page that shows no counts was never behind: kept as it was.
    expect((await server.app.inject({ url: home })).headers.etag).toBe(homeTag);
    const fresh = await server.app.inject({ url: item });
    expect(fresh.headers['x-render-cache']).toBe('hit');
    expect(shown(fresh.body)).toBe(count);
  });

  it('are not refreshed while other requests keep the server busy, though no views are written', async () => {
    const list = '/media?lng=ko';
    await server.app.inject({ url: list });
    await server.app.htmlCache!.settled();
    // A view written: the kept list is behind on its counts.
    await server.app.inject({ url: '/api/media/7?lang=KO' });
    await written(7);
    const listKey = behind().find((key) => /^ko \/media(\?|$)/.test(key));
    expect(listKey).toBeDefined();
    const kept = new Map(server.app.htmlCache!.behindOnViews(64)).get(listKey!);

    // Readers of the API (which count no views) keep the event loop busy for twice the quiet time:
    // the page stays as it was kept.
    const until = Date.now() + QUIET_S * 2000;
    let answered = 0;
    while (Date.now() < until) {
      const batch = await Promise.all(Array.from({ length: 20 }, () => server.app.inject({ url: '/api/media?lang=EN&size=999' })));
      answered += batch.filter((r) => r.statusCode === 200).length;
      // The next batch in a later turn of the event loop, as requests from a network come: timers run between.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(answered).toBeGreaterThan(0);
    expect(new Map(server.app.htmlCache!.behindOnViews(64)).get(listKey!)).toBe(kept);

    // The readers gone, the next quiet spell refreshes it.
    for (let tries = 0; behind().includes(listKey!) && tries < 100; tries += 1) await sleep(100);
    expect(behind()).not.toContain(listKey);
  });
});
