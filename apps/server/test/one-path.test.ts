import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { BROWSER_ACCEPT_ENCODING } from '@inphr/api';

/*
 * One request path (issue 36): a kept answer (a page, an API answer) is sent by its route from the
 * cache, so it passes every hook Fastify runs for a rendered one. The hooks are read from Fastify
 * itself (printRoutes with its hooks): a new hook changes the lists below and fails this test until
 * what it does to a kept answer is checked here too.
 */

/** What each named hook is: the server's own (lib/, observability/) and the plugins'. */
const HOOKS = {
  onRequest: [
    'echoRequestId()', // server.ts: X-Request-Id
    'refuseForeignWrites()', // lib/security.ts: a write from another site is refused
    'markInternalCall()', // lib/internal-calls.ts: the render's own API calls
    'anonymous()', // @fastify/rate-limit
    'onRequest()', // @fastify/compress
  ],
  onSend: ['addSecurityHeaders()', 'onSend()'], // lib/security.ts, @fastify/compress
  onResponse: ['logAnswer()', 'countAnswer()'], // observability/request-log.ts, observability/metrics.ts
};
/** The routes that send kept answers as stored bytes leave the compress plugin out. */
const WITHOUT_COMPRESS = {
  onRequest: HOOKS.onRequest.filter((hook) => hook !== 'onRequest()'),
  onSend: HOOKS.onSend.filter((hook) => hook !== 'onSend()'),
  onResponse: HOOKS.onResponse,
};

/** The hooks Fastify lists for one route (its line in printRoutes, then its hook lines). */
function hooksOf(server: TestServer, method: 'GET' | 'POST', routeLine: RegExp): Record<string, string[]> {
  const lines = server.app.printRoutes({ includeHooks: true, commonPrefix: false, method }).split('\n');
  const at = lines.findIndex((line) => routeLine.test(line));
  expect(at, String(routeLine)).toBeGreaterThan(-1);
  const hooks: Record<string, string[]> = {};
  for (const line of lines.slice(at + 1)) {
    const hook = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (!hook) break;
    hooks[hook[1]!] = JSON.parse(hook[2]!) as string[];
  }
  return hooks;
}

/** The four requests below (two pages, two API answers) reach it; the next is over. */
const LIMIT = 4;
const TOKEN = 'metrics-token-for-the-one-path-test';
let server: TestServer;
let base: string;
const logged: { reqId?: string; msg?: string; req?: { method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number }[] = [];

beforeAll(async () => {
  server = await startTestServer(
    { GLOBAL_RATE_LIMIT: String(LIMIT), LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN },
    { site: true, logStream: { write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[number]) } },
  );
  // Over a real socket and kept-alive connections, as browsers ask: nothing in front of Fastify answers.
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => server?.close());

async function requestCount(route: string, statusClass: string): Promise<number> {
  const metrics = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const line = metrics
    .split('\n')
    .find((l) => l.startsWith('inphr_http_requests_total{') && l.includes(`route="${route}"`) && l.includes(`status="${statusClass}"`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('one request path', () => {
  it('lists the hooks of the page and API routes, as Fastify has them', () => {
    expect(hooksOf(server, 'GET', /^└── \* \(GET/)).toEqual(HOOKS);
    expect(hooksOf(server, 'GET', /── \/api\/media \(GET/)).toEqual(WITHOUT_COMPRESS);
    expect(hooksOf(server, 'GET', /── \/:id \(GET/)).toEqual(HOOKS);
  });

  it('sends a kept page and a kept API answer through every one of them', async () => {
    const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, 'user-agent': 'one-path-test' };
    const asked = [
      { url: '/business?lng=en', route: '/*', kept: 'x-render-cache' },
      { url: '/api/media?lang=EN', route: '/api/media', kept: 'x-api-cache' },
    ];
    for (const { url, route, kept } of asked) {
      const first = await fetch(base + url, { headers });
      await first.arrayBuffer();
      expect(first.status, url).toBe(200);
      // Its compressed copies are made off the event loop, once kept.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = await requestCount(route, '2xx');
      const hit = await fetch(base + url, { headers });
      await hit.arrayBuffer();
      expect(hit.headers.get(kept), 'served from the cache').toBe('hit');
      // echoRequestId, and logAnswer: one line for the request, with what it asked and how it went
      const id = String(hit.headers.get('x-request-id'));
      expect(id).toMatch(/.+/);
      const lines = logged.filter((line) => line.reqId === id);
      expect(lines.map((line) => line.msg)).toEqual(['request completed']);
      expect(lines[0]).toMatchObject({ req: { method: 'GET', url }, res: { statusCode: 200 }, responseTime: expect.any(Number) });
      // addSecurityHeaders: the same security headers as the answer that was made
      for (const name of ['x-content-type-options', 'cross-origin-resource-policy', 'content-security-policy', 'referrer-policy']) {
        expect(hit.headers.get(name), `${url}: ${name}`).toBe(first.headers.get(name));
      }
      // the compress plugin (where the route has it) had nothing to do: the stored Brotli copy went out
      expect(hit.headers.get('content-encoding')).toBe('br');
      // countAnswer
      expect(await requestCount(route, '2xx')).toBe(before + 1);
    }
    // markInternalCall did not take the visitor's request for the render's own; the rate limit
    // counted every one of them, kept or not: past the limit, a kept page is refused too.
    const overLimit = await fetch(`${base}/business?lng=en`, { headers });
    await overLimit.arrayBuffer();
    expect(overLimit.status).toBe(429);
    expect(overLimit.headers.get('retry-after')).not.toBeNull();
    expect(await requestCount('/*', '4xx')).toBe(1);
  });
});
