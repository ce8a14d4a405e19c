import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { drive } from '../src/warm-path/drive';
import { startTestServer, type TestServer } from './helpers';

/** Log lines the server wrote, parsed (pino writes one JSON object per line). */
const logLines: { msg?: string; req?: { url?: string; host?: string } }[] = [];
const logStream = {
  write(line: string) {
    logLines.push(JSON.parse(line) as (typeof logLines)[number]);
  },
};
const METRICS_TOKEN = 'warm-path-metrics-token-0123456789';
const WARM_REQUESTS = 300;

describe("the warm-up thread's client", () => {
  let server: Server;
  let base: string;
  const seen: { url: string; marker: string | undefined }[] = [];
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      seen.push({ url: req.url ?? '', marker: req.headers['x-marker'] as string | undefined });
      sockets.add(req.socket);
      res.end('answer');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends every request in turn with its headers, on kept-alive connections and every tenth on a new one', async () => {
    const result = await drive({
      base,
      calls: [
        { path: '/a', headers: { 'x-marker': 'a' } },
        { path: '/b?c=d', headers: {} },
      ],
      requests: 120,
      connections: 4,
      newConnectionEvery: 10,
    });
    expect(result).toEqual({ statuses: { 200: 120 }, failed: 0 });
    expect(seen.filter((s) => s.url === '/a' && s.marker === 'a')).toHaveLength(60);
    expect(seen.filter((s) => s.url === '/b?c=d' && s.marker === undefined)).toHaveLength(60);
    // Twelve connections of their own, and the kept-alive ones (at most four).
    expect(sockets.size).toBeGreaterThan(12);
    expect(sockets.size).toBeLessThanOrEqual(16);
  });

  it('counts a request whose connection fails as failed, and goes on', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await drive({ base: `http://127.0.0.1:${port}`, calls: [{ path: '/', headers: {} }], requests: 5, connections: 2, newConnectionEvery: 0 });
    expect(result).toEqual({ statuses: {}, failed: 5 });
  });
});

describe('the request path warmed before the server listens', () => {
  let server: TestServer;

  it('sends 30,000 requests by default, none with 0, and no more than a million', () => {
    expect(testConfig().WARM_PATH_REQUESTS).toBe(30_000);
    expect(testConfig({ WARM_PATH_REQUESTS: '0' }).WARM_PATH_REQUESTS).toBe(0);
    expect(() => testConfig({ WARM_PATH_REQUESTS: '-1' })).toThrow(/WARM_PATH_REQUESTS/);
    expect(() => testConfig({ WARM_PATH_REQUESTS: '1000001' })).toThrow(/WARM_PATH_REQUESTS/);
  });

  beforeAll(async () => {
    // A limit the warm-up alone would pass, were its requests counted as a client's.
    server = await startTestServer(
      { LOG_LEVEL: 'info', GLOBAL_RATE_LIMIT: '40', METRICS_TOKEN, WARM_PATH_REQUESTS: String(WARM_REQUESTS) },
      { site: true, logStream },
    );
  });
  afterAll(() => server.close());

  it('answers every request through the sockets, with no view, log line, metric or rate limit counted', async () => {
    const list = async () => (await server.app.inject({ url: '/api/media?lang=KO&size=999' })).json().data.list as { id: number; reviewCnt: number }[];
    const views = async () => (await list()).reduce((n, i) => n + i.reviewCnt, 0);
    const metrics = async () => (await server.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    const before = { views: await views(), metrics: await metrics() };
    expect((await list()).length).toBeGreaterThan(0);
    logLines.length = 0;

    const warmed = await server.app.warmRequestPath();
    // None of the requests that came through the sockets (the home page's first render calls the
    // news list in-process, and that call is logged as every render's are).
    const answered = () => logLines.filter((l) => l.msg === 'request completed');
    expect(answered().filter((l) => l.req?.host?.startsWith('127.0.0.1:'))).toEqual([]);
    expect(answered().length).toBeLessThan(5);
    expect(warmed).toEqual({ statuses: { 200: WARM_REQUESTS }, failed: 0, timedOut: false });
    expect(await views()).toBe(before.views);
    // A visitor's request is logged as before.
    expect(answered().at(-1)?.req?.url).toBe('/api/media?lang=KO&size=999');
    // The request series count this test's own calls only (a list read since the first scrape).
    const series = (text: string, route: string) =>
      Number(new RegExp(`inphr_http_requests_total\\{method="GET",route="${route}",status="2xx"\\} (\\d+)`).exec(text)?.[1] ?? 0);
    const after = await metrics();
    expect(series(after, '/api/media')).toBeGreaterThan(series(before.metrics, '/api/media'));
    expect(series(after, '/api/media/:id')).toBe(series(before.metrics, '/api/media/:id'));
    expect(series(after, '/\\*')).toBe(series(before.metrics, '/\\*'));
    // The temporary socket is closed: the server has no address until it listens.
    expect(server.app.server.listening).toBe(false);
    // A visitor's own request is answered and within its limit.
    expect((await server.app.inject({ url: '/api/media?lang=KO&size=1' })).statusCode).toBe(200);
  });
});
