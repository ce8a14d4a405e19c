import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInquiry, outboxState } from '../src/db/inquiry-repo';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp';
import { jsonHeaders, startTestServer, validInquiry, type TestServer } from './helpers';

let smtp: FakeSmtp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

async function withServer(fn: (s: TestServer) => Promise<void>) {
  const s = await startTestServer({ SMTP_URL: smtp.url, INQUIRY_NOTIFY_TO: 'partners@inphr.example' });
  try {
    await fn(s);
  } finally {
    await s.close();
  }
}

describe('inquiry notification outbox', () => {
  it('e-mails each new inquiry to INQUIRY_NOTIFY_TO', async () => {
    smtp.received.length = 0;
    await withServer(async (s) => {
      const res = await s.app.inject({ method: 'POST', url: '/rest/frontend/cooperate/insert', headers: jsonHeaders, payload: JSON.stringify(validInquiry) });
      expect(res.statusCode).toBe(200);
      await s.app.outbox!.flush();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['partners@inphr.example']);
      expect(smtp.received[0]!.text).toContain('Hospital record linkage');
      const jobs = await outboxState(s.database.db);
      expect(jobs[0]!.sentAt).toBeInstanceOf(Date);
    });
  });

  it('writes each one-line field on its line: a stored line break cannot add lines of its own', async () => {
    smtp.received.length = 0;
    await withServer(async (s) => {
      // As a row stored before line breaks were refused would be.
      const forged = 'Kim\r\nE-mail: forged@evil.example';
      await insertInquiry(s.database.db, { ...validInquiry, name: forged, company: 'ACME\nContact: 000', title: 'Hi\u2028Title: x' }, { notify: true });
      await s.app.outbox!.flush();
      expect(smtp.received).toHaveLength(1);
      const lines = smtp.received[0]!.text.split(/\r?\n/);
      expect(lines).toContain('Name: Kim E-mail: forged@evil.example');
      expect(lines).toContain('Company / position: ACME Contact: 000');
      expect(lines).toContain('Title: Hi Title: x');
      expect(lines.filter((line) => /^(E-mail|Contact|Title):/.test(line))).toEqual(['Contact: 01012345678', 'E-mail: kim@naver.com', 'Title: Hi Title: x']);
    });
  });

  it('keeps the inquiry and retries when the mail server refuses', async () => {
    smtp.received.length = 0;
    smtp.refuseNext(1);
    await withServer(async (s) => {
      const res = await s.app.inject({ method: 'POST', url: '/rest/frontend/cooperate/insert', headers: jsonHeaders, payload: JSON.stringify(validInquiry) });
      expect(res.statusCode).toBe(200);
      await s.app.outbox!.flush();
      let jobs = await outboxState(s.database.db);
      expect(jobs[0]!.sentAt).toBeNull();
      expect(jobs[0]!.lastError).toMatch(/Mailbox unavailable/);
      expect(smtp.received).toHaveLength(0);
      // make the retry due now and run another round
      const { inquiryOutbox } = await import('../src/db/schema');
      await s.database.db.update(inquiryOutbox).set({ nextAttemptAt: new Date(0) });
      await s.app.outbox!.flush();
      jobs = await outboxState(s.database.db);
      expect(jobs[0]!.sentAt).toBeInstanceOf(Date);
      expect(jobs[0]!.attempts).toBe(2);
      expect(smtp.received).toHaveLength(1);
    });
  });

  it('answers success while the mail server is down', async () => {
    const s = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9', INQUIRY_NOTIFY_TO: 'partners@inphr.example' });
    try {
      const res = await s.app.inject({ method: 'POST', url: '/rest/frontend/cooperate/insert', headers: jsonHeaders, payload: JSON.stringify(validInquiry) });
      expect(res.statusCode).toBe(200);
    } finally {
      await s.close();
    }
  });
});
