import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

const ORIGIN = 'https://www.inphr.example';
let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, SEED_DEMO: 'false' });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(() => server.close());

describe('a studio request that may not do what it asks', () => {
  it('is refused before its body is read: a 20 MB upload without a session gets 401 after its first 64 KB', async () => {
    const sent = { bytes: 0 };
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/studio/api/images',
          headers: { origin: ORIGIN, 'content-type': 'image/jpeg', 'content-length': String(20 * 1024 * 1024) },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => {
            // The rest of the body is never sent: the connection is let go.
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body });
          });
        },
      );
      req.on('error', reject);
      // The first 64 KB, then nothing more: the answer must come without the rest.
      const chunk = Buffer.alloc(64 * 1024);
      req.write(chunk, () => (sent.bytes += chunk.length));
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body).message).toBe('Sign in to continue.');
    expect(sent.bytes).toBeLessThanOrEqual(64 * 1024);
  });
});
