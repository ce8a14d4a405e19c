import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { findServiceByFaqSeq } from '@inphr/content';
import { inquiry } from '../src/db/schema';
import { allInquiries } from '../src/db/inquiry-repo';
import { jsonHeaders, startTestServer, validInquiry, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function faq(body: unknown) {
  const res = await server.app.inject({ method: 'POST', url: '/rest/frontend/faq/list', headers: jsonHeaders, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: res.json() };
}

async function insert(payload: unknown, headers: Record<string, string> = jsonHeaders) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/rest/frontend/cooperate/insert',
    headers,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
}

async function inquiryCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(inquiry);
  return row?.n ?? 0;
}

describe('POST /rest/frontend/faq/list', () => {
  it('answers the list of docs/spec.md (Calls) with every field typed, in each language', async () => {
    for (const langCode of ['KO', 'EN', 'JA']) {
      const { status, body } = await faq({ searchText: '', langCode, page: 1, pageSize: 100 });
      expect(status).toBe(200);
      expect(body.totalCount).toBeGreaterThanOrEqual(60);
      expect(body.list).toHaveLength(Math.min(100, body.totalCount));
      for (const item of body.list) {
        expect(Object.keys(item).sort()).toEqual(['contents', 'faqSeq', 'serviceName', 'serviceSeq', 'title']);
        expect(item.title).not.toMatch(/</);
        const service = findServiceByFaqSeq(item.serviceSeq);
        expect(item.serviceName).toBe(service ? service.displayName : 'inPHR');
      }
    }
  });

  it('covers the common category and at least eight services', async () => {
    const { body } = await faq({ searchText: '', langCode: 'EN', page: 1, pageSize: 100 });
    const seqs = new Set(body.list.map((i: { serviceSeq: number }) => i.serviceSeq));
    expect(seqs.has(2)).toBe(true);
    expect(seqs.size).toBeGreaterThanOrEqual(9);
  });

  it('filters title or contents case-insensitively, by each keyword shortcut', async () => {
    const keywords: Record<string, string[]> = {
      EN: ['LOGIN', 'device', 'Medical Record'],
      KO: ['로그인', '기기', '의료기록'],
      JA: ['ログイン', '機器', '医療記録'],
    };
    for (const [langCode, words] of Object.entries(keywords)) {
      for (const word of words) {
        const { body } = await faq({ searchText: word, langCode, page: 1, pageSize: 100 });
        expect(body.totalCount, `${langCode} ${word}`).toBeGreaterThanOrEqual(3);
        for (const item of body.list) expect(`${item.title} ${item.contents}`.toLowerCase()).toContain(word.toLowerCase());
      }
    }
    const none = await faq({ searchText: 'zzzz-no-such-thing', langCode: 'EN', page: 1, pageSize: 100 });
    expect(none.body).toEqual({ list: [], totalCount: 0 });
  });

  it('pages with page and pageSize', async () => {
    const all = (await faq({ searchText: '', langCode: 'EN', page: 1, pageSize: 100 })).body;
    const second = (await faq({ searchText: '', langCode: 'EN', page: 2, pageSize: 10 })).body;
    expect(second.list.map((i: { faqSeq: number }) => i.faqSeq)).toEqual(all.list.slice(10, 20).map((i: { faqSeq: number }) => i.faqSeq));
    expect(second.totalCount).toBe(all.totalCount);
  });

  it.each([
    [{ searchText: '', langCode: 'FR', page: 1, pageSize: 100 }, 'langCode'],
    [{ searchText: '', page: 1, pageSize: 100 }, 'langCode'],
    [{ searchText: 1, langCode: 'EN' }, 'searchText'],
    [{ searchText: '', langCode: 'EN', pageSize: 101 }, 'pageSize'],
    [{ searchText: '', langCode: 'EN', page: '1' }, 'page'],
    [{ searchText: '', langCode: 'EN', extra: true }, 'extra'],
  ])('rejects %j with a clear 400', async (body, word) => {
    const res = await faq(body);
    expect(res.status).toBe(400);
    expect(res.body.result).toBe('fail');
    expect(res.body.message).toContain(word);
  });
});

describe('POST /rest/frontend/cooperate/insert', () => {
  it('stores a valid inquiry with consent time and version, and answers success', async () => {
    const before = await inquiryCount();
    const { status, body, headers } = await insert({ ...validInquiry, name: '  Kim Minji  ' });
    expect(status).toBe(200);
    expect(body).toEqual({ result: 'success' });
    expect(JSON.stringify(body)).not.toContain('Kim');
    expect(headers['cache-control']).toBe('no-store');
    expect(await inquiryCount()).toBe(before + 1);
    const rows = await allInquiries(server.database.db);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ name: 'Kim Minji', email: 'kim@naver.com', mobile: '01012345678', consentVersion: expect.any(String) });
    expect(row.consentAt).toBeInstanceOf(Date);
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('answers each broken rule of docs/spec.md (Validation) with its message and stores nothing', async () => {
    const before = await inquiryCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'please fill out required fields.'],
      [{ title: '' }, 'title', 'please fill out required fields.'],
      [{ contents: '\n\t ' }, 'contents', 'please fill out required fields.'],
      [{ mobile: '010-12-345' }, 'mobile', "please fill out required fields(do not include '-')."],
      [{ mobile: '' }, 'mobile', "please fill out required fields(do not include '-')."],
      [{ email1: 'kim', email2: 'naver', email: 'kim@naver' }, 'email', 'Invalid email'],
      [{ regId: 1 }, 'regId', 'Please agree to the personal information terms.'],
    ];
    for (const [patch, field, message] of cases) {
      const { status, body } = await insert({ ...validInquiry, ...patch });
      expect(status, field).toBe(400);
      expect(body.result).toBe('fail');
      expect(body.errors[field]).toBe(message);
    }
    expect(await inquiryCount()).toBe(before);
  });

  it('answers a filled honeypot as a success and stores nothing; an empty one is a person', async () => {
    const before = await inquiryCount();
    const robot = await insert({ ...validInquiry, homepage: 'http://spam.example' });
    expect(robot.status).toBe(200);
    expect(robot.body).toEqual({ result: 'success' });
    expect(await inquiryCount()).toBe(before);
    expect((await insert({ ...validInquiry, homepage: '' })).status).toBe(200);
    expect(await inquiryCount()).toBe(before + 1);
    expect((await insert({ ...validInquiry, homepage: 'x'.repeat(201) })).status).toBe(400);
  });

  it('stores SQL-looking text verbatim and harmlessly', async () => {
    const sqlText = "Robert'); DROP TABLE inquiry;-- ' OR '1'='1";
    const { status } = await insert({ ...validInquiry, title: sqlText, contents: `${sqlText} \\ %_` });
    expect(status).toBe(200);
    const row = (await allInquiries(server.database.db)).at(-1)!;
    expect(row.title).toBe(sqlText);
    expect(row.contents).toBe(`${sqlText} \\ %_`);
  });
});
