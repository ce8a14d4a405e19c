import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

const TOKEN = 'metrics-token-for-tests-0123456789';
const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { METRICS_TOKEN: TOKEN, INQUIRY_RATE_LIMIT: '1', LOG_LEVEL: 'info' },
    { site: true, logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(() => server.close());

describe('request ids', () => {
  it('echoes a well-formed X-Request-Id and replaces anything else', async () => {
    const given = await server.app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-7f3a:42' } });
    expect(given.headers['x-request-id']).toBe('edge-7f3a:42');
    for (const bad of ['<script>alert(1)</script>', 'x'.repeat(500), 'a b']) {
      const res = await server.app.inject({ url: '/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await server.app.inject({ url: '/api/nothing' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await server.app.inject({ url: '/%' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the page render’s own API calls log under the page’s request id', async () => {
    lines.length = 0;
    const res = await server.app.inject({ url: '/media?lng=en&trace=1', headers: { 'x-request-id': 'page-trace-1' } });
    expect(res.statusCode).toBe(200);
    const ours = lines.map((l) => JSON.parse(l) as { reqId?: string; req?: { url?: string } }).filter((l) => l.reqId === 'page-trace-1');
    const urls = ours.map((l) => l.req?.url).filter(Boolean);
    expect(urls).toContain('/media?lng=en&trace=1');
    expect(urls.some((u) => u!.startsWith('/api/media?'))).toBe(true);
  });

  it('a POST the render makes keeps its body and content type beside the request id (the FAQ page)', async () => {
    lines.length = 0;
    const res = await server.app.inject({ url: '/faq?lng=en&trace=2', headers: { 'x-request-id': 'page-trace-2' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"@type":"FAQPage"');
    const ours = lines
      .map((l) => JSON.parse(l) as { reqId?: string; req?: { url?: string }; res?: { statusCode?: number } })
      .filter((l) => l.reqId === 'page-trace-2');
    expect(ours.some((l) => l.req?.url === '/rest/frontend/faq/list')).toBe(true);
    expect(ours.filter((l) => l.res).every((l) => l.res!.statusCode === 200)).toBe(true);
  });
});

describe('metrics', () => {
  it('answer only the configured bearer token', async () => {
    expect((await server.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-wrong-token' } })).statusCode).toBe(404);
    const ok = await server.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/text\/plain/);
    const off = await startTestServer({});
    try {
      expect((await off.app.inject({ url: '/metrics', headers: { authorization: 'Bearer ' } })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('count requests by route pattern, page cache use and rate-limit refusals', async () => {
    await server.app.inject({ url: '/api/media/1?lang=EN' });
    await server.app.inject({ url: '/api/media/2?lang=EN' });
    await server.app.inject({ url: '/business?lng=en' });
    await server.app.inject({ url: '/business?lng=en' });
    const post = () =>
      server.app.inject({
        method: 'POST',
        url: '/rest/frontend/cooperate/insert',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
        remoteAddress: '10.7.7.7',
      });
    await post();
    await post();
    const text = (await server.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(text).toMatch(/inphr_http_requests_total\{method="GET",route="\/api\/media\/:id",status="2xx"\} 2/);
    expect(text).not.toContain('/api/media/1');
    expect(text).toMatch(/inphr_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/media\/:id",status="2xx"\}/);
    expect(text).toMatch(/inphr_cache_requests_total\{state="hit"\} [1-9]/);
    expect(text).toMatch(/inphr_cache_requests_total\{state="miss"\} [1-9]/);
    expect(text).toMatch(/inphr_rate_limited_total\{route="\/rest\/frontend\/cooperate\/insert"\} 1/);
    expect(text).toContain('inphr_process_resident_memory_bytes');
    if (server.database.engine === 'postgres') expect(text).toMatch(/inphr_db_pool_connections\{state="total"\}/);
  });
});

describe('readiness', () => {
  it('is ready while the database answers, Redis down or not (degraded), and says which check fails', async () => {
    const ready = await server.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'not configured' });
    const withoutRedis = await startTestServer({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await withoutRedis.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready', database: 'ok', redis: 'degraded' });
      expect((await withoutRedis.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      await withoutRedis.database.close();
      const noDatabase = await withoutRedis.app.inject({ url: '/readyz' });
      expect(noDatabase.statusCode).toBe(503);
      expect(noDatabase.json()).toMatchObject({ status: 'not ready', database: 'failing' });
    } finally {
      await withoutRedis.app.close();
    }
  });
});
