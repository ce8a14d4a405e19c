import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { media, mediaTranslation } from '../src/db/schema';
import { injectFresh, startTestServer, type TestServer } from './helpers';

/**
 * Every kept copy has a maximum age (CACHE_TTL_S; the news list, which shows view counts, 10 s): a change this instance was never told of
 * (another instance's message lost, a row edited by hand) shows once the copy is that old. The
 * caches' clock is moved instead of waiting; the database is changed behind the server's back,
 * with no announcement and no content version moved.
 */
let server: TestServer;
let clock = Date.now();
const TTL_MS = 60_000;
const LIST_TTL_MS = 10_000;

beforeAll(async () => {
  // Views are written once a minute of real time: within this file the count known to the server
  // is moved only by its age.
  server = await startTestServer({ CACHE_TTL_S: String(TTL_MS / 1000), VIEW_COUNT_REFRESH_MS: '60000' }, { clock: () => new Date(clock) });
});
afterAll(() => server.close());

const LIST = '/api/media?hospSeqNo=100&page=1&size=999&searchKey=&searchText=&lang=EN';
type Item = { id: number; title: string; reviewCnt: number };
const listed = async () => (JSON.parse((await injectFresh(server.app, LIST)).body) as { data: { list: Item[] } }).data.list;
const itemAnswer = async (id: number) => {
  const res = await server.app.inject({ url: `/api/media/${id}?lang=EN` });
  return { ...(JSON.parse(res.body) as { data: Item }).data, cache: res.headers['x-api-cache'] };
};
const item = async (id: number) => (JSON.parse((await injectFresh(server.app, `/api/media/${id}?lang=EN`)).body) as { data: Item }).data;

async function retitleBehindTheServersBack(id: number, title: string): Promise<void> {
  await server.database.db
    .update(mediaTranslation)
    .set({ title })
    .where(and(eq(mediaTranslation.mediaId, id), eq(mediaTranslation.lang, 'en')));
}

/** The item's first answer that is current again, and how many were asked for (each counts a view). */
async function waitForRead(id: number): Promise<{ answer: Awaited<ReturnType<typeof itemAnswer>>; tries: number }> {
  for (let tries = 1; ; tries += 1) {
    const answer = await itemAnswer(id);
    if (answer.cache !== 'stale' || tries >= 100) return { answer, tries };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a kept copy is not served past its maximum age, even when no change was announced', () => {
  it('a news item', async () => {
    const { id, title } = (await listed())[2]!;
    expect((await item(id)).title).toBe(title);
    const versions = { media: server.app.contentVersions.versionOf('media') };
    await retitleBehindTheServersBack(id, 'Retitled where this instance never heard of it');
    clock += TTL_MS - 1_000;
    expect((await item(id)).title, 'kept: the server was not told').toBe(title);
    clock += 2_000;
    // Past its age the kept item is answered once more while it is read again (stale-while-revalidate).
    const once = await itemAnswer(id);
    expect([once.title, once.cache], 'answered as kept while it is read again').toEqual([title, 'stale']);
    expect((await item(id)).title, 'older than CACHE_TTL_S: read again').toBe('Retitled where this instance never heard of it');
    expect(server.app.contentVersions.versionOf('media') === versions.media, 'no content version moved').toBe(true);
  });

  it('the news list', async () => {
    const { id, title } = (await listed())[3]!;
    await retitleBehindTheServersBack(id, 'Retitled for the list');
    clock += LIST_TTL_MS - 1_000;
    expect((await listed()).find((i) => i.id === id)!.title).toBe(title);
    // Past its age the copy is sent once more while its refresh is made (stale-while-revalidate);
    // injectFresh waits for that refresh.
    clock += 2_000;
    expect((await listed()).find((i) => i.id === id)!.title).toBe('Retitled for the list');
  });

  it('a news item’s view count (views other instances wrote)', async () => {
    const { id } = (await listed())[4]!;
    const first = (await item(id)).reviewCnt;
    // Another instance writes 100 views of it.
    await server.database.db
      .update(media)
      .set({ reviewCnt: sql`${media.reviewCnt} + 100` })
      .where(eq(media.id, id));
    expect((await item(id)).reviewCnt, 'this instance counts on from the count it knows').toBe(first + 1);
    clock += TTL_MS + 1_000;
    expect((await itemAnswer(id)).reviewCnt, 'answered as kept while it is read again: the count it knows, never less').toBe(first + 2);
    const { answer, tries } = await waitForRead(id);
    expect(answer.reviewCnt, 'the count read again, plus this instance’s own unwritten views').toBe(first + 100 + 2 + tries);
  });
});
