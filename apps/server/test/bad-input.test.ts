import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { inquiry } from '../src/db/schema';
import { jsonHeaders, startTestServer, validInquiry, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function inquiryCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(inquiry);
  return row?.n ?? 0;
}

const str = (v: unknown) => JSON.stringify(v);

// Each case: a raw body (string) or object, optional headers, and the status it must get.
const matrix: { name: string; body: string; headers?: Record<string, string>; status: number }[] = [
  { name: 'number for a string', body: str({ ...validInquiry, name: 42 }), status: 400 },
  { name: 'array for a string', body: str({ ...validInquiry, title: ['a', 'b'] }), status: 400 },
  { name: 'object for a string', body: str({ ...validInquiry, contents: { a: 1 } }), status: 400 },
  { name: 'null for a string', body: str({ ...validInquiry, email: null }), status: 400 },
  { name: 'string for regId', body: str({ ...validInquiry, regId: '0' }), status: 400 },
  { name: 'boolean for regId', body: str({ ...validInquiry, regId: false }), status: 400 },
  { name: 'regId 2', body: str({ ...validInquiry, regId: 2 }), status: 400 },
  { name: 'missing name', body: str({ ...validInquiry, name: undefined }), status: 400 },
  { name: 'missing everything', body: '{}', status: 400 },
  { name: 'over-long name', body: str({ ...validInquiry, name: 'a'.repeat(51) }), status: 400 },
  { name: 'over-long company', body: str({ ...validInquiry, company: 'a'.repeat(101) }), status: 400 },
  { name: 'over-long title', body: str({ ...validInquiry, title: 'a'.repeat(201) }), status: 400 },
  { name: 'over-long contents', body: str({ ...validInquiry, contents: 'a'.repeat(5001) }), status: 400 },
  { name: 'over-long email', body: str({ ...validInquiry, email: `${'a'.repeat(250)}@a.com` }), status: 400 },
  { name: 'blank name after trimming', body: str({ ...validInquiry, name: ' \u3000 ' }), status: 400 },
  { name: 'NUL in name', body: str({ ...validInquiry, name: 'Kim\u0000' }), status: 400 },
  {
    name: 'lone surrogate in title',
    body: '{"company":"","contents":"c","email":"kim@naver.com","email1":"kim","email2":"naver.com","mobile":"01012345678","name":"n","regId":0,"title":"x\\ud800"}',
    status: 400,
  },
  { name: 'full-width digits in mobile', body: str({ ...validInquiry, mobile: '０１０１２３４５６７８' }), status: 400 },
  { name: 'CR/LF in email', body: str({ ...validInquiry, email1: 'kim\r\nBcc: x@y.com', email: 'kim\r\nBcc: x@y.com@naver.com' }), status: 400 },
  { name: '__proto__ key', body: '{"__proto__":{"admin":true},"name":"n"}', status: 400 },
  { name: 'constructor.prototype key', body: '{"constructor":{"prototype":{"admin":true}}}', status: 400 },
  { name: 'unknown property', body: str({ ...validInquiry, isAdmin: true }), status: 400 },
  { name: 'malformed JSON', body: '{"name": "Kim",', status: 400 },
  { name: 'JSON array body', body: '[1,2,3]', status: 400 },
  { name: 'JSON string body', body: '"hello"', status: 400 },
  { name: 'empty body', body: '', status: 400 },
  { name: 'form content type', body: 'name=Kim', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415 },
  { name: 'text content type', body: str(validInquiry), headers: { 'content-type': 'text/plain' }, status: 415 },
  { name: 'oversized body', body: str({ ...validInquiry, contents: 'a'.repeat(17 * 1024) }), status: 413 },
];

describe('bad input on the inquiry route', () => {
  it.each(matrix)('$name → $status with a clear message, nothing stored', async ({ body, headers, status }) => {
    const before = await inquiryCount();
    const res = await server.app.inject({
      method: 'POST',
      url: '/rest/frontend/cooperate/insert',
      headers: { ...jsonHeaders, ...headers },
      payload: body,
    });
    expect(res.statusCode).toBe(status);
    const json = res.json();
    expect(json.result).toBe('fail');
    expect(typeof json.message).toBe('string');
    expect(json.message.length).toBeGreaterThan(5);
    expect(res.body).not.toMatch(/at \w+ \(|node_modules|\/src\/|SELECT|INSERT/);
    expect(await inquiryCount()).toBe(before);
  });

  it('never answers 5xx to odd paths and methods', async () => {
    const probes = [
      { method: 'GET' as const, url: '/api/media/%00' },
      { method: 'GET' as const, url: '/api/media?lang=%ff' },
      { method: 'GET' as const, url: '/api/media/1?lang[]=EN' },
      { method: 'DELETE' as const, url: '/api/media/1' },
      { method: 'PUT' as const, url: '/rest/frontend/cooperate/insert' },
      { method: 'GET' as const, url: '/rest/frontend/faq/list' },
    ];
    for (const probe of probes) {
      const res = await server.app.inject({ ...probe, headers: { 'sec-fetch-site': 'same-origin' } });
      expect(res.statusCode, `${probe.method} ${probe.url}`).toBeLessThan(500);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});
