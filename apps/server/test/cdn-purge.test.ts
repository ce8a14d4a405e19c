import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCdnPurger } from '../src/lib/cdn-purge';
import { createStaffAccount } from '../src/studio/bootstrap';
import { startTestServer, type TestServer } from './helpers';

/** A CDN's purge endpoint stand-in (a third party): records each request, answers what `answers` says next. */
class PurgeEndpoint {
  received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  answers: number[] = [];
  private server!: Server;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body: JSON.parse(body) });
        res.writeHead(this.answers.shift() ?? 200).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/purge`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const endpoint = new PurgeEndpoint();
beforeAll(() => endpoint.start());
afterAll(() => endpoint.stop());

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('the CDN purger', () => {
  it('sends the tags of changes made together in one request, with its token', async () => {
    endpoint.received = [];
    const purger = createCdnPurger({ url: endpoint.url, token: 'purge-secret', log: { error: () => undefined } });
    purger.purge('media');
    purger.purge('faq');
    purger.purge('media');
    await until(() => endpoint.received.length > 0);
    await purger.close();
    expect(endpoint.received).toHaveLength(1);
    expect(endpoint.received[0]!.body).toEqual({ tags: ['media', 'faq'] });
    expect(endpoint.received[0]!.headers.authorization).toBe('Bearer purge-secret');
    expect(endpoint.received[0]!.headers['surrogate-key']).toBe('media faq');
  });

  it('retries a failed purge, then gives up with one logged error', async () => {
    endpoint.received = [];
    endpoint.answers = [503, 500, 502];
    const lines: { fields: unknown; message: string }[] = [];
    const log = { error: (fields: object, message: string) => void lines.push({ fields, message }) };
    const purger = createCdnPurger({ url: endpoint.url, log, retryDelaysMs: [5, 5] });
    purger.purge('faq');
    await until(() => endpoint.received.length === 3 && lines.length === 1);
    await purger.close();
    expect(endpoint.received).toHaveLength(3);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toEqual({ tags: ['faq'], reason: 'answered 502' });
  });

  it('is silent without CDN_PURGE_URL', async () => {
    const purger = createCdnPurger({ log: { error: () => undefined } });
    purger.purge('media');
    await purger.close();
  });
});

describe('a studio change', () => {
  const ORIGIN = 'https://www.inphr.example';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false', CDN_PURGE_URL: endpoint.url, CDN_PURGE_TOKEN: 'purge-secret' });
    await createStaffAccount(server.database.db, 'editor@inphr.example', 'editor', 'Editor-pass-5521!');
  });
  afterAll(() => server.close());

  it('asks the CDN to drop the pages that show news', async () => {
    endpoint.received = [];
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/studio/api/session',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'editor@inphr.example', password: 'Editor-pass-5521!' }),
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const { csrfToken } = (await server.app.inject({ url: '/studio/api/me', headers: { cookie } })).json<{ csrfToken: string }>();
    const created = await server.app.inject({
      method: 'POST',
      url: '/studio/api/news',
      headers: { cookie, origin: ORIGIN, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
      payload: JSON.stringify({ translations: { en: { title: 'Purged', contents: '<p>Body</p>' } }, status: 'published' }),
    });
    expect(created.statusCode).toBe(201);
    await until(() => endpoint.received.length > 0);
    expect(endpoint.received.map((r) => r.body)).toEqual([{ tags: ['media'] }]);
  });
});
