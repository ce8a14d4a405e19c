import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config';
import { OPEN_ROUTE_RATE_LIMIT, SIGN_IN_RATE_LIMIT } from '../src/lib/throttle';
import { jsonHeaders, startTestServer, validInquiry, type TestServer } from './helpers';

const post = (server: TestServer, headers: Record<string, string>, remoteAddress = '10.1.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/rest/frontend/cooperate/insert',
    headers: { ...jsonHeaders, ...headers },
    payload: JSON.stringify(validInquiry),
    remoteAddress,
  });

describe('configuration of trust', () => {
  const parse = (env: Record<string, string>) => parseConfig({ NODE_ENV: 'test', ...env });

  it('trusts no proxy unless told, and takes a hop count or addresses', () => {
    expect(parse({}).TRUST_PROXY).toBe(false);
    expect(parse({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parse({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'loopback']);
    expect(() => parse({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would let any client/);
    expect(() => parse({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => parse({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('requires PUBLIC_ORIGIN in production, an origin only, and defaults to localhost elsewhere', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN: required in production/);
    const key = { STUDIO_SECRET_KEY: 'k'.repeat(32) };
    expect(parseConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.inphr.example/', ...key }).PUBLIC_ORIGIN).toBe('https://www.inphr.example');
    expect(() => parseConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.inphr.example' })).toThrow(/STUDIO_SECRET_KEY: required in production/);
    expect(() => parse({ PUBLIC_ORIGIN: 'https://www.inphr.example/ko' })).toThrow(/must be an origin only/);
    expect(() => parse({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/PUBLIC_ORIGIN/);
    const local = parse({ PORT: '4100' });
    expect(local.PUBLIC_ORIGIN).toBe('http://localhost:4100');
    expect(local.publicOriginDefaulted).toBe(true);
  });
});

describe('client address and origin come from configuration', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY: a forged address does not escape the limit', async () => {
    const server = await startTestServer({ INQUIRY_RATE_LIMIT: '2' });
    try {
      const statuses = [];
      for (let i = 1; i <= 4; i++) statuses.push((await post(server, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
      expect(statuses).toEqual([200, 200, 429, 429]);
    } finally {
      await server.close();
    }
  });

  it('behind a trusted proxy, takes the address the proxy saw, not what the client claimed', async () => {
    const server = await startTestServer({ INQUIRY_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1' });
    try {
      // nginx appends the peer it saw: "<whatever the client sent>, <client>"
      const fromClient = (forged: string) => post(server, { 'x-forwarded-for': `${forged}, 198.51.100.7` }, '127.0.0.1');
      expect((await fromClient('1.1.1.1')).statusCode).toBe(200);
      expect((await fromClient('2.2.2.2')).statusCode).toBe(200);
      expect((await fromClient('3.3.3.3')).statusCode).toBe(429);
      // another visitor behind the same proxy has a count of their own
      expect((await post(server, { 'x-forwarded-for': '198.51.100.8' }, '127.0.0.1')).statusCode).toBe(200);
      // a peer that is not the proxy cannot name a client
      const direct = (forged: string) => post(server, { 'x-forwarded-for': forged }, '10.9.9.9');
      expect((await direct('4.4.4.4')).statusCode).toBe(200);
      expect((await direct('5.5.5.5')).statusCode).toBe(200);
      expect((await direct('6.6.6.6')).statusCode).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('counts every address of one IPv6 /64 as one client in every request limit', async () => {
    const origin = 'https://www.inphr.example';
    const server = await startTestServer({ PUBLIC_ORIGIN: origin, INQUIRY_RATE_LIMIT: '2', GLOBAL_RATE_LIMIT: '2' });
    // An IPv6 subscriber chooses any address of its /64: each request comes from another one.
    let host = 0;
    const next = () => `2001:db8:5:6::${(host += 1).toString(16)}`;
    try {
      const inquiries = [];
      for (let i = 0; i < 3; i++) inquiries.push((await post(server, {}, next())).statusCode);
      expect(inquiries).toEqual([200, 200, 429]);

      const reads = [];
      for (let i = 0; i < 3; i++) reads.push((await server.app.inject({ url: '/api/media?lang=EN', remoteAddress: next() })).statusCode);
      expect(reads).toEqual([200, 200, 429]);

      // The studio's own limits: an empty body is refused with 400 while the limit lasts.
      for (const [url, limit] of [
        ['/studio/api/session', SIGN_IN_RATE_LIMIT],
        ['/studio/api/password/forgot', OPEN_ROUTE_RATE_LIMIT],
        ['/studio/api/password/reset', OPEN_ROUTE_RATE_LIMIT],
        ['/studio/api/invitations/accept', OPEN_ROUTE_RATE_LIMIT],
      ] as const) {
        const studio = (remoteAddress: string) =>
          server.app.inject({ method: 'POST', url, headers: { origin, 'content-type': 'application/json' }, payload: '{}', remoteAddress });
        const statuses = new Set<number>();
        for (let i = 0; i < limit; i++) statuses.add((await studio(next())).statusCode);
        expect([...statuses], url).toEqual([400]);
        expect((await studio(next())).statusCode, url).toBe(429);
        // the next /64 is another client
        expect((await studio('2001:db8:5:7::1')).statusCode, url).toBe(400);
      }
      expect((await post(server, {}, '2001:db8:5:7::1')).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('checks Origin against PUBLIC_ORIGIN, whatever Host the proxy sends', async () => {
    const server = await startTestServer({ PUBLIC_ORIGIN: 'https://www.inphr.example' });
    try {
      // nginx's default: Host is the upstream's name
      expect((await post(server, { origin: 'https://www.inphr.example', host: 'app1:3000' })).statusCode).toBe(200);
      expect((await post(server, { origin: 'http://app1:3000', host: 'app1:3000' })).statusCode).toBe(403);
      expect((await post(server, { origin: 'https://www.inphr.example.evil.example' })).statusCode).toBe(403);
      expect((await post(server, { origin: 'null' })).statusCode).toBe(403);
    } finally {
      await server.close();
    }
  });
});

describe('rate limits while Redis is down', () => {
  it('fall back to memory (still enforced) and say so once', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // Nothing listens on port 1: every Redis call fails at once.
    const server = await startTestServer({ REDIS_URL: 'redis://127.0.0.1:1', INQUIRY_RATE_LIMIT: '2', LOG_LEVEL: 'warn' }, { logStream });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await post(server, {}, '10.2.0.1')).statusCode);
      expect(statuses).toEqual([200, 200, 429, 429]);
      expect((await server.app.inject({ url: '/healthz', remoteAddress: '10.2.0.1' })).statusCode).toBe(200);
      const warnings = lines.filter((l) => l.includes('rate limits count in memory'));
      expect(warnings).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
