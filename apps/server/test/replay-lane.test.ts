import { randomInt } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer, type TestServer } from './helpers';
import { BROWSER, get, kept, listening, onOneConnection, viaFastify, withoutPerAnswer, type Answer } from './lane-helpers';

/*
 * The replay lane (src/lib/replay-lane.ts) answers ahead of Fastify, so only a listening server
 * shows it: these tests speak HTTP over loopback, as a browser does (inject() goes around it).
 */

describe('the replay lane', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await listening({ METRICS_TOKEN: 'metrics-token-for-tests-0123456789' });
  });
  afterAll(() => server.close());

  it('sends a kept page again with the headers and bytes Fastify sent, each answer with its own request id', async () => {
    const fromFastify = await kept(server, '/business?lng=en');
    const before = server.app.replayLane.replayed;
    const replayed = await get(server, '/business?lng=en', BROWSER);
    expect(server.app.replayLane.replayed).toBe(before + 1);
    expect(replayed.status).toBe(200);
    expect(withoutPerAnswer(replayed.headers)).toEqual(withoutPerAnswer(fromFastify.headers));
    expect(replayed.headers['x-render-cache']).toBe('hit');
    expect(replayed.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
    expect(replayed.body.equals(fromFastify.body)).toBe(true);
    expect(replayed.headers['x-request-id']).not.toBe(fromFastify.headers['x-request-id']);
    // A proxy's well-formed id is kept, anything else replaced.
    expect((await get(server, '/business?lng=en', { ...BROWSER, 'x-request-id': 'edge-42' })).headers['x-request-id']).toBe('edge-42');
    expect((await get(server, '/business?lng=en', { ...BROWSER, 'x-request-id': '<script>' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.app.replayLane.replayed).toBe(before + 3);
  });

  it('sends the encoding the client takes: Brotli, gzip, or the page itself, the same page each way', async () => {
    const identity = await get(server, '/faq?lng=ja', { 'accept-encoding': 'identity' });
    await kept(server, '/faq?lng=ja');
    await kept(server, '/faq?lng=ja', { 'accept-encoding': 'gzip' });
    const before = server.app.replayLane.replayed;
    const br = await get(server, '/faq?lng=ja', BROWSER);
    const gz = await get(server, '/faq?lng=ja', { 'accept-encoding': 'gzip' });
    const plain = await get(server, '/faq?lng=ja');
    expect(server.app.replayLane.replayed).toBe(before + 3);
    expect([br.headers['content-encoding'], gz.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(identity.body)).toBe(true);
    expect(plain.body.equals(identity.body)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect([br.headers.etag, gz.headers.etag, plain.headers.etag]).toEqual([
      String(plain.headers.etag).replace(/^W\/"(.*)"$/, '"$1-br"'),
      String(plain.headers.etag).replace(/^W\/"(.*)"$/, '"$1-gz"'),
      plain.headers.etag,
    ]);
  });

  it('keeps the language apart: the language cookie and ?lng= choose the page, as they do for Fastify', async () => {
    await kept(server, '/business');
    await kept(server, '/business', { cookie: 'language=ja' });
    const ko = await get(server, '/business', BROWSER);
    const ja = await get(server, '/business', { ...BROWSER, cookie: 'theme=dark; language=ja' });
    const en = await get(server, '/business?lng=en', { ...BROWSER, cookie: 'language=ja' });
    const lang = (answer: Answer) => /<html lang="(\w+)"/.exec(brotliDecompressSync(answer.body).toString('utf8'))?.[1];
    expect([lang(ko), lang(ja), lang(en)]).toEqual(['ko', 'ja', 'en']);
  });

  it('leaves to Fastify what it alone can answer: a HEAD, a page it has not sent yet', async () => {
    await kept(server, '/service/inphrchild?lng=en');
    const before = server.app.replayLane.replayed;
    const head = await get(server, '/service/inphrchild?lng=en', BROWSER, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await get(server, '/no-such-page?lng=en', BROWSER)).status).toBe(404);
    expect((await get(server, '/no-such-page?lng=en', BROWSER)).status).toBe(404);
    expect(server.app.replayLane.replayed).toBe(before);
  });

  it('tells a client that holds the page "not modified" as Fastify does, once Fastify has', async () => {
    const page = await kept(server, '/history?lng=en');
    const holds = { ...BROWSER, 'if-none-match': String(page.headers.etag) };
    const fromFastify = await viaFastify(server, '/history?lng=en', holds);
    expect(fromFastify.status).toBe(304);
    const before = server.app.replayLane.replayed;
    const replayed = await get(server, '/history?lng=en', holds);
    expect(server.app.replayLane.replayed).toBe(before + 1);
    expect(replayed.status).toBe(304);
    expect(replayed.body.length).toBe(0);
    expect(withoutPerAnswer(replayed.headers)).toEqual(withoutPerAnswer(fromFastify.headers));
    // Any of the page's representations is "held"; a tag of something else gets the page.
    const gzipTag = String(page.headers.etag).replace(/-br"$/, '-gz"');
    expect((await get(server, '/history?lng=en', { ...BROWSER, 'if-none-match': `"other", ${gzipTag}` })).status).toBe(304);
    const other = await get(server, '/history?lng=en', { ...BROWSER, 'if-none-match': '"not-this-page"' });
    expect(other.status).toBe(200);
    expect(other.body.equals(page.body)).toBe(true);
    expect(server.app.replayLane.replayed).toBe(before + 3);
  });

  it('never sends a copy older than the content: after a change the page is rendered again', async () => {
    await kept(server, '/faq?lng=en');
    expect((await get(server, '/faq?lng=en', BROWSER)).headers['x-render-cache']).toBe('hit');
    const before = server.app.replayLane.replayed;
    server.app.contentVersions.bump('faq');
    const after = await get(server, '/faq?lng=en', BROWSER);
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(server.app.replayLane.replayed).toBe(before);
  });

  it('writes each answer’s head as Node would, over one kept-alive connection, and closes a connection the client closes', async () => {
    const path = '/service/inphrchild?lng=ja';
    const fromFastify = await kept(server, path);
    const before = server.app.replayLane.replayed;
    // Three answers on one connection (the first teaches the lane Node's head), then one asked to close it.
    const ask = (close: boolean) =>
      `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip, deflate, br, zstd\r\n${close ? 'Connection: close\r\n' : ''}\r\n`;
    const answers = await onOneConnection(server, [ask(false), ask(false), ask(false), ask(true)]);
    expect(server.app.replayLane.replayed).toBe(before + 4);
    const ids = new Set<string>();
    answers.forEach((answer, i) => {
      expect(answer.statusLine).toBe('HTTP/1.1 200 OK');
      expect(withoutPerAnswer(answer.headers)).toEqual(withoutPerAnswer(fromFastify.headers));
      expect(answer.body.equals(fromFastify.body)).toBe(true);
      expect(answer.headers.date).toBe(new Date(Date.parse(String(answer.headers.date))).toUTCString());
      expect(answer.headers.connection).toBe(i < 3 ? 'keep-alive' : 'close');
      expect(answer.headers['keep-alive']).toBe(i < 3 ? 'timeout=72' : undefined);
      ids.add(String(answer.headers['x-request-id']));
    });
    expect(ids.size).toBe(4);
  });

  it('sends kept API answers again too (the news list), and counts every answer in the metrics under its route', async () => {
    const path = '/api/media?lang=EN&size=999';
    const metric = async () => {
      const text = (await server.app.inject({ url: '/metrics', headers: { authorization: 'Bearer metrics-token-for-tests-0123456789' } })).body;
      return Number(/inphr_http_requests_total\{method="GET",route="\/api\/media",status="2xx"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    const fromFastify = await kept(server, path);
    const counted = await metric();
    const before = server.app.replayLane.replayed;
    const replayed = await get(server, path, BROWSER);
    expect(server.app.replayLane.replayed).toBe(before + 1);
    expect(withoutPerAnswer(replayed.headers)).toEqual(withoutPerAnswer(fromFastify.headers));
    expect(replayed.headers['x-api-cache']).toBe('hit');
    expect(JSON.parse(brotliDecompressSync(replayed.body).toString('utf8')).data.list.length).toBeGreaterThan(0);
    expect(await metric()).toBe(counted + 1);
  });
});

describe('the replay lane and news views', () => {
  it('counts a view for every visit of a news item’s page it sends, none lost across a graceful stop', async () => {
    const database = await openTestDatabase();
    try {
      const reviewCnt = async () => {
        const reader = await startTestServer({}, { database });
        try {
          return (await reader.app.inject({ url: '/api/media?lang=EN&size=999' })).json().data.list.find((i: { id: number }) => i.id === 2).reviewCnt as number;
        } finally {
          await reader.close();
        }
      };
      const start = await reviewCnt();
      // Views are written once a minute here: the page stays current, and the lane sends it.
      const server = await startTestServer({ VIEW_COUNT_REFRESH_MS: '60000' }, { site: true, database });
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const path = '/media/2?lang=EN&lng=en';
      let visits = 0;
      const visit = (headers: Record<string, string>) => ((visits += 1), get(server, path, headers));
      // Through Fastify until the page is kept with its compressed copies.
      let page: Answer;
      do {
        visits += 1;
        page = await viaFastify(server, path);
        await new Promise((resolve) => setTimeout(resolve, 20));
      } while (!String(page.headers.etag).endsWith('-br"'));
      for (let i = 0; i < 6; i += 1) expect((await visit(BROWSER)).status).toBe(200);
      // A revalidation is a visit too: Fastify's first (so the lane learns it), then the lane's.
      visits += 1;
      expect((await viaFastify(server, path, { ...BROWSER, 'if-none-match': String(page.headers.etag) })).status).toBe(304);
      expect((await visit({ ...BROWSER, 'if-none-match': String(page.headers.etag) })).status).toBe(304);
      expect(server.app.replayLane.replayed).toBe(7);
      await server.close();
      // Every GET of the page counted one view, whoever answered it; the stop wrote them all.
      expect(await reviewCnt()).toBe(start + visits);
    } finally {
      await database.close();
    }
  });
});

describe('the replay lane and news items', () => {
  /** An item's answer with its count taken out: the rest is the same at every visit. */
  const withoutCount = (body: Buffer) => body.toString('utf8').replace(/"reviewCnt":\d+/, '"reviewCnt":0');
  const countOf = (body: Buffer) => JSON.parse(body.toString('utf8')).data.reviewCnt as number;

  it('makes an item’s answer again at each visit, with the count that visit makes; every view counted across a graceful stop', async () => {
    const database = await openTestDatabase();
    try {
      const stored = async () => {
        const reader = await startTestServer({}, { database });
        try {
          return (await reader.app.inject({ url: '/api/media?lang=EN&size=999' })).json().data.list.find((i: { id: number }) => i.id === 2).reviewCnt as number;
        } finally {
          await reader.close();
        }
      };
      const start = await stored();
      const server = await startTestServer({ VIEW_COUNT_REFRESH_MS: '60000' }, { database });
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const path = '/api/media/2?lang=EN';
      const fromFastify = await viaFastify(server, path);
      expect(countOf(fromFastify.body)).toBe(start + 1);
      const answers: Answer[] = [];
      for (const headers of [BROWSER, BROWSER, { 'accept-encoding': 'identity' }, {}, BROWSER]) answers.push(await get(server, path, headers));
      expect(server.app.replayLane.replayed).toBe(5);
      answers.forEach((answer, i) => {
        expect(answer.status).toBe(200);
        // Fastify's headers, its request id and length each answer's own; the same JSON, the count this visit's.
        expect({ ...withoutPerAnswer(answer.headers), 'content-length': '' }).toEqual({ ...withoutPerAnswer(fromFastify.headers), 'content-length': '' });
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(withoutCount(answer.body)).toBe(withoutCount(fromFastify.body));
        expect(countOf(answer.body)).toBe(start + 2 + i);
      });
      // A HEAD reads without counting, through Fastify.
      expect((await get(server, path, BROWSER, 'HEAD')).status).toBe(200);
      expect(server.app.replayLane.replayed).toBe(5);
      await server.close();
      expect(await stored()).toBe(start + 6);
    } finally {
      await database.close();
    }
  });

  it('leaves to Fastify an item long enough to compress, for a client that takes compression', async () => {
    const server = await listening();
    try {
      await server.database.db.execute(
        sql`UPDATE media_translation SET contents = contents || ${'<p>' + 'news '.repeat(400) + '</p>'} WHERE media_id = 3 AND lang = 'en'`,
      );
      const path = '/api/media/3?lang=EN';
      const first = await viaFastify(server, path, { 'accept-encoding': 'identity' });
      expect(first.body.length).toBeGreaterThan(1400);
      const compressed = await get(server, path, BROWSER);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(server.app.replayLane.replayed).toBe(0);
      const plain = await get(server, path, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(server.app.replayLane.replayed).toBe(1);
      expect(countOf(plain.body)).toBe(countOf(first.body) + 2);
    } finally {
      await server.close();
    }
  });

  it('stops making an item again once it changed: the next visit reads it anew', async () => {
    const server = await listening();
    try {
      const path = '/api/media/4?lang=EN';
      await viaFastify(server, path);
      await get(server, path, BROWSER);
      expect(server.app.replayLane.replayed).toBe(1);
      await server.database.db.execute(sql`UPDATE media_translation SET title = 'Changed title' WHERE media_id = 4 AND lang = 'en'`);
      server.app.contentVersions.bump('media');
      const after = await get(server, path, BROWSER);
      expect(server.app.replayLane.replayed).toBe(1);
      expect(JSON.parse(after.body.toString('utf8')).data.title).toBe('Changed title');
    } finally {
      await server.close();
    }
  });
});

describe('the replay lane and the rate limit', () => {
  it('counts every answer it sends against the client’s limit; over it, Fastify refuses (429)', async () => {
    const server = await listening({ GLOBAL_RATE_LIMIT: '6' });
    try {
      // 4 asked through Fastify (the copies are made meanwhile), then replayed until the limit.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await viaFastify(server, '/business')).status);
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (let i = 0; i < 4; i += 1) statuses.push((await get(server, '/business', BROWSER)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
      expect(server.app.replayLane.replayed).toBe(2);
      const refused = await get(server, '/business', BROWSER);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await server.close();
    }
  });

  it('takes the client’s address from a trusted proxy only, as Fastify does', async () => {
    const behindProxy = await listening({ GLOBAL_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' });
    try {
      const from = (client: string) => get(behindProxy, '/business', { ...BROWSER, 'x-forwarded-for': `6.6.6.6, ${client}` });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await viaFastify(behindProxy, '/business', { ...BROWSER, 'x-forwarded-for': '198.51.100.1' })).status);
      await new Promise((resolve) => setTimeout(resolve, 300));
      statuses.push((await from('198.51.100.1')).status);
      // Another visitor behind the same proxy has a count of their own, and is answered by the lane.
      const before = behindProxy.app.replayLane.replayed;
      for (let i = 0; i < 3; i += 1) statuses.push((await from('198.51.100.2')).status);
      statuses.push((await from('198.51.100.2')).status);
      expect(statuses).toEqual([200, 200, 200, 429, 200, 200, 200, 429]);
      expect(behindProxy.app.replayLane.replayed - before).toBe(3);
    } finally {
      await behindProxy.close();
    }

    const direct = await listening({ GLOBAL_RATE_LIMIT: '3' });
    try {
      // No proxy is trusted: a forged X-Forwarded-For changes nothing, the socket's address counts.
      const statuses: number[] = [];
      for (let i = 0; i < 2; i += 1) statuses.push((await viaFastify(direct, '/business')).status);
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (let i = 0; i < 3; i += 1) statuses.push((await get(direct, '/business', { ...BROWSER, 'x-forwarded-for': `203.0.113.${i}` })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await direct.close();
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('the replay lane with Redis', () => {
  it('counts one client across two instances, in the store they share', async () => {
    const overrides = { REDIS_URL: process.env.TEST_REDIS_URL!, GLOBAL_RATE_LIMIT: '4', TRUST_PROXY: '127.0.0.1' };
    const a = await listening(overrides);
    const b = await listening(overrides);
    // A fresh address per run: counts of earlier runs stay in Redis for the window.
    const client = { 'x-forwarded-for': `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` };
    try {
      // Each instance sends the page through Fastify to other clients (their counts are their own)…
      for (const server of [a, b]) {
        const other = () => ({
          remoteAddress: '127.0.0.1',
          headers: { ...BROWSER, 'x-forwarded-for': `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` },
        });
        while (!String((await server.app.inject({ url: '/business', ...other() })).headers.etag).endsWith('-br"'))
          await new Promise((resolve) => setTimeout(resolve, 20));
        await server.app.inject({ url: '/business', ...other() });
      }
      // …then the lane of each answers the client, who is refused at the fifth request, whichever instance gets it.
      const statuses: number[] = [];
      for (const server of [a, b, a, b, a, b]) statuses.push((await get(server, '/business', { ...BROWSER, ...client })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      expect(a.app.replayLane.replayed + b.app.replayLane.replayed).toBe(4);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('the replay lane’s log', () => {
  it('writes the request lines Fastify writes (request id, method, URL, status, time), never a cookie', async () => {
    const lines: string[] = [];
    const server = await startTestServer({ LOG_LEVEL: 'info' }, { site: true, logStream: { write: (line: string) => void lines.push(line) } });
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      await kept(server, '/business?lng=en');
      lines.length = 0;
      await get(server, '/business?lng=en', { ...BROWSER, 'x-request-id': 'replayed-1', cookie: 'session=secret-value' });
      expect(server.app.replayLane.replayed).toBe(1);
      const ours = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.reqId === 'replayed-1');
      expect(ours.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      expect(ours[0]!.req).toMatchObject({ method: 'GET', url: '/business?lng=en', remoteAddress: '127.0.0.1' });
      expect(ours[1]).toMatchObject({ res: { statusCode: 200 } });
      expect(typeof ours[1]!.responseTime).toBe('number');
      expect(lines.join('\n')).not.toContain('secret-value');
    } finally {
      await server.close();
    }
  });
});
