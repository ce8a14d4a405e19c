import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, validInquiry, type TestServer } from './helpers';

const lines: string[] = [];
let server: TestServer;
const CLIENT = '203.0.113.77';

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'false', LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(() => server.close());

describe("a request's log lines", () => {
  it("name the request (method, URL, id) but never the client's IP address or port", async () => {
    const page = await server.app.inject({ url: '/api/media?lang=EN', remoteAddress: CLIENT });
    expect(page.statusCode).toBe(200);
    const inquiry = await server.app.inject({
      method: 'POST',
      url: '/rest/frontend/cooperate/insert',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(validInquiry),
      remoteAddress: CLIENT,
    });
    expect(inquiry.statusCode).toBeLessThan(300);
    const logged = lines.join('\n');
    const requestLines = lines.filter((line) => line.includes('"req":'));
    expect(requestLines.length).toBeGreaterThanOrEqual(2);
    expect(logged).toContain('"url":"/api/media?lang=EN"');
    expect(logged).toContain(`"reqId":"${String(page.headers['x-request-id'])}"`);
    expect(logged).not.toContain(CLIENT);
    expect(logged).not.toContain('remoteAddress');
    expect(logged).not.toContain('remotePort');
    expect(logged).not.toContain(validInquiry.email);
  });
});
