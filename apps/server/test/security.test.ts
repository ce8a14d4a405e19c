import { gzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiry } from '../src/db/schema';
import { startTestServer, jsonHeaders, validInquiry, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ INQUIRY_RATE_LIMIT: '3', INQUIRY_RATE_WINDOW_MS: '600000' });
});
afterAll(() => server.close());

const post = (headers: Record<string, string>, ip = '10.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/rest/frontend/cooperate/insert',
    headers: { ...jsonHeaders, ...headers },
    payload: JSON.stringify(validInquiry),
    remoteAddress: ip,
  });

describe('security', () => {
  it('sets the security headers on success and error answers; headers only a document acts on stay off JSON', async () => {
    for (const url of ['/healthz', '/api/media?lang=EN', '/api/media/abc', '/api/none']) {
      const res = await server.app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; report-to csp; report-uri /csp-report");
      expect(res.headers['x-powered-by']).toBeUndefined();
      // what only a document acts on stays off JSON (the policy above keeps it from running or being framed)
      for (const header of ['referrer-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy'])
        expect(res.headers[header], `${url} ${header}`).toBeUndefined();
    }
  });

  it('refuses cross-site POSTs and foreign origins', async () => {
    expect((await post({ 'sec-fetch-site': 'cross-site' }, '10.0.0.9')).statusCode).toBe(403);
    const foreign = await post({ origin: 'https://evil.example' }, '10.0.0.9');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ result: 'fail' });
    // It names the address the site expects (a page opened at 127.0.0.1 while it is localhost), not the request's.
    expect(foreign.json().message).toContain(`This site's address is ${server.config.PUBLIC_ORIGIN}`);
    expect(foreign.body).not.toContain('evil.example');
    expect((await post({ origin: 'http://localhost:3000', host: 'localhost:3000' }, '10.0.0.8')).statusCode).toBe(200);
  });

  it('refuses a compressed request body with 415, storing nothing; identity is a body as sent', async () => {
    const stored = async () => (await server.database.db.select({ n: count() }).from(inquiry))[0]!.n;
    const before = await stored();
    const compressed = await server.app.inject({
      method: 'POST',
      url: '/rest/frontend/cooperate/insert',
      headers: { ...jsonHeaders, 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(validInquiry)),
      remoteAddress: '10.0.0.7',
    });
    expect(compressed.statusCode).toBe(415);
    expect(compressed.json()).toEqual({ result: 'fail', message: 'Compressed request bodies are not accepted: send the body uncompressed.' });
    expect(await stored()).toBe(before);
    expect((await post({ 'content-encoding': 'identity' }, '10.0.0.7')).statusCode).toBe(200);
    expect(await stored()).toBe(before + 1);
  });

  it('limits inquiries per client with 429 and Retry-After', async () => {
    const ip = '10.0.0.2';
    for (let i = 0; i < 3; i++) expect((await post({}, ip)).statusCode).toBe(200);
    const limited = await post({}, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ result: 'fail', message: expect.stringMatching(/Too many/) });
    // another client is not affected
    expect((await post({}, '10.0.0.3')).statusCode).toBe(200);
  });

  it('answers healthz', async () => {
    const res = await server.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});
