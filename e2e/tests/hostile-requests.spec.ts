import { request as httpRequest } from 'node:http';
import { expect, test } from '../support/fixtures';

/**
 * Requests no browser sends, exactly as written (Playwright's own client would resolve `//host`
 * as another site): each gets a 4xx or a page of this site, never a 500, always the security headers.
 */
function raw(
  baseURL: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const base = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('paths that read as another site, or are not valid percent-encoding, get this site’s answer', async ({ baseURL }) => {
  for (const path of [
    '//evil.example',
    '//evil.example/x?lng=en',
    '/\\evil.example',
    '/%5Cevil.example',
    '///x',
    '/\\\\evil.example',
    '/%',
    '/media/%E0%A4%A',
  ]) {
    const res = await raw(baseURL!, path);
    expect([400, 404], path).toContain(res.status);
    expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    expect(res.headers['content-security-policy'], path).toBeTruthy();
    const location = String(res.headers.location ?? '');
    expect(location, path).not.toMatch(/^(?:[a-z]+:)?[/\\]{2}|^\/\\/i);
    // The path may appear under this site's origin; never as a host of its own.
    expect(res.body, path).not.toMatch(/(?:https?:)?\/\/evil\.example|\\evil\.example/);
  }
});

test('a language cookie that is not valid percent-encoding is ignored', async ({ baseURL }) => {
  for (const cookie of ['language=%', 'language=%E0%A4%A', 'language=%zz; other=1']) {
    const res = await raw(baseURL!, '/business', { cookie });
    expect(res.status, cookie).toBe(200);
    expect(res.body).toContain('<html lang="ko"');
  }
});

test('a 304 carries the same security headers as the 200, whose policy allows the page’s inline code by hash', async ({ baseURL }) => {
  const first = await raw(baseURL!, '/business?lng=en');
  expect(first.status).toBe(200);
  const etag = String(first.headers.etag);
  const policy = String(first.headers['content-security-policy']);
  expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*' 'strict-dynamic'/);
  expect(policy).not.toMatch(/nonce|unsafe-inline/);
  expect(first.body).not.toMatch(/nonce=/);
  const again = await raw(baseURL!, '/business?lng=en', { 'if-none-match': etag });
  expect(again.status).toBe(304);
  for (const header of [
    'content-security-policy',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'cross-origin-opener-policy',
    'permissions-policy',
    'etag',
    'reporting-endpoints',
  ]) {
    expect(again.headers[header], header).toEqual(first.headers[header]);
  }
});
