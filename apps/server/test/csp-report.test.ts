import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { CSP_REPORT_RATE_LIMIT } from '../src/routes/csp-report';

/** Log lines the server wrote, parsed (pino writes one JSON object per line). */
const logLines: Record<string, unknown>[] = [];
const logStream = {
  write(line: string) {
    logLines.push(JSON.parse(line) as Record<string, unknown>);
  },
};
const warnings = () => logLines.filter((l) => l.level === 40);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'warn' }, { logStream });
});
afterAll(() => server.close());
beforeEach(() => {
  logLines.length = 0;
});

let nextIp = 1;
/** Each test posts from its own address, so the per-client limit of 5 only bites where a test wants it. */
const freshIp = () => `10.9.0.${nextIp++}`;

const post = (contentType: string | undefined, payload: string, ip = freshIp(), extra: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/csp-report',
    headers: { ...(contentType ? { 'content-type': contentType } : {}), 'sec-fetch-site': 'same-origin', ...extra },
    payload,
    remoteAddress: ip,
  });

const legacyReport = {
  'csp-report': {
    'document-uri': 'https://inphr.example/business',
    referrer: '',
    'violated-directive': 'img-src',
    'effective-directive': 'img-src',
    'original-policy': "default-src 'self'; img-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/pixel.png',
    'line-number': 12,
    'source-file': 'https://inphr.example/assets/app.js',
    'status-code': 200,
  },
};

const reportingApiBody = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://inphr.example/faq',
    user_agent: 'Chromium',
    body: {
      documentURL: 'https://inphr.example/faq',
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "script-src 'nonce-abc'",
      disposition: 'enforce',
      sample: 'alert(1)',
      statusCode: 200,
      lineNumber: 3,
    },
  },
  { type: 'deprecation', url: 'https://inphr.example/faq', body: { id: 'x' } },
  {
    type: 'csp-violation',
    url: 'https://inphr.example/media',
    body: { blockedURL: 'https://cdn.example/font.woff2', effectiveDirective: 'font-src', disposition: 'enforce' },
  },
];

describe('CSP reporting', () => {
  it('names the endpoint in the policy of pages and other answers', async () => {
    const res = await server.app.inject({ url: '/healthz' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain('report-to csp');
    expect(policy).toContain('report-uri /csp-report');
    expect(res.headers['reporting-endpoints']).toBe('csp="/csp-report"');
  });

  it('accepts a report-uri body, logs it at warn with the blocked URI and directive, replies 204', async () => {
    const res = await post('application/csp-report', JSON.stringify(legacyReport));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [line, ...rest] = warnings();
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      csp: {
        blockedUri: 'https://evil.example/pixel.png',
        directive: 'img-src',
        documentUri: 'https://inphr.example/business',
        line: 12,
        disposition: 'enforce',
      },
    });
    expect(String(line!.msg)).toBe('CSP violation: img-src blocked https://evil.example/pixel.png');
  });

  it('accepts a Reporting API body and logs each CSP report in it, skipping other report types', async () => {
    const res = await post('application/reports+json', JSON.stringify(reportingApiBody));
    expect(res.statusCode).toBe(204);
    const logged = warnings().map((l) => l.csp);
    expect(logged).toEqual([
      expect.objectContaining({ blockedUri: 'inline', directive: 'script-src-elem', documentUri: 'https://inphr.example/faq', sample: 'alert(1)' }),
      expect.objectContaining({ blockedUri: 'https://cdn.example/font.woff2', directive: 'font-src', documentUri: 'https://inphr.example/media' }),
    ]);
  });

  it('writes a few lines for a body of many reports, and one line counting the rest', async () => {
    // 100 reports in under 9 KB (within the body limit): 100 log lines before.
    const many = Array.from({ length: 100 }, (_, i) => ({
      type: 'csp-violation',
      body: { blockedURL: `https://x.example/${i}`, effectiveDirective: 'img-src' },
    }));
    const res = await post('application/reports+json', JSON.stringify(many));
    expect(res.statusCode).toBe(204);
    expect(warnings()).toHaveLength(6);
    expect(warnings().filter((l) => l.csp)).toHaveLength(5);
    expect(warnings().at(-1)).toMatchObject({ dropped: 95 });
  });

  it('takes a content type with parameters and in any case', async () => {
    expect((await post('Application/CSP-Report; charset=utf-8', JSON.stringify(legacyReport))).statusCode).toBe(204);
  });

  it('answers malformed JSON with 400 and a clear message, and logs nothing at warn', async () => {
    for (const [type, body] of [
      ['application/csp-report', '{"csp-report": {'],
      ['application/reports+json', 'not json'],
      ['application/csp-report', ''],
    ] as const) {
      const res = await post(type, body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: 'The report is not valid JSON.' });
    }
    expect(warnings()).toEqual([]);
  });

  it('answers JSON that is not a report with 400', async () => {
    for (const body of ['42', 'null', '{"csp-report": "x"}', '{"other": {}}', '"text"']) {
      const res = await post('application/csp-report', body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().message).toMatch(/neither a CSP report/);
    }
  });

  it('survives odd values inside a report', async () => {
    const odd = { 'csp-report': { 'blocked-uri': { nested: true }, 'effective-directive': ['a'], 'line-number': -4, 'document-uri': 'x'.repeat(5000) } };
    const res = await post('application/csp-report', JSON.stringify(odd));
    expect(res.statusCode).toBe(204);
    const csp = warnings()[0]!.csp as Record<string, unknown>;
    expect(csp).toMatchObject({ blockedUri: '', directive: '' });
    expect(csp.line).toBeUndefined();
    expect(String(csp.documentUri).length).toBeLessThanOrEqual(300);
    // a prototype-poisoning key is refused, not merged
    const poisoned = await post('application/csp-report', '{"csp-report": {"__proto__": {"polluted": 1}}}');
    expect(poisoned.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses other content types with 415', async () => {
    const res = await post('text/plain', JSON.stringify(legacyReport));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/application\/csp-report/);
    expect((await post(undefined, '')).statusCode).toBe(415);
  });

  it('refuses bodies over 16 KiB with 413', async () => {
    const big = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(17 * 1024) } });
    const res = await post('application/csp-report', big);
    expect(res.statusCode).toBe(413);
    const fits = JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(15 * 1024) } });
    expect((await post('application/csp-report', fits)).statusCode).toBe(204);
  });

  it('limits reports per client with 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < CSP_REPORT_RATE_LIMIT.max; i++) expect((await post('application/csp-report', JSON.stringify(legacyReport), ip)).statusCode).toBe(204);
    const limited = await post('application/csp-report', JSON.stringify(legacyReport), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('application/csp-report', JSON.stringify(legacyReport))).statusCode).toBe(204);
  });

  it('refuses reports posted from another site', async () => {
    const res = await post('application/csp-report', JSON.stringify(legacyReport), freshIp(), { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
  });

  it('leaves the JSON APIs answering other types with 415', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/rest/frontend/faq/list',
      headers: { 'content-type': 'application/csp-report', 'sec-fetch-site': 'same-origin' },
      payload: '{"langCode":"en"}',
    });
    expect(res.statusCode).toBe(415);
  });
});
